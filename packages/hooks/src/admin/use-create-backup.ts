import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

/**
 * Makes a backup of all data (superusers only) and refetches the backup list. Resolves once
 * the file is written. The variable is the file name (`[a-z0-9_-]+.zip`); without one,
 * PocketBase names it `pb_backup_<timestamp>.zip`.
 *
 * @example
 * const create = useCreateBackup();
 * create.mutate("before-import.zip");
 *
 * `error.kind === "validation"` for a name that is taken or not allowed, and while another
 * backup or restore is running.
 */
export function useCreateBackup(): UseMutationResult<void, PocketkitError, string | void> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<void, PocketkitError, string | void>({
    mutationFn: async (name) => {
      await adminRequest(() => pocketkit.pb.backups.create(name ?? ""));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("backups", "list") }),
  });
}
