import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface ConfirmEmailChangeVariables {
  /** The `token` query parameter of the link in the email. */
  token: string;
  /** The account's current password: a link alone must not be enough to take an account over. */
  password: string;
}

export type UseConfirmEmailChangeOptions = AuthCollectionOptions;

/**
 * Switches the account to the new email, on the page the confirmation email links to. The
 * user's sessions end (the SDK signs this device out when it is the same user): they sign in
 * again with the new email. A wrong password is a `validation` error under
 * `fieldErrors.password`; an expired link, one under `fieldErrors.token`.
 */
export function useConfirmEmailChange(
  options: UseConfirmEmailChangeOptions = {},
): UseMutationResult<void, PocketkitError, ConfirmEmailChangeVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, ConfirmEmailChangeVariables>({
    mutationFn: async ({ token, password }) => {
      try {
        await pb.collection(collection).confirmEmailChange(token, password, { requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
