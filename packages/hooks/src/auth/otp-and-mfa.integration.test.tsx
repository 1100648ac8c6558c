// One-time passwords by email and multi-factor sign-in, with real mail over SMTP. OTP and MFA are
// settings of the users collection, switched on here by a superuser (PocketBase ships them off),
// as is the SMTP server PocketBase mails through.
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startMailServer, startTestPocketBase, type MailServer, type ReceivedMail } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit } from "@pocketkit/testkit/react";
import { act } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { useAuth, useRequestOtp, useSignInWithOtp, useSignInWithPassword } from ".";

let mail: MailServer;
let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  mail = await startMailServer();
  server = await startTestPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  // The test schema sends no mail of its own: the SMTP test server, as an app's settings would.
  await superuser.settings.update({
    meta: { appURL: "https://app.pocketkit.test", senderAddress: "app@pocketkit.test" },
    smtp: {
      enabled: true,
      host: mail.env.SMTP_HOST,
      port: Number(mail.env.SMTP_PORT),
      username: mail.env.SMTP_USERNAME,
      password: mail.env.SMTP_PASSWORD,
      tls: false,
    },
  });
  await superuser.collections.update("users", { otp: { enabled: true } });
});
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

async function createUser(): Promise<{ id: string; email: string }> {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const { id } = await superuser
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  return { id, email };
}

/** The code in PocketBase's OTP mail ("Your one-time password is: 12345678"). */
function otpCode(message: ReceivedMail): string {
  const code = /one-time password is:\s*(\d+)/i.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in the mail: ${message.text}`);
  return code;
}

function renderAuthHooks() {
  const client = createTestClient(server.url, { strict: true });
  const { result } = renderWithPocketkit(client, () => ({
    auth: useAuth(),
    requestOtp: useRequestOtp(),
    signInWithOtp: useSignInWithOtp(),
    signInWithPassword: useSignInWithPassword(),
  }));
  return result;
}

test("OTP: the code from the mail signs in; a wrong code says so", async () => {
  const user = await createUser();
  const result = renderAuthHooks();

  const { otpId } = await act(() => result.current.requestOtp.mutateAsync({ email: user.email }));
  expect(otpId).toBeTruthy();
  const code = otpCode(await mail.waitForMail(user.email));

  const wrongCode = code === "00000000" ? "11111111" : "00000000";
  const refused = await act(() =>
    result.current.signInWithOtp.mutateAsync({ otpId, code: wrongCode }).catch((caught: unknown) => caught),
  );
  expect(refused).toMatchObject({ kind: "auth", message: "This code is wrong or has expired." });
  expect(result.current.auth.status).toBe("anonymous");

  const outcome = await act(() => result.current.signInWithOtp.mutateAsync({ otpId, code }));
  expect(outcome).toMatchObject({ status: "signed_in", user: { id: user.id } });
  expect(result.current.auth).toMatchObject({ status: "authenticated", user: { id: user.id } });
});

describe("with MFA on", () => {
  beforeAll(() => superuser.collections.update("users", { mfa: { enabled: true } }));
  afterAll(() => superuser.collections.update("users", { mfa: { enabled: false } }));

  test("a password sign-in needs a second factor, and the OTP from the mail completes it", async () => {
    const user = await createUser();
    const result = renderAuthHooks();

    const first = await act(() =>
      result.current.signInWithPassword.mutateAsync({ identity: user.email, password: "correct horse" }),
    );
    expect(first.status).toBe("mfa_required");
    const mfaId = first.status === "mfa_required" ? first.mfaId : "";
    expect(mfaId).toBeTruthy();
    // One factor is not a session.
    expect(result.current.auth.status).toBe("anonymous");

    const { otpId } = await act(() => result.current.requestOtp.mutateAsync({ email: user.email }));
    const code = otpCode(await mail.waitForMail(user.email));
    const second = await act(() => result.current.signInWithOtp.mutateAsync({ otpId, code, mfaId }));
    expect(second).toMatchObject({ status: "signed_in", user: { id: user.id } });
    expect(result.current.auth.status).toBe("authenticated");
  });

  test("an OTP first and the password second works too", async () => {
    const user = await createUser();
    const result = renderAuthHooks();

    const { otpId } = await act(() => result.current.requestOtp.mutateAsync({ email: user.email }));
    const code = otpCode(await mail.waitForMail(user.email));
    const first = await act(() => result.current.signInWithOtp.mutateAsync({ otpId, code }));
    expect(first.status).toBe("mfa_required");
    expect(result.current.auth.status).toBe("anonymous");

    const second = await act(() =>
      result.current.signInWithPassword.mutateAsync({
        identity: user.email,
        password: "correct horse",
        mfaId: first.status === "mfa_required" ? first.mfaId : "",
      }),
    );
    expect(second).toMatchObject({ status: "signed_in", user: { id: user.id } });
    expect(result.current.auth.status).toBe("authenticated");
  });
});
