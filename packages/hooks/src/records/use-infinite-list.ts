import type { PocketkitError } from "@pocketkit/client";
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { useRealtimeSync } from "../realtime/use-realtime-sync";
import type { CollectionName, RecordOf } from "../register";
import type { ListQuery } from "./list-query";
import { infiniteRecordListOptions } from "./record-queries";

export interface UseInfiniteListOptions extends Omit<ListQuery, "page"> {
  /** @default false */
  realtime?: boolean;
  /** @default true */
  enabled?: boolean;
}

export type UseInfiniteListResult<Name extends string> = UseInfiniteQueryResult<
  InfiniteData<ListResult<RecordOf<Name>>>,
  PocketkitError
>;

/** Page after page of a collection, for infinite scroll. Totals are not counted (`skipTotal`). */
export function useInfiniteList<Name extends CollectionName>(
  collection: Name,
  options: UseInfiniteListOptions = {},
): UseInfiniteListResult<Name> {
  const pocketkit = usePocketkit();
  const { realtime = false, enabled = true, ...query } = options;
  // The whole collection (as far as its API rules let this user see), not just the filter: a
  // record edited out of the filter sends no event under it, and the list would keep it.
  useRealtimeSync(collection, "*", { enabled: realtime && enabled, expand: query.expand });
  return useInfiniteQuery({
    ...infiniteRecordListOptions<RecordOf<Name>>(pocketkit, collection, query),
    enabled,
    meta: { realtime },
  });
}
