import type { PocketkitError, RecordCounts } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { recordCountsOptions } from "./admin-queries";

export interface UseRecordCountsOptions {
  /** @default true */
  enabled?: boolean;
}

/**
 * How many records each base and auth collection holds (superusers only), by collection name.
 * A restore confirmation can show them; `useRestoreBackup` counts before and after by itself.
 *
 * @example
 * const { data: counts } = useRecordCounts();
 * counts?.albums; // 42
 */
export function useRecordCounts(
  options: UseRecordCountsOptions = {},
): UseQueryResult<RecordCounts, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...recordCountsOptions(pocketkit), enabled });
}
