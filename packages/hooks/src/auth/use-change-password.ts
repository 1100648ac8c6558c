import { PocketkitError, toPocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface ChangePasswordVariables {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

export type UseChangePasswordOptions = AuthCollectionOptions;

/**
 * Changes the signed-in user's password, then signs them in again with it on this device.
 * PocketBase ends every session of the account when its password changes (its token key
 * changes), which is what a person wants for their other devices but not for the one they
 * are using. A wrong `oldPassword` is a `validation` error under `fieldErrors.oldPassword`.
 *
 * @throws PocketkitError `auth` when nobody is signed in.
 */
export function useChangePassword(
  options: UseChangePasswordOptions = {},
): UseMutationResult<void, PocketkitError, ChangePasswordVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, ChangePasswordVariables>({
    mutationFn: async ({ oldPassword, password, passwordConfirm }) => {
      const user = pb.authStore.record;
      if (!user) throw new PocketkitError({ kind: "auth", status: 401, message: "Please sign in again." });
      const identity = String(user.email ?? "");
      try {
        await pb
          .collection(collection)
          .update(user.id, { oldPassword, password, passwordConfirm }, { requestKey: null });
        await pb.collection(collection).authWithPassword(identity, password, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
