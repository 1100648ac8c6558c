import { signInWithPassword, type PocketkitError } from "@pocketkit/client";
import type { UseMutationResult } from "@tanstack/react-query";

import type { AuthCollectionOptions, SignInResult } from "./types";
import { useSignInMutation } from "./use-sign-in-mutation";

export interface SignInWithPasswordVariables {
  /** Email, or another identity field the collection allows (a username). */
  identity: string;
  password: string;
  /** From an earlier `mfa_required` result (an OTP sign-in): this password is the second factor. */
  mfaId?: string;
}

export type UseSignInWithPasswordOptions = AuthCollectionOptions;

/**
 * Signs in with email (or username) and password.
 *
 * Errors are `PocketkitError`s: a refused pair is `auth` with "Email or password is incorrect."
 * (PocketBase never says which half was wrong, and neither do we); a blank field is `validation`
 * with `fieldErrors`. With MFA on, the result is `{ status: "mfa_required", mfaId }`.
 *
 * @example
 * const signIn = useSignInWithPassword();
 * signIn.mutate({ identity: email, password }, { onSuccess: (result) => … });
 */
export function useSignInWithPassword(
  options: UseSignInWithPasswordOptions = {},
): UseMutationResult<SignInResult, PocketkitError, SignInWithPasswordVariables> {
  const collection = options.collection ?? "users";
  return useSignInMutation<SignInWithPasswordVariables>(({ pb }, variables) =>
    signInWithPassword(pb, { collection, ...variables }),
  );
}
