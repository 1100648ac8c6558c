// The sign-in methods a server offers, as a sign-in screen reads them: what the test schema's
// users collection ships (password only, PocketBase's default), then what a superuser switches
// on (OTP, MFA, an OAuth2 provider).
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit } from "@pocketkit/testkit/react";
import { act, waitFor } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { authMethodsOptions, useAuth, useAuthMethods, useSignInWithPassword } from ".";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
});
afterAll(() => server?.stop());

test("the server offers password sign-in by email, and nothing else", async () => {
  const client = createTestClient(server.url, { strict: true });
  const { result } = renderWithPocketkit(client, () => useAuthMethods());
  expect(result.current.isPending).toBe(true);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toMatchObject({
    password: { enabled: true, identityFields: ["email"] },
    otp: { enabled: false },
    mfa: { enabled: false },
    oauth2: { enabled: false, providers: [] },
  });
  // One request for the query, however many readers and StrictMode renders.
  expect(client.queryClient.getQueryData(authMethodsOptions(client.pocketkit, "users").queryKey)).toBe(
    result.current.data,
  );
});

test("methods a superuser switches on show up; another collection answers for itself", async () => {
  await superuser.collections.update("users", {
    otp: { enabled: true },
    mfa: { enabled: true },
    oauth2: {
      enabled: true,
      providers: [{ name: "github", clientId: "pocketkit-test", clientSecret: "a client secret" }],
    },
  });
  try {
    const client = createTestClient(server.url);
    const { result } = renderWithPocketkit(client, () => ({
      users: useAuthMethods(),
      superusers: useAuthMethods("_superusers"),
    }));
    await waitFor(() =>
      expect(result.current.users.isSuccess && result.current.superusers.isSuccess).toBe(true),
    );
    const users = result.current.users.data!;
    expect(users.otp).toEqual({ enabled: true, duration: 180 });
    expect(users.mfa).toEqual({ enabled: true, duration: 600 });
    expect(users.oauth2.enabled).toBe(true);
    expect(users.oauth2.providers).toEqual([
      expect.objectContaining({
        name: "github",
        displayName: "GitHub",
        authURL: expect.stringContaining("redirect_uri="),
      }),
    ]);
    expect(result.current.superusers.data).toMatchObject({ oauth2: { enabled: false, providers: [] } });
  } finally {
    await superuser.collections.update("users", {
      otp: { enabled: false },
      mfa: { enabled: false },
      oauth2: { enabled: false, providers: [] },
    });
  }
});

test("an unknown collection is an error the screen can show, not a hang", async () => {
  const client = createTestClient(server.url);
  const { result } = renderWithPocketkit(client, () => useAuthMethods("no_such_collection"));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toMatchObject({ kind: "not_found", status: 404 });
});

test("disabled, it asks nothing; signing out drops it with the rest of the cache", async () => {
  const client = createTestClient(server.url);
  const { result, rerender } = renderWithPocketkit(
    client,
    ({ enabled }: { enabled: boolean }) => ({
      methods: useAuthMethods("users", { enabled }),
      auth: useAuth(),
      signIn: useSignInWithPassword(),
    }),
    { initialProps: { enabled: false } },
  );
  expect(result.current.methods.fetchStatus).toBe("idle");
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.methods.isSuccess).toBe(true));

  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await superuser
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  await act(() => result.current.signIn.mutateAsync({ identity: email, password: "correct horse" }));
  const before = result.current.methods.dataUpdatedAt;
  act(() => result.current.auth.signOut());
  // Read again after the sign-out, as the sign-in screen shown next needs it.
  await waitFor(() => expect(result.current.methods.dataUpdatedAt).toBeGreaterThan(before));
  expect(result.current.methods.data?.password.enabled).toBe(true);
});
