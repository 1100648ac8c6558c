import { PocketkitError, toPocketkitError } from "@pocketkit/client";
import type { UseMutationResult } from "@tanstack/react-query";

import type { AuthCollectionOptions, SignInResult } from "./types";
import { useSignInMutation } from "./use-sign-in-mutation";

export interface SignInWithOtpVariables {
  /** From `useRequestOtp`. */
  otpId: string;
  /** The code from the email. */
  code: string;
  /** From an earlier `mfa_required` result: this code is the second factor. */
  mfaId?: string;
}

export type UseSignInWithOtpOptions = AuthCollectionOptions;

/**
 * Signs in with the one-time password from the email that `useRequestOtp` sent; also finishes an
 * MFA sign-in when given the `mfaId` of its `mfa_required` result. A wrong or expired code is an
 * `auth` error: "This code is wrong or has expired."
 *
 * @example
 * const signIn = useSignInWithOtp();
 * signIn.mutate({ otpId, code });
 */
export function useSignInWithOtp(
  options: UseSignInWithOtpOptions = {},
): UseMutationResult<SignInResult, PocketkitError, SignInWithOtpVariables> {
  const collection = options.collection ?? "users";
  return useSignInMutation<SignInWithOtpVariables>(async ({ pb }, { otpId, code, mfaId }) => {
    try {
      const { record } = await pb
        .collection(collection)
        .authWithOTP(otpId, code, { requestKey: null, ...(mfaId ? { mfaId } : {}) });
      return record;
    } catch (caught) {
      const error = toPocketkitError(caught);
      // PocketBase answers a wrong, used or expired code alike, with a bare 400.
      if (error.status === 400 && Object.keys(error.fieldErrors).length === 0) {
        throw new PocketkitError({
          kind: "auth",
          status: 400,
          message: "This code is wrong or has expired.",
          cause: caught,
        });
      }
      throw caught;
    }
  });
}
