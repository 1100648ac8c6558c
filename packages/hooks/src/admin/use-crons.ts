import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { cronListOptions } from "./admin-queries";
import type { CronJob } from "./types";

export interface UseCronsOptions {
  /** @default true */
  enabled?: boolean;
}

/**
 * The registered cron jobs (superusers only): the app's own first, then PocketBase's
 * (`__pbLogsCleanup__`, `__pbDBOptimize__`, `__pbMFACleanup__`, `__pbOTPCleanup__`, and
 * `__pbAutoBackup__` when automatic backups are on).
 *
 * @example
 * const { data: jobs } = useCrons();
 */
export function useCrons(options: UseCronsOptions = {}): UseQueryResult<CronJob[], PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...cronListOptions(pocketkit), enabled });
}
