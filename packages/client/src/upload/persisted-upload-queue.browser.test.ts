import type {} from "@pocketkit/testkit/browser-context";
import { BaseAuthStore } from "pocketbase";
import { beforeAll, expect, inject, test, vi } from "vitest";

import {
  createIndexedDbUploadPersister,
  createPocketkit,
  hasPersistedUploads,
  type CollectionSchema,
} from "..";
import {
  ownCollection,
  png,
  queue,
  signUp,
  statuses,
  UPLOADS_SETTLE,
} from "../test-support/upload-queue-testbed";

// Real Chromium, its real IndexedDB and Web Locks, and a real PocketBase with a collection of this
// file's own. A "reload" is a second store made with the same key after the first is gone.
const COLLECTION = "uploads_persist_test";
// Nothing listens there (and browsers refuse the port outright): a server that cannot be reached.
const UNREACHABLE = "http://127.0.0.1:9";
let schema: CollectionSchema;

beforeAll(async () => {
  schema = await ownCollection(
    COLLECTION,
    [
      {
        name: "file",
        type: "file",
        maxSelect: 1,
        maxSize: 20_000_000,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        required: true,
      },
      { name: "title", type: "text" },
    ],
    { deletable: true },
  );
});

/** A store as a page holds it, asking again soon after a failure. */
const persistedQueue = (options: Parameters<typeof queue>[0]) => queue({ reconnectDelayMs: 100, ...options });

/** The ids of the entries IndexedDB holds for the queue `key`, read straight from the database. */
async function storedIds(key: string): Promise<string[]> {
  const db = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
    const opening = indexedDB.open("pocketkit-upload-queue");
    // No database yet: looking must not make an empty one, which the queue would then find
    // without its stores.
    let absent = false;
    opening.onupgradeneeded = () => {
      absent = true;
      opening.transaction!.abort();
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => (absent ? resolve(undefined) : reject(opening.error));
  });
  if (!db) return [];
  try {
    if (!db.objectStoreNames.contains("entries")) return [];
    const index = db.transaction("entries").objectStore("entries").index("queue");
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = index.getAllKeys(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return keys.map(String).sort();
  } finally {
    db.close();
  }
}

const newKey = () => `test-${crypto.randomUUID()}`;

test("a queue made again with the same key resumes the unfinished files with their record ids, and the server ends with one record each", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  expect(await hasPersistedUploads(key)).toBe(false);
  pocketkit.pb.baseURL = UNREACHABLE;
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner, title: "as added" }),
    persist: createIndexedDbUploadPersister(key),
  });
  const added = await first.add(await Promise.all(["a.png", "b.png", "c.png"].map(png)));
  await vi.waitFor(() => expect(statuses(first)).toEqual(["error", "error", "error"]), UPLOADS_SETTLE);
  const ids = added.map((item) => item.id).sort();
  await vi.waitFor(async () => expect(await storedIds(key)).toEqual(ids), UPLOADS_SETTLE);
  const recordIds = first.getSnapshot().items.map((item) => item.recordId);
  // The first attempt at a.png made its record, and the answer never came back.
  await direct
    .collection(COLLECTION)
    .create({ id: recordIds[0], owner, title: "as added", file: await png("a.png") });
  // The page goes away (its uploads had failed: nothing to stop, the entries stay).
  first.dispose();
  // What a page that loads its queue on demand asks first; another key has nothing.
  expect(await hasPersistedUploads(key)).toBe(true);
  expect(await hasPersistedUploads(newKey())).toBe(false);

  pocketkit.pb.baseURL = inject("pocketbaseUrl");
  const second = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    // The page that resumes has other fields in mind: the stored ones are sent.
    data: () => ({ owner, title: "as resumed" }),
    persist: createIndexedDbUploadPersister(key),
  });
  await vi.waitFor(() => expect(statuses(second)).toEqual(["done", "done", "done"]), { timeout: 10_000 });

  const snapshot = second.getSnapshot();
  expect(snapshot.resumed).toBe(3);
  expect(snapshot.items.map((item) => [item.file.name, item.recordId, item.resumed])).toEqual([
    ["a.png", recordIds[0], true],
    ["b.png", recordIds[1], true],
    ["c.png", recordIds[2], true],
  ]);
  expect(snapshot.items.every((item) => item.previewUrl?.startsWith("blob:"))).toBe(true);
  const onServer = await direct.collection(COLLECTION).getFullList({ sort: "title" });
  expect(onServer.map((record) => record.id).sort()).toEqual([...recordIds].sort());
  expect(onServer.map((record) => record.title)).toEqual(["as added", "as added", "as added"]);
  await vi.waitFor(async () => expect(await storedIds(key)).toEqual([]), UPLOADS_SETTLE);
  expect(await hasPersistedUploads(key)).toBe(false);
});

