import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import { PocketkitError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";

export interface SignInWithPasswordOptions {
  /** The auth collection. @default "users" */
  collection?: string;
  /** Email (or another identity field the collection allows). */
  identity: string;
  password: string;
  /**
   * The `mfaId` from an earlier sign-in that PocketBase answered with "a second factor is
   * needed" (401): this password is then that second factor.
   */
  mfaId?: string;
  signal?: AbortSignal;
}

/**
 * Signs in with a password and returns the signed-in record.
 *
 * With MFA on, PocketBase answers the first factor with a 401 that carries an `mfaId`; wrap the
 * call in `toSignInResult` to get `{ status: "mfa_required", mfaId }` instead of that error.
 *
 * @throws PocketkitError `auth` with "Email or password is incorrect." when PocketBase refuses
 *   the pair (it never says which was wrong, and neither do we); `validation` with field errors
 *   for a blank field; `network`, `rate_limited`, … as for any request.
 */
export async function signInWithPassword(
  pb: PocketBase,
  options: SignInWithPasswordOptions,
): Promise<RecordModel> {
  try {
    const { record } = await pb
      .collection(options.collection ?? "users")
      .authWithPassword(options.identity, options.password, {
        signal: options.signal,
        requestKey: null,
        ...(options.mfaId ? { mfaId: options.mfaId } : {}),
      });
    return record;
  } catch (caught) {
    throw signInRefusal(caught, "Email or password is incorrect.");
  }
}

export interface RequestOtpOptions {
  /** The auth collection; OTP must be enabled on it. @default "users" */
  collection?: string;
  email: string;
  signal?: AbortSignal;
}

/**
 * Emails a one-time password to sign in with (`signInWithOtp`). PocketBase answers with an
 * `otpId` for any address, known or not, so that nobody can probe which emails have accounts.
 *
 * @example
 * const { otpId } = await requestOtp(pb, { email });
 *
 * @throws PocketkitError `validation` with field errors for a malformed email, or when OTP is
 *   not enabled on the collection; `network`, `rate_limited`, … as for any request.
 */
export async function requestOtp(pb: PocketBase, options: RequestOtpOptions): Promise<{ otpId: string }> {
  try {
    const { otpId } = await pb
      .collection(options.collection ?? "users")
      .requestOTP(options.email, { signal: options.signal, requestKey: null });
    return { otpId };
  } catch (error) {
    throw toPocketkitError(error);
  }
}

export interface SignInWithOtpOptions {
  /** The auth collection. @default "users" */
  collection?: string;
  /** From `requestOtp`. */
  otpId: string;
  /** The code from the email. */
  code: string;
  /**
   * The `mfaId` from an earlier sign-in that PocketBase answered with "a second factor is
   * needed" (401): this code is then that second factor.
   */
  mfaId?: string;
  signal?: AbortSignal;
}

/**
 * Signs in with the one-time password from the email that `requestOtp` sent, and returns the
 * signed-in record.
 *
 * @example
 * const user = await signInWithOtp(pb, { otpId, code });
 *
 * With MFA on, wrap the first factor in `toSignInResult` to get its `mfaId`, as for
 * `signInWithPassword`.
 *
 * @throws PocketkitError `auth` with "This code is wrong or has expired." when PocketBase refuses
 *   the code (it answers a wrong, used or expired code alike); `network`, `rate_limited`, … as
 *   for any request.
 */
export async function signInWithOtp(pb: PocketBase, options: SignInWithOtpOptions): Promise<RecordModel> {
  try {
    const { record } = await pb
      .collection(options.collection ?? "users")
      .authWithOTP(options.otpId, options.code, {
        signal: options.signal,
        requestKey: null,
        ...(options.mfaId ? { mfaId: options.mfaId } : {}),
      });
    return record;
  } catch (caught) {
    // PocketBase answers a wrong, used or expired code alike, with a bare 400.
    throw signInRefusal(caught, "This code is wrong or has expired.");
  }
}

/**
 * A sign-in's failure as a PocketkitError. PocketBase refuses wrong credentials with a bare 400
 * (no field errors, and a sentence about the request, not the person): that becomes `auth` with
 * `message`. Anything else (a blank field's errors, the network, a rate limit) stays as it is.
 */
function signInRefusal(caught: unknown, message: string): PocketkitError {
  const error = toPocketkitError(caught);
  if (error.status !== 400 || Object.keys(error.fieldErrors).length > 0) return error;
  return new PocketkitError({ kind: "auth", status: 400, message, cause: caught });
}
