import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, waitFor } from "@testing-library/react";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useFileToken } from "..";

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startTestPocketBase();
});
afterAll(() => server?.stop());

/** Counts the file-token requests a client sends. */
function countTokenRequests(client: TestClient): () => number {
  let count = 0;
  client.pocketkit.pb.beforeSend = (url, options) => {
    if (url.includes("/api/files/token")) count++;
    return { url, options };
  };
  return () => count;
}

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

test("the token opens the user's protected file, and every reader shares one request", async () => {
  const { client, note } = await userWithAttachment();
  const requests = countTokenRequests(client);
  const url = (token?: string) =>
    client.pocketkit.fileUrl(note, note.attachment, { thumb: "100x100", token });
  expect((await fetch(url())).status).toBe(404);

  const { result } = renderWithPocketkit(client, () => [useFileToken(), useFileToken()] as const);
  await waitFor(() => expect(result.current[0].isSuccess).toBe(true));
  const token = result.current[0].data!;
  expect(token).not.toBe("");
  expect(result.current[1].data).toBe(token);
  expect(requests()).toBe(1);
  expect((await fetch(url(token))).status).toBe(200);

  // Mounted again while the token is fresh: served from the cache.
  const again = renderWithPocketkit(client, () => useFileToken());
  await waitFor(() => expect(again.result.current.data).toBe(token));
  expect(requests()).toBe(1);
});

test("nobody signed in gets an empty token without a request; disabled asks for nothing", async () => {
  const client = createTestClient(server.url);
  const requests = countTokenRequests(client);
  const { result } = renderWithPocketkit(client, () => useFileToken());
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toBe("");

  const signedIn = createTestClient(server.url);
  await signUpAs(signedIn, server.superuser);
  const signedInRequests = countTokenRequests(signedIn);
  const disabled = renderWithPocketkit(signedIn, () => useFileToken({ enabled: false }));
  expect(disabled.result.current.fetchStatus).toBe("idle");
  expect(disabled.result.current.data).toBeUndefined();
  expect(requests() + signedInRequests()).toBe(0);
});

test("another user signing in on the same client gets a token of their own", async () => {
  const { client, note } = await userWithAttachment();
  const { result } = renderWithPocketkit(client, () => useFileToken());
  await waitFor(() => expect(result.current.data).toBeTruthy());
  const first = result.current.data!;

  const stranger = createTestClient(server.url);
  await signUpAs(stranger, server.superuser);
  act(() => {
    client.pocketkit.pb.authStore.save(
      stranger.pocketkit.pb.authStore.token,
      stranger.pocketkit.pb.authStore.record,
    );
  });
  await waitFor(() => expect(result.current.data).toBeTruthy());
  await waitFor(() => expect(result.current.data).not.toBe(first));
  // The stranger's token does not open the first user's file.
  const url = client.pocketkit.fileUrl(note, note.attachment, { token: result.current.data! });
  expect((await fetch(url)).status).toBe(404);
});
