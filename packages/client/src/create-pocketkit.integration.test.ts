import { startTestPocketBase } from "@pocketkit/testkit";
import { afterAll, beforeAll, expect, test } from "vitest";

import { createPocketkit, createRecordValidator, type Pocketkit } from ".";
import type { PocketBaseServer } from "./testing";

let server: PocketBaseServer;
const made: Pocketkit[] = [];
beforeAll(async () => {
  server = await startTestPocketBase();
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
  expect(kit.collection("notes")).toBeUndefined();
  await kit.pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  const schema = await kit.loadSchema();
  expect(Object.keys(schema)).toEqual(
    expect.arrayContaining(["users", "notes", "members", "kit_file", "kit_relation"]),
  );
  expect(kit.collection("kit_notes")).toBe(kit.collection("notes"));
  const notes = createRecordValidator(kit.collection("notes")!);
  expect(notes.validate({ owner: "x", title: "" })).toEqual({
    title: { code: "validation_required", message: "Cannot be blank." },
  });
});

test("loadSchema refuses anyone but a superuser with a clear error", async () => {
  const kit = pocketkit();
  await expect(kit.loadSchema()).rejects.toMatchObject({ kind: "auth" });
});
