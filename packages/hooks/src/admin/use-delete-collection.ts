import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

/**
 * Deletes a collection and all of its records (superusers only). What was cached of it is reset
 * (queries still on screen then fail with `not_found`) and the collection lists are refetched.
 * PocketBase refuses (`error.kind === "validation"`) while another collection still refers to
 * it, and for system collections.
 *
 * @example
 * const remove = useDeleteCollection();
 * remove.mutate("notes");
 */
export function useDeleteCollection(): UseMutationResult<void, PocketkitError, string> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<void, PocketkitError, string>({
    mutationFn: async (idOrName) => {
      await adminRequest(() => pocketkit.pb.collections.delete(idOrName));
    },
    onSuccess: (_result, idOrName) => {
      const known = queryClient.getQueryData<{ id: string; name: string }>(
        pocketkitKeys.admin("collections", "one", idOrName),
      );
      for (const key of new Set([idOrName, known?.id, known?.name])) {
        if (!key) continue;
        // Reset, not removed: a screen still showing the collection or its records learns that
        // they are gone (`not_found`) instead of keeping them.
        void queryClient.resetQueries({ queryKey: pocketkitKeys.admin("collections", "one", key) });
        void queryClient.resetQueries({ queryKey: pocketkitKeys.collection(key) });
      }
      void queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("collections", "list") });
    },
  });
}