test("uploaded, removed and cancelled files leave nothing in IndexedDB; a later queue resumes only what was left", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
    mode: "on-submit",
  });
  const added = await first.add(await Promise.all(["keep.png", "gone.png", "stop.png", "sent.png"].map(png)));
  expect(statuses(first)).toEqual(["waiting", "waiting", "waiting", "waiting"]);
  await vi.waitFor(async () => expect(await storedIds(key)).toHaveLength(4), UPLOADS_SETTLE);

  first.remove(added[1]!.id);
  first.cancel(added[2]!.id);
  await vi.waitFor(
    async () => expect(await storedIds(key)).toEqual([added[0]!.id, added[3]!.id].sort()),
    UPLOADS_SETTLE,
  );

  // A second page now sees the two left, held by the first: it waits for them.
  const other = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  first.setOptions({ mode: "immediate" });
  await vi.waitFor(() => expect(statuses(first)).toEqual(["done", "cancelled", "done"]), UPLOADS_SETTLE);
  await vi.waitFor(async () => expect(await storedIds(key)).toEqual([]), UPLOADS_SETTLE);
  expect(other.getSnapshot().items).toEqual([]);
  expect(other.getSnapshot().resumed).toBe(0);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.id).sort()).toEqual(
    [added[0]!.recordId, added[3]!.recordId].sort(),
  );
});

test("two queues with the same key never send the same file: the second takes over only once the first is gone", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  pocketkit.pb.baseURL = UNREACHABLE;
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  await first.add(await Promise.all(["x.png", "y.png"].map(png)));
  await vi.waitFor(() => expect(statuses(first)).toEqual(["error", "error"]), UPLOADS_SETTLE);
  await vi.waitFor(async () => expect(await storedIds(key)).toHaveLength(2), UPLOADS_SETTLE);

  const secondPocketkit = createPocketkit({
    url: inject("pocketbaseUrl"),
    authStore: new BaseAuthStore(),
    schema: { [COLLECTION]: schema },
  });
  secondPocketkit.pb.authStore.save(pocketkit.pb.authStore.token, pocketkit.pb.authStore.record);
  const second = persistedQueue({
    pocketkit: secondPocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  // The first holds both files: the second has nothing to show or send.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(second.getSnapshot().items).toEqual([]);

  const recordIds = first.getSnapshot().items.map((item) => item.recordId);
  first.dispose();
  await vi.waitFor(() => expect(statuses(second)).toEqual(["done", "done"]), { timeout: 10_000 });
  expect(second.getSnapshot().resumed).toBe(2);
  expect(second.getSnapshot().items.map((item) => item.recordId)).toEqual(recordIds);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.id).sort()).toEqual(
    [...recordIds].sort(),
  );
});

test("a queue disposed mid-upload leaves its files to a later queue under new record ids: one record each", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  // Behind an uplink that stops after 1 MB: the uploads are surely running when the queue goes.
  pocketkit.pb.baseURL = inject("stallingProxyUrl");
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  const big = async (name: string) => {
    const bytes = new Uint8Array(4 * 1024 * 1024);
    bytes.set(new Uint8Array(await (await png(name)).arrayBuffer()));
    return new File([bytes], name, { type: "image/png" });
  };
  await first.add([await big("one.png"), await big("two.png")]);
  await vi.waitFor(
    () => expect(first.getSnapshot().items.every((item) => item.loaded > 0)).toBe(true),
    UPLOADS_SETTLE,
  );
  const before = first.getSnapshot().items.map((item) => item.recordId);
  first.dispose();

  pocketkit.pb.baseURL = inject("pocketbaseUrl");
  const second = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  await vi.waitFor(() => expect(statuses(second)).toEqual(["done", "done"]), { timeout: 15_000 });
  const after = second.getSnapshot().items.map((item) => item.recordId);
  expect(after.filter((id) => before.includes(id))).toEqual([]);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.id).sort()).toEqual(
    [...after].sort(),
  );
  await vi.waitFor(async () => expect(await storedIds(key)).toEqual([]), UPLOADS_SETTLE);
});

test("where IndexedDB fails to open, the queue works in memory and resumes nothing", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  vi.spyOn(indexedDB, "open").mockImplementation(() => {
    throw new DOMException("The user denied permission to access the database.", "InvalidStateError");
  });
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  await first.add(await Promise.all(["m.png", "n.png"].map(png)));
  await vi.waitFor(() => expect(statuses(first)).toEqual(["done", "done"]), UPLOADS_SETTLE);
  expect(first.getSnapshot().resumed).toBe(0);
  expect(await direct.collection(COLLECTION).getFullList()).toHaveLength(2);

  const second = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner }),
    persist: createIndexedDbUploadPersister(key),
  });
  await second.add([await png("o.png")]);
  await vi.waitFor(() => expect(statuses(second)).toEqual(["done"]), UPLOADS_SETTLE);
  expect(second.getSnapshot().resumed).toBe(0);
});

test("a failing write (a value IndexedDB cannot keep) leaves that file in memory, uploaded as usual", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const key = newKey();
  // A function cannot be stored: the entry is not written, and nothing else notices.
  const first = persistedQueue({
    pocketkit,
    collection: COLLECTION,
    data: () => ({ owner, title: "kept", extra: { toJSON: () => undefined, call: () => 1 } }),
    persist: createIndexedDbUploadPersister(key),
  });
  await first.add([await png("p.png")]);
  await vi.waitFor(() => expect(statuses(first)).toEqual(["done"]), UPLOADS_SETTLE);
  expect(await storedIds(key)).toEqual([]);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.title)).toEqual(["kept"]);
});
