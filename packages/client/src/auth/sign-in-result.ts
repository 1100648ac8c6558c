import type { RecordModel } from "pocketbase";

import { toPocketkitError } from "../errors/to-pocketkit-error";

/**
 * How a sign-in ended. PocketBase may ask for a second factor when the collection has MFA on:
 * then nobody is signed in yet, and the `mfaId` goes with the second method (`signInWithOtp`, or
 * `signInWithPassword` after an OTP) to finish.
 */
export type SignInResult<User = RecordModel> =
  | { status: "signed_in"; user: User }
  | {
      status: "mfa_required";
      /** Pass it to the second sign-in as `mfaId`. */
      mfaId: string;
    };

/**
 * Runs one sign-in and says how it ended. PocketBase answers the first factor of an MFA
 * collection with a 401 whose body carries an `mfaId`: that is a step, not a failure, so it
 * becomes `mfa_required` instead of an error. `User` types the signed-in record, as the SDK's
 * `authWithPassword<T>` does (nothing checks it).
 *
 * @example
 * const result = await toSignInResult(() => signInWithPassword(pb, { identity, password }));
 * if (result.status === "mfa_required") {
 *   const { otpId } = await requestOtp(pb, { email: identity });
 *   // …ask for the code from the email, then:
 *   await signInWithOtp(pb, { otpId, code, mfaId: result.mfaId });
 * }
 *
 * @throws PocketkitError for every other failure.
 */
export async function toSignInResult<User = RecordModel>(
  signIn: () => Promise<RecordModel>,
): Promise<SignInResult<User>> {
  try {
    return { status: "signed_in", user: (await signIn()) as User };
  } catch (caught) {
    const mfaId = findMfaId(caught);
    if (mfaId) return { status: "mfa_required", mfaId };
    throw toPocketkitError(caught);
  }
}

/** The `mfaId` of a 401, on the SDK's error or on the one a `PocketkitError` wraps as its cause. */
function findMfaId(error: unknown): string | undefined {
  for (let current = error, depth = 0; isRecord(current) && depth < 4; current = current.cause, depth++) {
    const response = current.response;
    if (
      current.status === 401 &&
      isRecord(response) &&
      typeof response.mfaId === "string" &&
      response.mfaId
    ) {
      return response.mfaId;
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
