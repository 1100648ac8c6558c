import type { QueryClient, QueryKey } from "@tanstack/react-query";

import { pocketkitKeys } from "../query-keys";

/** Everything cached for a collection, as it is now: what an optimistic edit rolls back to. */
export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

export async function snapshotCollection(
  queryClient: QueryClient,
  collection: string,
): Promise<CacheSnapshot> {
  // Stop refetches in flight, or they would overwrite the optimistic edit when they land.
  await queryClient.cancelQueries({ queryKey: pocketkitKeys.collection(collection) });
  return queryClient.getQueriesData({ queryKey: pocketkitKeys.collection(collection) });
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
