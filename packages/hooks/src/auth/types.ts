import type { SignInResult as ClientSignInResult } from "@pocketkit/client";
import type { RecordOf } from "../register";

/**
 * The signed-in record, typed as your `users` collection when collections are registered (see
 * `Register`). A superuser signed in through `collection: "_superusers"` has that shape instead.
 */
export type AuthUser = RecordOf<"users">;

/**
 * How a sign-in ended. PocketBase may ask for a second factor when the collection has MFA on:
 * then nobody is signed in yet, and the `mfaId` goes with the second method (an OTP, or a
 * password after an OTP, `useSignInWithOtp` / `useSignInWithPassword`) to finish. It is the
 * client's `SignInResult`, typed with your `users` record.
 *
 * @example
 * const result = await signIn.mutateAsync({ identity: email, password });
 * if (result.status === "mfa_required") {
 *   const { otpId } = await requestOtp.mutateAsync({ email });
 *   // …ask for the code from the email, then:
 *   await signInWithOtp.mutateAsync({ otpId, code, mfaId: result.mfaId });
 * }
 */
export type SignInResult = ClientSignInResult<AuthUser>;

export interface AuthCollectionOptions {
  /** The auth collection. @default "users" */
  collection?: string;
}
