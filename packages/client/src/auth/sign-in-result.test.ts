import { ClientResponseError, type RecordModel } from "pocketbase";
import { expect, test } from "vitest";

import { PocketkitError, toSignInResult } from "..";

const user: RecordModel = { id: "u1", collectionId: "_pb_users_auth_", collectionName: "users" };

function mfaRefusal(): ClientResponseError {
  return new ClientResponseError({
    url: "http://127.0.0.1:8090/api/collections/users/auth-with-password",
    status: 401,
    response: { status: 401, message: "Please complete MFA.", data: {}, mfaId: "mfa123" },
  });
}

test("a sign-in that returns a record is signed_in with that record", async () => {
  await expect(toSignInResult(async () => user)).resolves.toEqual({ status: "signed_in", user });
});

test("the SDK's 401 with an mfaId is mfa_required, not an error", async () => {
  await expect(toSignInResult(() => Promise.reject(mfaRefusal()))).resolves.toEqual({
    status: "mfa_required",
    mfaId: "mfa123",
  });
});

test("so is a PocketkitError that wraps it, as signInWithPassword and signInWithOtp throw", async () => {
  const wrapped = new PocketkitError({
    kind: "auth",
    status: 401,
    message: "Sign in again.",
    cause: mfaRefusal(),
  });
  await expect(toSignInResult(() => Promise.reject(wrapped))).resolves.toEqual({
    status: "mfa_required",
    mfaId: "mfa123",
  });
});

test("every other failure is thrown as a PocketkitError", async () => {
  const refusal = new ClientResponseError({
    status: 400,
    response: { status: 400, message: "Failed to authenticate.", data: {} },
  });
  const error = await toSignInResult(() => Promise.reject(refusal)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PocketkitError);
  expect(error).toMatchObject({ status: 400, cause: refusal });
});
