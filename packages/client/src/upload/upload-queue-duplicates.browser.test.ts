import type {} from "@pocketkit/testkit/browser-context";
import type PocketBase from "pocketbase";
import { beforeAll, expect, test, vi } from "vitest";

import {
  createIndexedDbUploadPersister,
  type CollectionSchema,
  type FindDuplicate,
  type Pocketkit,
  type PrepareFile,
} from "..";
import {
  ownCollection,
  png,
  queue,
  signUp,
  statuses,
  UPLOADS_SETTLE,
} from "../test-support/upload-queue-testbed";

// Duplicates noticed before a byte is sent, in real Chromium against a real PocketBase with a
// collection of this file's own: each record keeps the content hash of its file, and the list
// rule shows a user only their own records (as the Gallery's `images` does).
const COLLECTION = "uploads_duplicates_test";
let schema: CollectionSchema;

beforeAll(async () => {
  schema = await ownCollection(
    COLLECTION,
    [
      { name: "file", type: "file", maxSelect: 1, maxSize: 20_000_000, mimeTypes: ["image/png"] },
      { name: "hash", type: "text" },
    ],
    { deletable: true },
  );
});

async function sha256(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the photo preparer does as far as duplicates care: the hash, kept in the record too. */
const prepare: PrepareFile = async (file) => {
  const hash = await sha256(file);
  return { file, hash, fields: { hash } };
};

/** The Gallery's lookup: the user's own record with that hash (the list rule limits it to theirs). */
function lookUpIn(pocketkit: Pocketkit) {
  return vi.fn<FindDuplicate>(async ({ hash, signal }) => {
    const { pb } = pocketkit;
    const { items } = await pb.collection(COLLECTION).getList(1, 1, {
      filter: pb.filter("hash = {:hash}", { hash }),
      fields: "id",
      requestKey: null,
      signal,
    });
    return items[0];
  });
}

/** Stores a photo in the user's library straight through the API, as an earlier upload would have. */
async function alreadyUploaded(direct: PocketBase, owner: string, file: File) {
  return direct.collection(COLLECTION).create({ owner, file, hash: await sha256(file) });
}

const recordCount = async (direct: PocketBase) => (await direct.collection(COLLECTION).getFullList()).length;

test("a photo already in the library is not sent until Upload anyway, and then it is", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const beach = await png("beach.png", 1);
  const existing = await alreadyUploaded(direct, owner, beach);
  const findDuplicate = lookUpIn(pocketkit);
  const store = queue({ pocketkit, collection: COLLECTION, prepare, findDuplicate, data: () => ({ owner }) });

  const [added] = await store.add([beach]);
  expect(added).toMatchObject({
    status: "duplicate",
    hash: await sha256(beach),
    duplicate: { of: "library", record: { id: existing.id }, itemId: undefined },
  });
  expect(findDuplicate).toHaveBeenCalledWith(
    expect.objectContaining({ hash: await sha256(beach), file: beach, signal: expect.any(AbortSignal) }),
  );
  expect(added!.previewUrl).toMatch(/^blob:/);
  // Not active: nothing runs, nothing is sent.
  expect(store.getSnapshot().isUploading).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(statuses(store)).toEqual(["duplicate"]);
  expect(await recordCount(direct)).toBe(1);
  // Neither Cancel nor Retry applies to it.
  store.cancel(added!.id);
  store.retry(added!.id);
  expect(statuses(store)).toEqual(["duplicate"]);

  store.uploadAnyway(added!.id);
  expect(store.getSnapshot().items[0]).toMatchObject({ status: "uploading", duplicate: undefined });
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(2);
});

test("Skip drops a duplicate and Skip all drops every one, while the other photos upload", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const [beach, harbour, dunes, fresh] = await Promise.all([
    png("beach.png", 1),
    png("harbour.png", 2),
    png("dunes.png", 3),
    png("fresh.png", 4),
  ]);
  for (const file of [beach, harbour, dunes]) await alreadyUploaded(direct, owner, file);
  const revoke = vi.spyOn(URL, "revokeObjectURL");
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare,
    findDuplicate: lookUpIn(pocketkit),
    data: () => ({ owner }),
  });

  const added = await store.add([beach, fresh, harbour, dunes]);
  expect(added.map((item) => item.status === "duplicate")).toEqual([true, false, true, true]);

  // `store.skip` is the queue's action behind a duplicate's "Skip" button (not a skipped test):
  // it applies to a duplicate only.
  store.skip(added[1]!.id);
  expect(store.getSnapshot().items).toHaveLength(4);
  store.skip(added[0]!.id);
  expect(store.getSnapshot().items.map((item) => item.file.name)).toEqual([
    "fresh.png",
    "harbour.png",
    "dunes.png",
  ]);
  expect(revoke).toHaveBeenCalledWith(added[0]!.previewUrl);

  store.skipDuplicates();
  expect(store.getSnapshot().items.map((item) => item.file.name)).toEqual(["fresh.png"]);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(4);
});

