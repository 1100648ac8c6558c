import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit } from "@pocketkit/testkit/react";
import { act, waitFor } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useAuth, useSignInWithPassword } from ".";
import { pocketkitKeys } from "../query-keys";

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

async function createUser(password = "correct horse"): Promise<{ id: string; email: string }> {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const { id } = await superuser.collection("users").create({ email, password, passwordConfirm: password });
  return { id, email };
}

function renderSignIn() {
  const client = createTestClient(server.url, { strict: true });
  const view = renderWithPocketkit(client, () => ({ auth: useAuth(), signIn: useSignInWithPassword() }));
  return { client, result: view.result };
}

test("useAuth is authenticated after a password sign-in and anonymous after signing out", async () => {
  const user = await createUser();
  const { client, result } = renderSignIn();
  expect(result.current.auth).toMatchObject({ status: "anonymous", user: null, token: "" });

  const outcome = await act(() =>
    result.current.signIn.mutateAsync({ identity: user.email, password: "correct horse" }),
  );
  expect(outcome).toMatchObject({ status: "signed_in", user: { id: user.id, email: user.email } });
  expect(result.current.auth.status).toBe("authenticated");
  expect(result.current.auth.user).toMatchObject({ id: user.id, email: user.email });
  expect(result.current.auth.token).toBe(client.pocketkit.pb.authStore.token);
  expect(result.current.auth.token).not.toBe("");

  // What this user's session cached must not outlive it.
  client.queryClient.setQueryData(pocketkitKeys.list("notes", {}), { items: ["private"] });
  client.queryClient.setQueryData(["not-pocketkit"], "kept");
  act(() => result.current.auth.signOut());
  expect(result.current.auth).toMatchObject({ status: "anonymous", user: null, token: "" });
  expect(client.pocketkit.pb.authStore.token).toBe("");
  expect(client.queryClient.getQueryData(pocketkitKeys.list("notes", {}))).toBeUndefined();
  expect(client.queryClient.getQueryData(["not-pocketkit"])).toBe("kept");
});

test("a refused password says 'Email or password is incorrect.' and nobody is signed in", async () => {
  const user = await createUser();
  const { result } = renderSignIn();
  act(() => result.current.signIn.mutate({ identity: user.email, password: "not the password" }));
  await waitFor(() => expect(result.current.signIn.isError).toBe(true));
  expect(result.current.signIn.error).toMatchObject({
    name: "PocketkitError",
    kind: "auth",
    message: "Email or password is incorrect.",
  });
  expect(result.current.auth.status).toBe("anonymous");
});

test("useAuth says expired when the server refuses to refresh the session", async () => {
  const user = await createUser();
  const { client, result } = renderSignIn();
  await act(() => result.current.signIn.mutateAsync({ identity: user.email, password: "correct horse" }));
  expect(result.current.auth.status).toBe("authenticated");

  // A password changed elsewhere ends every session of the user.
  await superuser
    .collection("users")
    .update(user.id, { password: "another horse", passwordConfirm: "another horse" });
  await act(() => client.pocketkit.auth.refresh());
  expect(result.current.auth).toMatchObject({ status: "expired", user: null, token: "" });
});
