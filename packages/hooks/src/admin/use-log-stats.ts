import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { logStatsOptions } from "./admin-queries";
import type { LogStat } from "./types";

export interface UseLogStatsOptions {
  /** Count only matching entries, e.g. `data.status >= 400`. */
  filter?: string;
  /** @default true */
  enabled?: boolean;
  /** Fetch again every so many milliseconds. @default false */
  refetchInterval?: number | false;
}

/**
 * Log entries per hour (superusers only), for a chart over the logs' lifetime (5 days by default).
 *
 * @example
 * const { data: perHour } = useLogStats({ filter: "data.status >= 500" });
 */
export function useLogStats(options: UseLogStatsOptions = {}): UseQueryResult<LogStat[], PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true, refetchInterval = false, filter } = options;
  return useQuery({ ...logStatsOptions(pocketkit, { filter }), enabled, refetchInterval });
}
