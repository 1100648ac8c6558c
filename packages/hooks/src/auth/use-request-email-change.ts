import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface RequestEmailChangeVariables {
  newEmail: string;
}

export type UseRequestEmailChangeOptions = AuthCollectionOptions;

/**
 * Asks to change the signed-in user's email. The confirmation link goes to the new address (to
 * the app's `/confirm-email-change?token=…`), so only someone who reads it can make the switch;
 * the email stays as it is until then. An address already in use is a `validation` error under
 * `fieldErrors.newEmail`.
 */
export function useRequestEmailChange(
  options: UseRequestEmailChangeOptions = {},
): UseMutationResult<void, PocketkitError, RequestEmailChangeVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, RequestEmailChangeVariables>({
    mutationFn: async ({ newEmail }) => {
      try {
        await pb.collection(collection).requestEmailChange(newEmail, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
