import { signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { createFileTokenCache, fileUrl } from "..";
import { createPng, pngSize, type PocketBaseServer } from "../testing";

let server: PocketBaseServer;
let note: RecordModel;
let owner: PocketBase;

const signUp = () => signUpUser(server.url, server.superuser);

/** Counts the file-token requests a client sends. */
function countTokenRequests(pb: PocketBase): () => number {
  let count = 0;
  pb.beforeSend = (url, options) => {
    if (url.includes("/api/files/token")) count++;
    return { url, options };
  };
  return () => count;
}

beforeAll(async () => {
  server = await startTestPocketBase();
  owner = await signUp();
  const form = new FormData();
  form.set("owner", owner.authStore.record!.id);
  form.set("title", "A wide picture");
  form.set(
    "attachment",
    new File([createPng({ width: 800, height: 400 })], "wide.png", { type: "image/png" }),
  );
  note = await owner.collection("notes").create(form);
});
afterAll(() => server?.stop());

test("a protected thumb is refused without a token and served with one", async () => {
  const tokens = createFileTokenCache(owner);
  expect((await fetch(fileUrl(owner, note, note.attachment, { thumb: "100x100" }))).status).toBe(404);

  const response = await fetch(
    fileUrl(owner, note, note.attachment, { thumb: "100x100", token: await tokens.get() }),
  );
  expect(response.status).toBe(200);
  // The thumb, not the 800x400 original.
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 100, height: 100 });
  tokens.dispose();
});

test("another user's token is refused", async () => {
  const stranger = await signUp();
  const tokens = createFileTokenCache(stranger);
  const url = fileUrl(stranger, note, note.attachment, { thumb: "100x100", token: await tokens.get() });
  expect((await fetch(url)).status).toBe(404);
  tokens.dispose();
});

test("the token is reused while fresh, shared by parallel callers, and renewed before it expires", async () => {
  let clock = Date.now();
  const requests = countTokenRequests(owner);
  const tokens = createFileTokenCache(owner, { now: () => clock, renewBeforeMs: 20_000 });

  const [first, second] = await Promise.all([tokens.get(), tokens.get()]);
  expect(first).toBe(second);
  expect(await tokens.get()).toBe(first);
  expect(requests()).toBe(1);

  // PocketBase's file tokens live 180 s: 161 s later there are less than 20 s left.
  clock += 161_000;
  const renewed = await tokens.get();
  expect(requests()).toBe(2);
  expect((await fetch(fileUrl(owner, note, note.attachment, { token: renewed }))).status).toBe(200);
  tokens.dispose();
});

test("signing out or switching users drops the cached token", async () => {
  const pb = await signUp();
  const requests = countTokenRequests(pb);
  const tokens = createFileTokenCache(pb);
  await tokens.get();
  pb.authStore.clear();
  expect(await tokens.get()).toBe("");

  const other = await signUp();
  pb.authStore.save(other.authStore.token, other.authStore.record);
  await tokens.get();
  expect(requests()).toBe(2);
  tokens.dispose();
});

test("fileUrl is empty for a record without a file and asks for a download when told", () => {
  expect(fileUrl(owner, note, "")).toBe("");
  expect(fileUrl(owner, note, note.attachment, { download: true })).toMatch(/[?&]download=(true|1)/);
});
