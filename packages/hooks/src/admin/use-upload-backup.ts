import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

/**
 * Uploads a backup file (a zip, e.g. one downloaded from another PocketBase) so that it can be
 * restored (superusers only). It keeps its file name, which must not be taken yet.
 *
 * @example
 * const upload = useUploadBackup();
 * <input type="file" accept=".zip" onChange={(event) => upload.mutate(event.target.files![0]!)} />
 *
 * `error.kind === "validation"` with `fieldErrors.file` for a file that is not a zip or whose
 * name is taken.
 */
export function useUploadBackup(): UseMutationResult<void, PocketkitError, File> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<void, PocketkitError, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append("file", file, file.name);
      await adminRequest(() => pocketkit.pb.backups.upload(body));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("backups", "list") }),
  });
}
