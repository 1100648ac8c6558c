import { signUpUser } from "@pocketkit/testkit";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { runBatch, type BatchItem, type BatchOutcome } from "..";
import { startPocketBase, type PocketBaseServer } from "../testing";

// A PocketBase as it comes: its batch API is off until a superuser turns it on. Bulk work must
// give the same outcome per item either way.
let server: PocketBaseServer;
let superuser: PocketBase;
let batchRequests = 0;

beforeAll(async () => {
  server = await startPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  await superuser.collections.create({
    name: "notes",
    type: "base",
    listRule: "owner = @request.auth.id",
    viewRule: "owner = @request.auth.id",
    createRule: "owner = @request.auth.id",
    updateRule: "owner = @request.auth.id",
    deleteRule: "owner = @request.auth.id",
    fields: [
      { type: "relation", name: "owner", collectionId: "_pb_users_auth_", maxSelect: 1, required: true },
      { type: "text", name: "title", required: true, max: 20 },
    ],
  });
});
afterAll(() => server?.stop());

/** A user with `count` notes, on a client that counts its batch requests. */
async function userWithNotes(count: number) {
  const pb = await signUpUser(server.url, server.superuser);
  pb.beforeSend = (url, options) => {
    if (url.endsWith("/api/batch")) batchRequests++;
    return { url, options };
  };
  const owner = pb.authStore.record!.id;
  const notes = [];
  for (let index = 0; index < count; index++)
    notes.push(await pb.collection("notes").create({ owner, title: `Note ${index}` }));
  return { pb, owner, notes };
}

/** Five items: three good, one someone else's record, one breaking a field rule. */
async function mixedItems(): Promise<{ pb: PocketBase; items: BatchItem[] }> {
  const { pb, owner, notes } = await userWithNotes(2);
  const stranger = await userWithNotes(1);
  return {
    pb,
    items: [
      { action: "update", collection: "notes", id: notes[0]!.id, data: { title: "Renamed" } },
      { action: "update", collection: "notes", id: stranger.notes[0]!.id, data: { title: "Mine now" } },
      { action: "create", collection: "notes", data: { owner, title: "x".repeat(21) } },
      { action: "create", collection: "notes", data: { owner, title: "Brand new" } },
      { action: "delete", collection: "notes", id: notes[1]!.id },
    ],
  };
}

const summary = (outcomes: BatchOutcome[]) =>
  outcomes.map((outcome) =>
    outcome.status === "ok"
      ? ["ok", outcome.record?.title ?? null]
      : ["failed", outcome.error.kind, Object.keys(outcome.error.fieldErrors)],
  );

const expected = [
  ["ok", "Renamed"],
  ["failed", "not_found", []],
  ["failed", "validation", ["title"]],
  ["ok", "Brand new"],
  ["ok", null],
];

test("with the batch API off (PocketBase's default), every item still gets its own outcome", async () => {
  const { pb, items } = await mixedItems();
  const progress: number[] = [];
  const before = batchRequests;
  const outcomes = await runBatch(pb, items, { onProgress: (settled) => progress.push(settled) });
  expect(summary(outcomes)).toEqual(expected);
  expect(progress.at(-1)).toBe(5);
  // It tried once, learnt, and will not ask again.
  expect(batchRequests - before).toBe(1);
  const titles = (await pb.collection("notes").getFullList({ sort: "title" })).map((note) => note.title);
  expect(titles).toEqual(["Brand new", "Renamed"]);

  const again = await userWithNotes(1);
  // A client of its own has not learnt it yet; this one has.
  await runBatch(pb, [
    { action: "create", collection: "notes", data: { owner: pb.authStore.record!.id, title: "More" } },
  ]);
  expect(batchRequests - before).toBe(1);
  await runBatch(again.pb, [{ action: "delete", collection: "notes", id: again.notes[0]!.id }]);
  expect(batchRequests - before).toBe(2);
});

test("with the batch API on, the same outcomes, in batches no longer than the server allows", async () => {
  await superuser.settings.update({ batch: { enabled: true, maxRequests: 2, timeout: 3 } });
  try {
    const { pb, items } = await mixedItems();
    const before = batchRequests;
    const outcomes = await runBatch(pb, items);
    expect(summary(outcomes)).toEqual(expected);
    // 50 at first: refused as too long, then halved until two fit.
    expect(batchRequests - before).toBeGreaterThan(3);

    // A superuser reads batch.maxRequests and sends two at a time from the start.
    const notes = Array.from({ length: 5 }, (_, index) => ({
      action: "create" as const,
      collection: "notes",
      data: { owner: pb.authStore.record!.id, title: `By admin ${index}` },
    }));
    let superuserBatches = 0;
    const admin = new PocketBase(server.url, new BaseAuthStore());
    admin.beforeSend = (url, options) => {
      if (url.endsWith("/api/batch")) superuserBatches++;
      return { url, options };
    };
    await admin.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
    const created = await runBatch(admin, notes);
    expect(created.every((outcome) => outcome.status === "ok")).toBe(true);
    expect(superuserBatches).toBe(3);
  } finally {
    await superuser.settings.update({ batch: { enabled: false } });
  }
});
