// The flows that go through a person's mailbox, end to end: PocketBase sends real mail over SMTP
// to a server on loopback, configured through the superuser's settings as an app would; the test
// reads the mail, takes the token from PocketBase's standard link (`…/auth/confirm-…/<token>`),
// and confirms through the hook, as an app's page would.
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startMailServer, startTestPocketBase, type MailServer, type ReceivedMail } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, type TestClient } from "@pocketkit/testkit/react";
import { act } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  useAuth,
  useConfirmEmailChange,
  useConfirmPasswordReset,
  useConfirmVerification,
  useRequestEmailChange,
  useRequestPasswordReset,
  useRequestVerification,
  useSignInWithPassword,
  useSignUp,
} from ".";

const APP_URL = "https://app.pocketkit.test";
const SENDER = "app@pocketkit.test";

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
    meta: { appURL: APP_URL, senderAddress: SENDER },
    smtp: {
      enabled: true,
      host: mail.env.SMTP_HOST,
      port: Number(mail.env.SMTP_PORT),
      username: mail.env.SMTP_USERNAME,
      password: mail.env.SMTP_PASSWORD,
      tls: false,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const newEmail = () => `${crypto.randomUUID()}@pocketkit.test`;

async function createUser(password = "correct horse"): Promise<{ id: string; email: string }> {
  const email = newEmail();
  const { id } = await superuser.collection("users").create({ email, password, passwordConfirm: password });
  return { id, email };
}

/**
 * The link of PocketBase's own template for `route` (e.g. "confirm-verification"): where it
 * points and the token it ends with.
 */
function confirmLink(message: ReceivedMail, route: string): { origin: string; token: string } {
  const pattern = new RegExp(`/auth/${route}/([^/?#\\s]+)`);
  for (const link of message.links) {
    const token = pattern.exec(link)?.[1];
    if (token) return { origin: new URL(link).origin, token };
  }
  throw new Error(`No …/auth/${route}/<token> link in "${message.subject}": ${message.links.join(", ")}`);
}

/** Whether a sign-in with this pair works, on a client of its own. */
async function canSignIn(client: TestClient, identity: string, password: string) {
  const { result } = renderWithPocketkit(client, () => useSignInWithPassword());
  return act(() =>
    result.current.mutateAsync({ identity, password }).then(
      (outcome) => outcome.status,
      (error: Error) => error.message,
    ),
  );
}

describe("sign-up and verification", () => {
  test("sign up → verification mail with a confirm-verification link → confirm → verified", async () => {
    const email = newEmail();
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => ({
      auth: useAuth(),
      signUp: useSignUp(),
      verify: useConfirmVerification(),
    }));

    const outcome = await act(() =>
      result.current.signUp.mutateAsync({ email, password: "correct horse", data: { name: "Ada" } }),
    );
    expect(outcome).toMatchObject({ status: "signed_in", user: { email, name: "Ada", verified: false } });
    expect(result.current.auth.status).toBe("authenticated");

    const message = await mail.waitForMail(email);
    expect(message.from).toBe(SENDER);
    expect(message.subject).toMatch(/verify/i);
    const { origin, token } = confirmLink(message, "confirm-verification");
    expect(origin).toBe(APP_URL);
    expect(token).toBeTruthy();

    await act(() => result.current.verify.mutateAsync({ token }));
    expect((await superuser.collection("users").getFirstListItem(`email = "${email}"`)).verified).toBe(true);
    // The signed-in user's own record follows.
    expect(result.current.auth.user?.verified).toBe(true);
  });

  test("verification can be requested again, and a taken email is a field error of the sign-up", async () => {
    const user = await createUser();
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => ({
      request: useRequestVerification(),
      signUp: useSignUp({ sendVerification: false }),
      verify: useConfirmVerification(),
    }));

    await act(() => result.current.request.mutateAsync({ email: user.email }));
    const { token } = confirmLink(await mail.waitForMail(user.email), "confirm-verification");
    await act(() => result.current.verify.mutateAsync({ token }));
    expect((await superuser.collection("users").getOne(user.id)).verified).toBe(true);

    const error = await act(() =>
      result.current.signUp
        .mutateAsync({ email: user.email, password: "correct horse" })
        .catch((caught: unknown) => caught),
    );
    expect(error).toMatchObject({
      kind: "validation",
      fieldErrors: { email: { code: "validation_not_unique" } },
    });
  });
});

test("password reset mail → confirm with a new password → the new one signs in, the old one does not", async () => {
  const user = await createUser("old password 1");
  const client = createTestClient(server.url);
  const { result } = renderWithPocketkit(client, () => ({
    request: useRequestPasswordReset(),
    confirm: useConfirmPasswordReset(),
  }));

  await act(() => result.current.request.mutateAsync({ email: user.email }));
  const { origin, token } = confirmLink(await mail.waitForMail(user.email), "confirm-password-reset");
  expect(origin).toBe(APP_URL);

  await act(() => result.current.confirm.mutateAsync({ token, password: "new password 2" }));
  expect(await canSignIn(createTestClient(server.url), user.email, "new password 2")).toBe("signed_in");
  expect(await canSignIn(createTestClient(server.url), user.email, "old password 1")).toBe(
    "Email or password is incorrect.",
  );

  // The link works once.
  const again = await act(() =>
    result.current.confirm
      .mutateAsync({ token, password: "third password 3" })
      .catch((caught: unknown) => caught),
  );
  expect(again).toMatchObject({ kind: "validation", fieldErrors: { token: expect.any(Object) } });
});

test("email change: the mail goes to the new address → confirm with the password → sign in with the new email", async () => {
  const user = await createUser();
  const changedTo = newEmail();
  const client = createTestClient(server.url);
  await client.pocketkit.pb.collection("users").authWithPassword(user.email, "correct horse");
  const { result } = renderWithPocketkit(client, () => ({
    auth: useAuth(),
    request: useRequestEmailChange(),
    confirm: useConfirmEmailChange(),
  }));
  expect(result.current.auth.status).toBe("authenticated");

  await act(() => result.current.request.mutateAsync({ newEmail: changedTo }));
  const { origin, token } = confirmLink(await mail.waitForMail(changedTo), "confirm-email-change");
  expect(origin).toBe(APP_URL);
  // Nothing has changed before the new address confirms.
  expect((await superuser.collection("users").getOne(user.id)).email).toBe(user.email);

  const wrongPassword = await act(() =>
    result.current.confirm
      .mutateAsync({ token, password: "not the password" })
      .catch((caught: unknown) => caught),
  );
  expect(wrongPassword).toMatchObject({ kind: "validation", fieldErrors: { password: expect.any(Object) } });

  await act(() => result.current.confirm.mutateAsync({ token, password: "correct horse" }));
  expect((await superuser.collection("users").getOne(user.id)).email).toBe(changedTo);
  // The old session ends with the old email: this device is signed out.
  expect(result.current.auth.status).toBe("anonymous");
  expect(await canSignIn(createTestClient(server.url), changedTo, "correct horse")).toBe("signed_in");
  expect(await canSignIn(createTestClient(server.url), user.email, "correct horse")).toBe(
    "Email or password is incorrect.",
  );
});
