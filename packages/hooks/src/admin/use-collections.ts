import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { CollectionModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { collectionListOptions, type CollectionListQuery } from "./admin-queries";

export interface UseCollectionsOptions extends CollectionListQuery {
  /** @default true */
  enabled?: boolean;
}

/**
 * Every collection with its fields, rules and options (superusers only).
 *
 * @example
 * const { data: collections } = useCollections({ filter: "system = false", sort: "name" });
 *
 * `error.kind` is `forbidden` (or `auth`) for anyone but a superuser.
 */
export function useCollections(
  options: UseCollectionsOptions = {},
): UseQueryResult<CollectionModel[], PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true, ...query } = options;
  return useQuery({ ...collectionListOptions(pocketkit, query), enabled });
}
