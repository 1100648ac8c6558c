import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { getTokenPayload } from "pocketbase";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface ConfirmVerificationVariables {
  /** The `token` query parameter of the link in the email. */
  token: string;
}

export type UseConfirmVerificationOptions = AuthCollectionOptions;

/**
 * Verifies the address on the page the verification email links to. The link works without a
 * session (it may open in another browser); when the same user is signed in here, their record
 * in `useAuth()` shows `verified: true` at once.
 *
 * @example
 * const token = new URLSearchParams(location.search).get("token") ?? "";
 * useEffect(() => verify.mutate({ token }), [token]);
 */
export function useConfirmVerification(
  options: UseConfirmVerificationOptions = {},
): UseMutationResult<void, PocketkitError, ConfirmVerificationVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<void, PocketkitError, ConfirmVerificationVariables>({
    mutationFn: async ({ token }) => {
      try {
        await pb.collection(collection).confirmVerification(token, { requestKey: null });
        // The SDK marks the signed-in record verified, but a session refresh already under way
        // (the one on page load, say) can land after it with the old record. Asking the server
        // again puts the truth last.
        const payload = getTokenPayload(token);
        if (pb.authStore.isValid && pb.authStore.record?.id === payload.id) {
          await pb
            .collection(collection)
            .authRefresh({ requestKey: null })
            .catch(() => undefined);
        }
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  });
}
