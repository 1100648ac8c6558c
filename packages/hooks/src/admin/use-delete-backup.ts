import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { BackupInfo } from "./types";

/**
 * Deletes a backup file by its key (superusers only). It leaves the list at once and comes back
 * if the server refuses (as it does for the backup being restored right now).
 *
 * @example
 * const remove = useDeleteBackup();
 * remove.mutate(backup.key);
 */
export function useDeleteBackup(): UseMutationResult<
  void,
  PocketkitError,
  string,
  { previous: BackupInfo[] | undefined }
> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const listKey = pocketkitKeys.admin("backups", "list");
  return useMutation<void, PocketkitError, string, { previous: BackupInfo[] | undefined }>({
    mutationFn: async (key) => {
      await adminRequest(() => pocketkit.pb.backups.delete(key));
    },
    onMutate: async (key) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<BackupInfo[]>(listKey);
      if (previous)
        queryClient.setQueryData(
          listKey,
          previous.filter((backup) => backup.key !== key),
        );
      return { previous };
    },
    onError: (_error, _key, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: (_result, _error, key) => {
      queryClient.removeQueries({ queryKey: pocketkitKeys.admin("backups", "download", key) });
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
