import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface RequestPasswordResetVariables {
  email: string;
}

export type UseRequestPasswordResetOptions = AuthCollectionOptions;

/**
 * Emails a link to choose a new password (to the app's `/reset-password?token=…` when the
 * collection's template points there). It succeeds for unknown addresses too, so nobody can
 * probe which emails have accounts: say "If an account exists, we sent a link."
 */
export function useRequestPasswordReset(
  options: UseRequestPasswordResetOptions = {},
): UseMutationResult<void, PocketkitError, RequestPasswordResetVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, RequestPasswordResetVariables>({
    mutationFn: async ({ email }) => {
      try {
        await pb.collection(collection).requestPasswordReset(email, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
