import { startGalleryPocketBase } from "@pocketkit/testkit";
import { afterAll, beforeAll, expect, test } from "vitest";

import { createPocketkit, createRecordValidator, type Pocketkit } from ".";
import type { PocketBaseServer } from "./testing";

let server: PocketBaseServer;
const made: Pocketkit[] = [];
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(async () => {
  for (const pocketkit of made) pocketkit.dispose();
  await server?.stop();
});

function pocketkit(): Pocketkit {
  const created = createPocketkit({ url: server.url });
  made.push(created);
  return created;
}

test("parallel identical requests both complete: the SDK's auto-cancellation is off", async () => {
  const { pb } = pocketkit();
  await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  const [first, second] = await Promise.all([pb.collections.getList(1, 5), pb.collections.getList(1, 5)]);
  expect(first.totalItems).toBe(second.totalItems);
});

test("a call can still be cancelled on purpose with an AbortSignal", async () => {
  const { pb } = pocketkit();
  const controller = new AbortController();
  const request = pb.health.check({ signal: controller.signal });
  controller.abort();
  await expect(request).rejects.toMatchObject({ isAbort: true });
});

test("loadSchema gives a superuser the collections, by name or id, to validate with", async () => {
  const kit = pocketkit();
  expect(kit.collection("albums")).toBeUndefined();
  await kit.pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  const schema = await kit.loadSchema();
  expect(Object.keys(schema)).toEqual(
    expect.arrayContaining(["users", "albums", "images", "metadata_fields", "ai_usage"]),
  );
  expect(kit.collection("pk_albums")).toBe(kit.collection("albums"));
  const albums = createRecordValidator(kit.collection("albums")!);
  expect(albums.validate({ owner: "x", name: "" })).toEqual({
    name: { code: "validation_required", message: "Cannot be blank." },
  });
});

test("loadSchema refuses anyone but a superuser with a clear error", async () => {
  const kit = pocketkit();
  await expect(kit.loadSchema()).rejects.toMatchObject({ kind: "auth" });
});
