import {
  restoreBackup,
  type PocketkitError,
  type RestoreBackupOptions,
  type RestoreBackupResult,
} from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

export interface RestoreBackupVariables extends Omit<RestoreBackupOptions, "signal"> {
  /** The backup to restore, as `useBackups` lists it. */
  key: string;
}

/**
 * Restores a backup (superusers only), then checks what came back: the server restarts itself,
 * the superuser's session is refreshed against the restored data (or `signIn` signs in again
 * when that data no longer accepts it), and the records per collection are counted before and
 * after (`data.changes`). Everything Pocketkit has cached is fetched again afterwards.
 *
 * Ask first: all data is replaced, and whatever changed since the backup is lost. Asking for the
 * password in that dialog gives `signIn` what it needs.
 *
 * @example
 * const restore = useRestoreBackup();
 * restore.mutate({
 *   key: backup.key,
 *   signIn: (pb) => pb.collection("_superusers").authWithPassword(email, password),
 * });
 * // restore.data?.changes → [{ collection: "albums", before: 41, after: 42 }]
 *
 * Errors: see `restoreBackup`; `error.kind === "server"` when the server did not restore.
 */
export function useRestoreBackup(): UseMutationResult<
  RestoreBackupResult,
  PocketkitError,
  RestoreBackupVariables
> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RestoreBackupResult, PocketkitError, RestoreBackupVariables>({
    mutationFn: ({ key, ...options }) => restoreBackup(pocketkit, key, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.all }),
    onError: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("backups") }),
  });
}
