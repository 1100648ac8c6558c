import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { backupDownloadUrlOptions, type BackupDownloadUrl } from "./admin-queries";

export interface UseBackupDownloadUrlOptions {
  /** @default true when there is a key */
  enabled?: boolean;
}

// The file token cache hands out a new token once the old one has less than 20 s to live
// (createFileTokenCache's default): fetching again just after that point keeps the link valid.
const REFETCH_BEFORE_EXPIRY_MS = 19_000;

/**
 * A link that downloads a backup (superusers only): the backup's URL with a short-lived
 * superuser file token (PocketBase's download route takes no Authorization header). The token
 * is renewed before it runs out, so the link stays valid for as long as it is shown.
 *
 * @example
 * const { data } = useBackupDownloadUrl(backup.key);
 * <a href={data?.url} download>Download</a>
 */
export function useBackupDownloadUrl(
  key: string | undefined,
  options: UseBackupDownloadUrlOptions = {},
): UseQueryResult<BackupDownloadUrl, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({
    ...backupDownloadUrlOptions(pocketkit, key ?? ""),
    enabled: enabled && Boolean(key),
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(1_000, expiresAt - REFETCH_BEFORE_EXPIRY_MS - Date.now()) : false;
    },
    refetchIntervalInBackground: true,
  });
}
