// Changing one's password and deleting one's account, against a real PocketBase (the testkit's own schema).
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs } from "@pocketkit/testkit/react";
import { act } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useAuth, useChangePassword, useDeleteAccount } from ".";

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

async function signsIn(email: string, password: string): Promise<boolean> {
  const pb = new PocketBase(server.url, new BaseAuthStore());
  return pb
    .collection("users")
    .authWithPassword(email, password)
    .then(
      () => true,
      () => false,
    );
}

test("a password change keeps this device signed in and ends the other sessions", async () => {
  const client = createTestClient(server.url);
  const id = await signUpAs(client, server.superuser);
  const email = String(client.pocketkit.pb.authStore.record?.email);
  // Another device, signed in before the change.
  const other = new PocketBase(server.url, new BaseAuthStore());
  await other.collection("users").authWithPassword(email, "correct horse");

  const { result } = renderWithPocketkit(client, () => ({ change: useChangePassword(), auth: useAuth() }));
  await act(() =>
    result.current.change.mutateAsync({
      oldPassword: "correct horse",
      password: "battery staple",
      passwordConfirm: "battery staple",
    }),
  );

  expect(result.current.auth.status).toBe("authenticated");
  expect(result.current.auth.user?.id).toBe(id);
  // This device's new token works; the other device's old one does not.
  await expect(client.pocketkit.pb.collection("users").getOne(id)).resolves.toMatchObject({ id });
  await expect(other.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 });
  expect(await signsIn(email, "battery staple")).toBe(true);
  expect(await signsIn(email, "correct horse")).toBe(false);
});

test("a wrong current password is refused under its field and changes nothing", async () => {
  const client = createTestClient(server.url);
  await signUpAs(client, server.superuser);
  const email = String(client.pocketkit.pb.authStore.record?.email);
  const { result } = renderWithPocketkit(client, () => useChangePassword());

  const error = await act(() =>
    result.current
      .mutateAsync({ oldPassword: "not it", password: "battery staple", passwordConfirm: "battery staple" })
      .catch((caught: unknown) => caught),
  );

  expect(error).toMatchObject({ kind: "validation" });
  expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual(["oldPassword"]);
  expect(await signsIn(email, "correct horse")).toBe(true);
});

test("deleting one's account removes it and what it owned, and signs out", async () => {
  const client = createTestClient(server.url);
  const id = await signUpAs(client, server.superuser);
  const note = await client.pocketkit.pb.collection("notes").create({ owner: id, title: "Coast" });
  const { result } = renderWithPocketkit(client, () => ({ remove: useDeleteAccount(), auth: useAuth() }));

  await act(() => result.current.remove.mutateAsync());

  expect(result.current.auth.status).toBe("anonymous");
  await expect(superuser.collection("users").getOne(id)).rejects.toMatchObject({ status: 404 });
  await expect(superuser.collection("notes").getOne(note.id)).rejects.toMatchObject({ status: 404 });
});
