import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { backupListOptions } from "./admin-queries";
import type { BackupInfo } from "./types";

export interface UseBackupsOptions {
  /** @default true */
  enabled?: boolean;
}

/**
 * The backup files (superusers only), as PocketBase lists them (local `pb_data/backups` or S3).
 *
 * @example
 * const { data: backups } = useBackups();
 */
export function useBackups(options: UseBackupsOptions = {}): UseQueryResult<BackupInfo[], PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...backupListOptions(pocketkit), enabled });
}
