import { toPocketkitError } from "@pocketkit/client";
import type { RecordModel } from "pocketbase";

import type { AuthUser, SignInResult } from "./types";

/**
 * Runs one sign-in and says how it ended. PocketBase answers the first factor of an MFA
 * collection with a 401 whose body carries an `mfaId`: that is a step, not a failure, so it
 * becomes `mfa_required` instead of an error.
 *
 * @throws PocketkitError for every other failure.
 */
export async function toSignInResult(signIn: () => Promise<RecordModel>): Promise<SignInResult> {
  try {
    return { status: "signed_in", user: (await signIn()) as AuthUser };
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
