import type {} from "@pocketkit/testkit/browser-context";
import { beforeAll, expect, test, vi } from "vitest";

import { FilePreparationError, type CollectionSchema, type PreparedFile, type PrepareFile } from "..";
import {
  ownCollection,
  png,
  queue,
  signUp,
  statuses,
  UPLOADS_SETTLE,
} from "../test-support/upload-queue-testbed";

// The queue's prepare step with a fake PrepareFile (the photo preparer has tests of its own), in
// real Chromium against a real PocketBase with a collection of this file's own.
const COLLECTION = "uploads_prepare_test";
let schema: CollectionSchema;

beforeAll(async () => {
  schema = await ownCollection(COLLECTION, [
    // No HEIC: what reaches the check must be the prepared file.
    { name: "file", type: "file", maxSelect: 1, maxSize: 20_000_000, mimeTypes: ["image/png"] },
    { name: "title", type: "text" },
    { name: "camera", type: "text" },
  ]);
});

/** What a phone sends: bytes the check refuses, until they are prepared. */
const heic = (name: string) => new File(["not really HEIC"], name, { type: "image/heic" });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

test("the prepared file is what is checked, previewed and sent; its fields join data's (data wins) and its hash is kept", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const ready = deferred<PreparedFile>();
  const prepare = vi.fn<PrepareFile>(() => ready.promise);
  const previews = vi.spyOn(URL, "createObjectURL");
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare,
    data: (file) => ({ owner, title: `from ${file.name}` }),
  });

  const original = heic("beach.heic");
  const adding = store.add([original]);
  expect(statuses(store)).toEqual(["preparing"]);
  expect(store.getSnapshot().isUploading).toBe(true);
  expect(prepare).toHaveBeenCalledWith(original, { signal: expect.any(AbortSignal) });

  const converted = await png("beach.png");
  ready.resolve({ file: converted, fields: { title: "from EXIF", camera: "Pixel 9" }, hash: "sha256:abc" });
  const [added] = await adding;
  expect(added).toMatchObject({ file: original, preparedFile: converted, hash: "sha256:abc" });
  expect(added!.total).toBe(converted.size);
  expect(previews).toHaveBeenCalledWith(converted);
  expect(added!.previewUrl).toMatch(/^blob:/);

  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), UPLOADS_SETTLE);
  const [record] = await direct.collection(COLLECTION).getFullList();
  expect(record).toMatchObject({
    id: added!.recordId,
    owner,
    title: "from beach.heic",
    camera: "Pixel 9",
    file: expect.stringMatching(/^beach.*\.png$/),
  });
});

test("a file that cannot be prepared is refused under its field with the preparer's problem, or the generic words", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const problem = {
    code: "validation_image_undecodable",
    message: "broken.heic can't be decoded.",
    params: { name: "broken.heic" },
  };
  const prepare: PrepareFile = (file) =>
    file.name === "broken.heic"
      ? Promise.reject(new FilePreparationError(problem))
      : Promise.reject(new TypeError("decoder crashed"));
  const store = queue({ pocketkit, collection: COLLECTION, prepare, data: () => ({ owner }) });

  const added = await store.add([heic("broken.heic"), heic("odd.heic")]);
  expect(added.map((item) => [item.status, item.error?.message])).toEqual([
    ["invalid", "broken.heic can't be decoded."],
    ["invalid", "odd.heic can't be read as an image."],
  ]);
  expect(added[0]!.error).toMatchObject({ kind: "validation", fieldErrors: { file: problem } });
  expect(added[1]!.error!.fieldErrors.file).toEqual({
    code: "validation_file_unreadable",
    message: "odd.heic can't be read as an image.",
    params: { name: "odd.heic" },
  });
  expect(added.every((item) => item.previewUrl === undefined)).toBe(true);
  // Refused for good: Retry does not send it.
  store.retry(added[0]!.id);
  expect(statuses(store)).toEqual(["invalid", "invalid"]);
  expect(await direct.collection(COLLECTION).getFullList()).toEqual([]);
});

