import PocketBase, { BaseAuthStore, ClientResponseError, type RecordModel } from "pocketbase";

import type { Refusal } from "./completion-protocol";
import { UNAVAILABLE } from "./completion-refusals";
import { describeError } from "./describe-error";

export interface CallerCheck {
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  /** The auth collection whose users may call. */
  usersCollection: string;
  /** Refuse users whose email is not verified (403 `unverified`). */
  requireVerified: boolean;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** The sentences of the 401, the 403 and the 503, for what the caller wanted to do. @default the AI route's */
  refusals?: CallerRefusals;
}

export interface CallerRefusals {
  signIn: string;
  unverified: string;
  unavailable: Readonly<Refusal>;
}

const AI_REFUSALS: CallerRefusals = {
  signIn: "Sign in to use AI.",
  unverified: "Verify your email to use AI.",
  unavailable: UNAVAILABLE,
};

/**
 * The caller's user, as PocketBase knows them from the token in `Authorization` (with or without
 * `Bearer `). Refused: 401 without a token or with one PocketBase refuses; 403 `unverified`;
 * 503 when PocketBase cannot say (down, unreachable, failing), which is no reason to ask
 * someone to sign in again (logged).
 *
 * @example
 * const caller = await authenticateCaller(request.headers.get("authorization"), check);
 * if ("refusal" in caller) return refusalResponse(format, caller.refusal);
 */
export async function authenticateCaller(
  authorization: string | null,
  { pocketbaseUrl, usersCollection, requireVerified, log, refusals = AI_REFUSALS }: CallerCheck,
): Promise<{ user: RecordModel; token: string } | { refusal: Refusal }> {
  const signIn: Refusal = { status: 401, message: refusals.signIn };
  const token = authorization?.replace(/^Bearer\s+/i, "").trim();
  if (!token) return { refusal: signIn };
  // A client per request, its store in memory: callers must never share a session.
  const pb = new PocketBase(pocketbaseUrl, new BaseAuthStore());
  pb.autoCancellation(false);
  pb.authStore.save(token, null);
  let user: RecordModel;
  try {
    ({ record: user } = await pb.collection(usersCollection).authRefresh());
  } catch (error) {
    // The SDK reports a failed fetch (refused connection, DNS, reset) as status 0.
    if (error instanceof ClientResponseError && error.status > 0 && error.status < 500)
      return { refusal: signIn };
    log("PocketBase could not check the token", { error: describeError(error), pocketbaseUrl });
    return { refusal: refusals.unavailable };
  }
  if (requireVerified && user.verified !== true)
    return { refusal: { status: 403, code: "unverified", message: refusals.unverified } };
  // The refreshed token: the caller's next request to PocketBase outlasts what was left of theirs.
  return { user, token: pb.authStore.token };
}
