import { createPocketBaseMedia } from "@pocketkit/client";
import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { renderHook, waitFor } from "@testing-library/react";
import PocketBase, { getTokenPayload, type RecordModel } from "pocketbase";
import type { ReactNode } from "react";
import { afterAll, beforeAll, expect, test } from "vitest";

import { MediaProvider, useMedia, useMediaUrls } from "..";

// A media adapter given through MediaProvider, against a real PocketBase: found by a record's
// collection, its URLs shared and renewed before the file token in them expires (21 s here, so a
// renewal is due about two seconds after the first token).
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

function render<Result>(
  client: TestClient,
  media: Parameters<typeof MediaProvider>[0]["media"],
  hook: () => Result,
) {
  const Wrapper = client.wrapper;
  return renderHook(hook, {
    wrapper: ({ children }: { children?: ReactNode }) => (
      <Wrapper>
        <MediaProvider media={media}>{children}</MediaProvider>
      </Wrapper>
    ),
  });
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token");

test("a record's collection finds its adapter, by name or id; other collections have none", async () => {
  const { client, note } = await userWithAttachment();
  const notes = createPocketBaseMedia(client.pocketkit, { collection: "notes", field: "attachment" });
  const { result } = render(client, notes, () => ({
    byRecord: useMedia(note),
    byId: useMedia({ collectionId: note.collectionId }),
    byName: useMedia("notes"),
    other: useMedia("users"),
  }));
  expect(result.current.byRecord).toBe(notes);
  expect(result.current.byId).toBe(undefined);
  expect(result.current.byName).toBe(notes);
  expect(result.current.other).toBeUndefined();

  const byId = createPocketBaseMedia(client.pocketkit, {
    collection: note.collectionId,
    field: "attachment",
  });
  const second = render(client, byId, () => useMedia(note));
  expect(second.result.current).toBe(byId);
});

test("the adapter's URLs carry the user's file token, load, and are renewed before it expires", async () => {
  const { client, note } = await userWithAttachment();
  const media = createPocketBaseMedia(client.pocketkit, {
    collection: "notes",
    field: "attachment",
    thumbs: ["100x100"],
    protected: true,
  });
  const { result } = render(client, media, () => useMediaUrls(useMedia(note)));
  expect(result.current).toMatchObject({ urls: undefined, status: "pending" });

  await waitFor(() => expect(result.current.status).toBe("success"));
  const first = result.current.urls!.url(note, { width: 100, height: 100 });
  expect(tokenOf(first)).toBeTruthy();
  expect((await fetch(first)).status).toBe(200);
  const firstExpiry = Number(getTokenPayload(tokenOf(first)!).exp) * 1000;
  expect(result.current.urls!.expiresAt).toBe(firstExpiry);

  await waitFor(() => expect(tokenOf(result.current.urls!.url(note))).not.toBe(tokenOf(first)), {
    timeout: 10_000,
  });
  // Renewed while the first could still open the file, not after it stopped.
  expect(Date.now()).toBeLessThan(firstExpiry);
  expect((await fetch(result.current.urls!.url(note))).status).toBe(200);
});

test("no adapter: nothing is asked", async () => {
  const { client } = await userWithAttachment();
  const { result } = render(client, [], () => useMediaUrls(useMedia("notes")));
  expect(result.current).toEqual({ urls: undefined, status: "pending", error: null });
  const queries = client.queryClient.getQueryCache().findAll({ queryKey: ["pocketkit", "_media"] });
  expect(
    queries.map((query) => [
      query.state.fetchStatus,
      query.state.dataUpdateCount,
      query.state.errorUpdateCount,
    ]),
  ).toEqual([["idle", 0, 0]]);
});