test("removing, cancelling or disposing aborts a preparation; a file cancelled while prepared is prepared again on Retry", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const signals = new Map<string, AbortSignal[]>();
  const releases = new Map<string, () => void>();
  const prepare: PrepareFile = (file, { signal }) => {
    signals.set(file.name, [...(signals.get(file.name) ?? []), signal]);
    return new Promise((resolve, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      releases.set(
        file.name,
        () => void png(file.name.replace(".heic", ".png")).then((png) => resolve({ file: png })),
      );
    });
  };
  const store = queue({ pocketkit, collection: COLLECTION, prepare, data: () => ({ owner }) });

  void store.add([heic("gone.heic"), heic("later.heic"), heic("last.heic")]);
  const [gone, later] = store.getSnapshot().items;
  store.remove(gone!.id);
  store.cancel(later!.id);
  expect(signals.get("gone.heic")![0]!.aborted).toBe(true);
  expect(signals.get("later.heic")![0]!.aborted).toBe(true);
  expect(statuses(store)).toEqual(["cancelled", "preparing"]);

  store.retry(later!.id);
  expect(statuses(store)).toEqual(["preparing", "preparing"]);
  expect(signals.get("later.heic")).toHaveLength(2);
  releases.get("later.heic")!();
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done", "preparing"]), UPLOADS_SETTLE);
  expect(store.getSnapshot().items[0]!.preparedFile.name).toBe("later.png");

  store.dispose();
  expect(signals.get("last.heic")![0]!.aborted).toBe(true);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.id)).toEqual([
    later!.recordId,
  ]);
});

test("a big drop is prepared two files at a time, and each is sent once it and those before it are ready", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  let running = 0;
  let most = 0;
  const finish: (() => void)[] = [];
  const prepare: PrepareFile = async (file) => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => finish.push(resolve));
    running--;
    return { file: await png(file.name.replace(".heic", ".png")) };
  };
  const store = queue({ pocketkit, collection: COLLECTION, prepare, data: () => ({ owner }) });
  void store.add(["a", "b", "c", "d", "e"].map((name) => heic(`${name}.heic`)));

  await vi.waitFor(() => expect(finish).toHaveLength(2));
  expect(statuses(store)).toEqual(["preparing", "preparing", "preparing", "preparing", "preparing"]);
  // The first is ready: it is sent while the rest are still being prepared, one after another.
  finish[0]!();
  await vi.waitFor(() => expect(statuses(store)[0]).toBe("done"), UPLOADS_SETTLE);
  expect(finish).toHaveLength(3);
  expect(statuses(store).slice(1)).toEqual(["preparing", "preparing", "preparing", "preparing"]);

  let finished = 1;
  await vi.waitFor(() => {
    while (finished < finish.length) finish[finished++]!();
    expect(statuses(store)).toEqual(["done", "done", "done", "done", "done"]);
  }, UPLOADS_SETTLE);
  expect(most).toBe(2);
  expect(await direct.collection(COLLECTION).getFullList()).toHaveLength(5);
});

test("a file of a type neither the field nor prepare takes is refused naming both's types", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const prepare: PrepareFile = Object.assign(async (file: File) => ({ file }), {
    accepts: ["image/heic", "image/heif"],
  });
  const store = queue({ pocketkit, collection: COLLECTION, prepare, data: () => ({ owner }) });
  const [refused] = await store.add([
    new File(["%PDF-1.7 not a photo"], "notes.pdf", { type: "application/pdf" }),
  ]);
  expect(refused!.error!.fieldErrors.file).toEqual({
    code: "validation_invalid_mime_type",
    message: "notes.pdf is not a supported image (PNG, HEIC).",
    params: { name: "notes.pdf", types: "PNG, HEIC", kind: "image" },
  });
  expect(await direct.collection(COLLECTION).getFullList()).toEqual([]);
});
