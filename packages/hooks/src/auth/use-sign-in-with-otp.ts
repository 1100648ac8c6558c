import { signInWithOtp, type PocketkitError } from "@pocketkit/client";
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
  return useSignInMutation<SignInWithOtpVariables>(({ pb }, variables) =>
    signInWithOtp(pb, { collection, ...variables }),
  );
}
