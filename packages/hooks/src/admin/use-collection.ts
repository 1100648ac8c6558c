import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { CollectionModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { collectionOptions } from "./admin-queries";

export interface UseCollectionOptions {
  /** @default true when there is an id or name */
  enabled?: boolean;
}

/**
 * One collection by id or name (superusers only); `error.kind === "not_found"` when there is none.
 *
 * @example
 * const { data: albums } = useCollection("albums");
 */
export function useCollection(
  idOrName: string | undefined,
  options: UseCollectionOptions = {},
): UseQueryResult<CollectionModel, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...collectionOptions(pocketkit, idOrName ?? ""), enabled: enabled && Boolean(idOrName) });
}
