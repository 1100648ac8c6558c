import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { useRealtimeSync } from "../realtime/use-realtime-sync";
import type { CollectionName, RecordOf } from "../register";
import { recordOptions } from "./record-queries";

export interface UseRecordOptions {
  expand?: string;
  fields?: string;
  /** @default false */
  realtime?: boolean;
  /** @default true when there is an id */
  enabled?: boolean;
}

/** One record by id; `error.kind === "not_found"` when it does not exist or is not yours. */
export function useRecord<Name extends CollectionName>(
  collection: Name,
  id: string | undefined,
  options: UseRecordOptions = {},
): UseQueryResult<RecordOf<Name>, PocketkitError> {
  const pocketkit = usePocketkit();
  const { realtime = false, enabled = true, ...query } = options;
  useRealtimeSync(collection, id ?? "", {
    enabled: realtime && enabled && Boolean(id),
    expand: query.expand,
  });
  return useQuery({
    ...recordOptions<RecordOf<Name>>(pocketkit, collection, id ?? "", query),
    enabled: enabled && Boolean(id),
    meta: { realtime },
  });
}
