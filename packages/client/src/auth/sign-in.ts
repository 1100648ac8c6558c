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
    const error = toPocketkitError(caught);
    if (error.status === 400 && Object.keys(error.fieldErrors).length === 0) {
      throw new PocketkitError({
        kind: "auth",
        status: 400,
        message: "Email or password is incorrect.",
        cause: caught,
      });
    }
    throw error;
  }
}
