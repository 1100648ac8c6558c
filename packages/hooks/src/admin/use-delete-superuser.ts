import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

/**
 * Removes a superuser by id (superusers only) and refetches the superuser lists. PocketBase
 * refuses to remove the last one (`error.kind === "validation"`). Removing yourself ends your
 * own session on the server: the next request is refused.
 *
 * @example
 * const remove = useDeleteSuperuser();
 * remove.mutate(superuser.id);
 */
export function useDeleteSuperuser(): UseMutationResult<void, PocketkitError, string> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<void, PocketkitError, string>({
    mutationFn: async (id) => {
      await adminRequest(() => pocketkit.pb.collection("_superusers").delete(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("superusers") }),
  });
}
