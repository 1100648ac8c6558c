import { PocketkitError, toPocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export type UseDeleteAccountOptions = AuthCollectionOptions;

/**
 * Deletes the signed-in user's own account (as the collection's delete rule allows), then
 * signs out on this device (the provider then resets every cached record). What the account owned goes with it
 * where the schema cascades.
 *
 * @throws PocketkitError `auth` when nobody is signed in; `forbidden` when the rules refuse.
 */
export function useDeleteAccount(
  options: UseDeleteAccountOptions = {},
): UseMutationResult<void, PocketkitError, void> {
  const pocketkit = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, void>({
    mutationFn: async () => {
      const user = pocketkit.pb.authStore.record;
      if (!user) throw new PocketkitError({ kind: "auth", status: 401, message: "Please sign in again." });
      try {
        await pocketkit.pb.collection(collection).delete(user.id, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
      // The provider resets every cached record when the user changes.
      pocketkit.auth.signOut();
    },
  });
}
