import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import { useRealtimeSync } from "../realtime/use-realtime-sync";
import type { CollectionName, RecordOf } from "../register";
import { cleanQuery } from "./list-query";
import { fetchFullList, type FullListQuery } from "./fetch-full-list";

export interface UseFullListOptions extends Omit<FullListQuery, "signal"> {
  /** @default false */
  realtime?: boolean;
  /** @default true */
  enabled?: boolean;
}

/** Every record of a collection, in batches of 500, a few at a time, waiting out 429s. */
export function useFullList<Name extends CollectionName>(
  collection: Name,
  options: UseFullListOptions = {},
): UseQueryResult<RecordOf<Name>[], PocketkitError> {
  const pocketkit = usePocketkit();
  const { realtime = false, enabled = true, ...query } = options;
  // The whole collection (as far as its API rules let this user see), not just the filter: a
  // record edited out of the filter sends no event under it, and the list would keep it.
  useRealtimeSync(collection, "*", { enabled: realtime && enabled, expand: query.expand });
  return useQuery<RecordOf<Name>[], PocketkitError>({
    queryKey: pocketkitKeys.full(collection, cleanQuery(query)),
    queryFn: ({ signal }) =>
      fetchFullList<RecordOf<Name>>(pocketkit.pb, collection, { ...query, signal }).catch((error: unknown) =>
        Promise.reject(toPocketkitError(error)),
      ),
    enabled,
    meta: { realtime },
  });
}
