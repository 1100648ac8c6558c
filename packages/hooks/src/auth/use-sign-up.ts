import { signInWithPassword, toPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { UseMutationResult } from "@tanstack/react-query";

import type { AuthCollectionOptions, SignInResult } from "./types";
import { useSignInMutation } from "./use-sign-in-mutation";

export interface SignUpVariables {
  email: string;
  password: string;
  /** @default password (for forms with a single password field) */
  passwordConfirm?: string;
  /** Other fields of the new record, e.g. `{ name }`. */
  data?: Record<string, unknown>;
}

export interface UseSignUpOptions extends AuthCollectionOptions {
  /** Send the "verify your email" mail once the account exists. @default true */
  sendVerification?: boolean;
}

/**
 * Creates an account, then signs in to it. Field problems (an email already taken, a password
 * too short) come back as a `validation` `PocketkitError` with `fieldErrors` under the fields'
 * names.
 *
 * @example
 * const signUp = useSignUp();
 * signUp.mutate({ email, password, data: { name } });
 *
 * @throws PocketkitError — when the account was made but the sign-in after it failed, the error
 *   is the sign-in's; the account exists, so the person can sign in later.
 */
export function useSignUp(
  options: UseSignUpOptions = {},
): UseMutationResult<SignInResult, PocketkitError, SignUpVariables> {
  const collection = options.collection ?? "users";
  const sendVerification = options.sendVerification ?? true;
  return useSignInMutation<SignUpVariables>(async ({ pb }, variables) => {
    const records = pb.collection(collection);
    try {
      await records.create(
        {
          ...variables.data,
          email: variables.email,
          password: variables.password,
          passwordConfirm: variables.passwordConfirm ?? variables.password,
        },
        { requestKey: null },
      );
    } catch (error) {
      throw toPocketkitError(error);
    }
    if (sendVerification) {
      // Not awaited: the account exists whether or not the mail goes out, and a slow mail server
      // must not hold up the sign-in. A failed mail can be sent again with useRequestVerification.
      void records.requestVerification(variables.email, { requestKey: null }).catch(() => {});
    }
    return signInWithPassword(pb, { collection, identity: variables.email, password: variables.password });
  });
}