test("the same photo dropped twice: the later one waits as a duplicate of the first, which uploads", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const lookUp = lookUpIn(pocketkit);
  // The copy is looked up only once the first is uploaded, as happens when its preparation is the
  // slower (a busy machine): still the queue's duplicate, since both came in one drop.
  const findDuplicate = vi.fn<FindDuplicate>(async (request) => {
    if (request.file.name === "beach copy.png")
      await vi.waitFor(async () => expect(await recordCount(direct)).toBe(1), UPLOADS_SETTLE);
    return lookUp(request);
  });
  const store = queue({ pocketkit, collection: COLLECTION, prepare, findDuplicate, data: () => ({ owner }) });
  const photo = await png("beach.png", 5);
  const copy = new File([photo], "beach copy.png", { type: "image/png" });

  const [first, second] = await store.add([photo, copy]);
  expect(first!.status).not.toBe("duplicate");
  expect(second).toMatchObject({ status: "duplicate", duplicate: { of: "queue", itemId: first!.id } });
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done", "duplicate"]), UPLOADS_SETTLE);

  // Dropped once more after the first is uploaded: the library has it now.
  const [third] = await store.add([new File([photo], "beach again.png", { type: "image/png" })]);
  expect(third).toMatchObject({ status: "duplicate", duplicate: { of: "library" } });
  expect(await recordCount(direct)).toBe(1);

  store.uploadAnyway(second!.id);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done", "done", "duplicate"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(2);
});

test("a photo uploaded by an earlier drop and deleted since is sent again, as the library no longer has it", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const findDuplicate = lookUpIn(pocketkit);
  const store = queue({ pocketkit, collection: COLLECTION, prepare, findDuplicate, data: () => ({ owner }) });
  const photo = await png("beach.png", 8);

  const [first] = await store.add([photo]);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), UPLOADS_SETTLE);
  await direct.collection(COLLECTION).delete(store.getSnapshot().items[0]!.recordId);

  // Still listed as uploaded, but gone from the library: not a duplicate of either.
  const [again] = await store.add([new File([photo], "beach.png", { type: "image/png" })]);
  expect(again!.status).not.toBe("duplicate");
  expect(again!.id).not.toBe(first!.id);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done", "done"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(1);
});

test("a findDuplicate that fails lets the photo upload; one still asking stops when the photo is removed", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const beach = await png("beach.png", 6);
  await alreadyUploaded(direct, owner, beach);
  const signals: AbortSignal[] = [];
  const findDuplicate = vi.fn<FindDuplicate>(({ file, signal }) => {
    signals.push(signal);
    if (file.name === "beach.png") return Promise.reject(new Error("lookup failed"));
    // Never answers.
    return new Promise(() => undefined);
  });
  const store = queue({ pocketkit, collection: COLLECTION, prepare, findDuplicate, data: () => ({ owner }) });

  const adding = store.add([beach]);
  const hanging = store.add([await png("slow.png", 7)]);
  await adding;
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done", "checking"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(2);

  store.remove(store.getSnapshot().items[1]!.id);
  expect(signals[1]!.aborted).toBe(true);
  expect(await hanging).toEqual([]);
  expect(store.getSnapshot().isUploading).toBe(false);
});

test("a persisted duplicate comes back after a reload still asking, and is sent only once told", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = `duplicates:${crypto.randomUUID()}`;
  const beach = await png("beach.png", 8);
  await alreadyUploaded(direct, owner, beach);
  const findDuplicate = lookUpIn(pocketkit);
  const options = {
    pocketkit,
    collection: COLLECTION,
    prepare,
    findDuplicate,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  };
  const first = queue(options);
  const [added] = await first.add([beach]);
  expect(added!.status).toBe("duplicate");
  first.dispose();
  findDuplicate.mockClear();

  const second = queue({ ...options, persist: createIndexedDbUploadPersister(key) });
  await vi.waitFor(() => expect(statuses(second)).toEqual(["duplicate"]), UPLOADS_SETTLE);
  expect(second.getSnapshot().items[0]).toMatchObject({
    id: added!.id,
    resumed: true,
    duplicate: { of: "library" },
  });
  // Not counted as resumed: it waits for an answer, it does not upload.
  expect(second.getSnapshot().resumed).toBe(0);
  expect(findDuplicate).not.toHaveBeenCalled();
  expect(await recordCount(direct)).toBe(1);

  second.uploadAnyway(added!.id);
  await vi.waitFor(() => expect(statuses(second)).toEqual(["done"]), UPLOADS_SETTLE);
  expect(await recordCount(direct)).toBe(2);
});
