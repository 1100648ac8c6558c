import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface RequestVerificationVariables {
  email: string;
}

export type UseRequestVerificationOptions = AuthCollectionOptions;

/**
 * Emails (again) the link that verifies an address, to the app's `/verify-email?token=…` when
 * the collection's template points there. `useSignUp` sends the first one by itself.
 */
export function useRequestVerification(
  options: UseRequestVerificationOptions = {},
): UseMutationResult<void, PocketkitError, RequestVerificationVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, RequestVerificationVariables>({
    mutationFn: async ({ email }) => {
      try {
        await pb.collection(collection).requestVerification(email, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
