import type { PocketkitError } from "@pocketkit/client";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { useRealtimeSync } from "../realtime/use-realtime-sync";
import type { CollectionName, RecordOf } from "../register";
import type { ListQuery } from "./list-query";
import { recordListOptions } from "./record-queries";

export interface UseListOptions extends ListQuery {
  /** Follow the collection live: changes from anywhere show up without a refetch. @default false */
  realtime?: boolean;
  /** @default true */
  enabled?: boolean;
}

export type UseListResult<Name extends string> = UseQueryResult<ListResult<RecordOf<Name>>, PocketkitError>;

/**
 * One page of a collection (30 records by default), kept while the next page loads.
 *
 * @example
 * const { data, isPending, error } = useList("images", { sort: "-created", filter: pb.filter("album = {:id}", { id }), realtime: true });
 */
export function useList<Name extends CollectionName>(
  collection: Name,
  options: UseListOptions = {},
): UseListResult<Name> {
  const pocketkit = usePocketkit();
  const { realtime = false, enabled = true, ...query } = options;
  // The whole collection (as far as its API rules let this user see), not just the filter: a
  // record edited out of the filter sends no event under it, and the list would keep it.
  useRealtimeSync(collection, "*", { enabled: realtime && enabled, expand: query.expand });
  return useQuery({
    ...recordListOptions<RecordOf<Name>>(pocketkit, collection, query),
    enabled,
    placeholderData: keepPreviousData,
    meta: { realtime },
  });
}
