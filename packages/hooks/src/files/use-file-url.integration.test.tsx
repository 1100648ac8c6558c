import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, waitFor } from "@testing-library/react";
import PocketBase, { getTokenPayload, type RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useFileUrl } from "..";

// File tokens of users live 21 s here instead of PocketBase's 180 s: the kit renews a token 19 to
// 20 s before it expires, so a new one is due within about two seconds of the first.
const FILE_TOKEN_SECONDS = 21;

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startTestPocketBase();
  const admin = new PocketBase(server.url);
  await admin.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  await admin.collections.update("users", { fileToken: { duration: FILE_TOKEN_SECONDS } });
});
afterAll(() => server?.stop());

/** A signed-in user with one note whose `attachment` (a protected file field) is an image. */
async function userWithAttachment(): Promise<{ client: TestClient; note: RecordModel }> {
  const client = createTestClient(server.url);
  const owner = await signUpAs(client, server.superuser);
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", "With a picture");
  form.set(
    "attachment",
    new File([createPng({ width: 40, height: 20 })], "small.png", { type: "image/png" }),
  );
  const note = await client.pocketkit.pb.collection("notes").create(form);
  return { client, note };
}

function tokenOf(url: string): string | null {
  return new URL(url).searchParams.get("token");
}

test("a protected file's URL carries a token and loads, thumb and download alike", async () => {
  const { client, note } = await userWithAttachment();
  const { result } = renderWithPocketkit(client, () => useFileUrl({ protected: true }));
  // No URL before the token: one without it would not load.
  expect(result.current.fileUrl).toBeUndefined();
  expect(result.current.status).toBe("pending");

  await waitFor(() => expect(result.current.fileUrl).toBeDefined());
  expect(result.current.status).toBe("success");
  const thumb = result.current.fileUrl!(note, note.attachment, { thumb: "100x100" });
  expect(tokenOf(thumb)).toBeTruthy();
  expect((await fetch(thumb)).status).toBe(200);
  const download = await fetch(result.current.fileUrl!(note, note.attachment, { download: true }));
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toMatch(/^attachment/);
  expect(result.current.fileUrl!(note, "")).toBe("");
});

test("a public file's URL has no token, and none is asked for", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const form = new FormData();
  form.set("avatar", new File([createPng({ width: 10, height: 10 })], "me.png", { type: "image/png" }));
  const user = await client.pocketkit.pb.collection("users").update(userId, form);
  let tokenRequests = 0;
  client.pocketkit.pb.beforeSend = (url, options) => {
    if (url.includes("/api/files/token")) tokenRequests++;
    return { url, options };
  };

  const { result } = renderWithPocketkit(client, () => useFileUrl());
  expect(result.current.status).toBe("success");
  const url = result.current.fileUrl!(user, user.avatar, { thumb: "100x100" });
  expect(tokenOf(url)).toBeNull();
  expect((await fetch(url)).status).toBe(200);
  expect(tokenRequests).toBe(0);
});

test("the token is renewed before it expires, and the renewed URL loads", async () => {
  const { client, note } = await userWithAttachment();
  const { result } = renderWithPocketkit(client, () => useFileUrl({ protected: true }));
  await waitFor(() => expect(result.current.fileUrl).toBeDefined());
  const first = tokenOf(result.current.fileUrl!(note, note.attachment))!;
  const firstExpiry = Number(getTokenPayload(first).exp) * 1000;

  await waitFor(() => expect(tokenOf(result.current.fileUrl!(note, note.attachment))).not.toBe(first), {
    timeout: 10_000,
  });
  // Renewed while the first could still open the file, not after it stopped.
  expect(Date.now()).toBeLessThan(firstExpiry);
  const renewed = result.current.fileUrl!(note, note.attachment, { thumb: "100x100" });
  expect(Number(getTokenPayload(tokenOf(renewed)!).exp) * 1000).toBeGreaterThan(firstExpiry);
  expect((await fetch(renewed)).status).toBe(200);
});

test("after a change of user the URLs no longer carry the previous user's token", async () => {
  const { client, note } = await userWithAttachment();
  const { result } = renderWithPocketkit(client, () => useFileUrl({ protected: true }));
  await waitFor(() => expect(result.current.fileUrl).toBeDefined());
  const first = tokenOf(result.current.fileUrl!(note, note.attachment))!;
  expect(first).toBeTruthy();

  const stranger = createTestClient(server.url);
  await signUpAs(stranger, server.superuser);
  act(() => {
    client.pocketkit.pb.authStore.save(
      stranger.pocketkit.pb.authStore.token,
      stranger.pocketkit.pb.authStore.record,
    );
  });
  await waitFor(() => {
    const token = tokenOf(result.current.fileUrl?.(note, note.attachment) ?? "http://pending/");
    expect(token).toBeTruthy();
    expect(token).not.toBe(first);
  });
  // The stranger's own token does not open the first user's file.
  expect((await fetch(result.current.fileUrl!(note, note.attachment))).status).toBe(404);

  act(() => client.pocketkit.pb.authStore.clear());
  // Signed out: no token at all (the URL is left to the file's own rules).
  await waitFor(() =>
    expect(tokenOf(result.current.fileUrl?.(note, note.attachment) ?? "http://pending/?token=-")).toBeNull(),
  );
});
