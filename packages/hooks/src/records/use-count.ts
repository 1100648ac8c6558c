import type { PocketkitError } from "@pocketkit/client";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { useRealtimeSync } from "../realtime/use-realtime-sync";
import type { CollectionName } from "../register";
import { recordCountOptions } from "./record-queries";

export interface UseCountOptions {
  /** A PocketBase filter, e.g. `favorite = true`; build it with `pb.filter()` to escape values. */
  filter?: string;
  /** Count again whenever a record of the collection is created, changed or deleted anywhere. @default false */
  realtime?: boolean;
  /** @default true */
  enabled?: boolean;
}

/**
 * How many records of a collection this user can see (those matching `filter`), as PocketBase
 * counts them: for headings such as "Library · 1,204 photos". The last count stays on screen
 * while a new one is asked for.
 *
 * @example
 * const favourites = useCount("images", { filter: "favorite = true", realtime: true });
 * favourites.data // 12
 */
export function useCount<Name extends CollectionName>(
  collection: Name,
  { filter, realtime = false, enabled = true }: UseCountOptions = {},
): UseQueryResult<number, PocketkitError> {
  const pocketkit = usePocketkit();
  useRealtimeSync(collection, "*", { enabled: realtime && enabled });
  return useQuery({
    ...recordCountOptions(pocketkit, collection, { filter: filter || undefined }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { realtime },
  });
}
