import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface ConfirmPasswordResetVariables {
  /** The `token` query parameter of the link in the email. */
  token: string;
  password: string;
  /** @default password (for forms with a single password field) */
  passwordConfirm?: string;
}

export type UseConfirmPasswordResetOptions = AuthCollectionOptions;

/**
 * Sets the new password chosen on the page the reset email links to. Every existing session of
 * the user ends (PocketBase invalidates their tokens); they sign in with the new password.
 *
 * An expired or used link is a `validation` error with a `fieldErrors.token`; a password the
 * collection refuses, one under `fieldErrors.password`.
 *
 * @example
 * const token = new URLSearchParams(location.search).get("token") ?? "";
 * confirm.mutate({ token, password });
 */
export function useConfirmPasswordReset(
  options: UseConfirmPasswordResetOptions = {},
): UseMutationResult<void, PocketkitError, ConfirmPasswordResetVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, ConfirmPasswordResetVariables>({
    mutationFn: async ({ token, password, passwordConfirm }) => {
      try {
        await pb
          .collection(collection)
          .confirmPasswordReset(token, password, passwordConfirm ?? password, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
