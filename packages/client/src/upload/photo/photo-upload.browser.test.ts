import type {} from "@pocketkit/testkit/browser-context";
import { photoFixture, photoFixtureSha256 } from "@pocketkit/testkit/browser";
import exifr from "exifr";
import { beforeAll, expect, test, vi } from "vitest";

import { createPhotoPreparer, type CollectionSchema } from "../..";
import { ownCollection, queue, signUp, statuses } from "../../test-support/upload-queue-testbed";

// The photo preparer in the upload queue, in real Chromium, against a real PocketBase whose file
// field takes JPEG only, as PocketBase judges it from the bytes: a phone's HEIC gets in only as
// the JPEG it was made into.
const COLLECTION = "uploads_photo_test";
let schema: CollectionSchema;

beforeAll(async () => {
  schema = await ownCollection(COLLECTION, [
    {
      name: "file",
      type: "file",
      maxSelect: 1,
      maxSize: 20_000_000,
      mimeTypes: ["image/jpeg"],
      thumbs: ["32x0"],
    },
    { name: "taken_at", type: "date" },
    { name: "camera", type: "text" },
    { name: "location", type: "geoPoint" },
    { name: "sha256", type: "text" },
    { name: "thumbhash", type: "text" },
  ]);
});

const fields = {
  takenAt: "taken_at",
  camera: "camera",
  location: "location",
  hash: "sha256",
  placeholder: "thumbhash",
};

test("a phone's HEIC is stored as an upright JPEG, with its date, camera, place, hash and placeholder", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare: createPhotoPreparer({ fields }),
    data: () => ({ owner }),
  });

  await store.add([await photoFixture("photo.heic")]);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), { timeout: 20_000 });
  const [record] = await direct.collection(COLLECTION).getFullList();
  expect(record).toMatchObject({
    file: expect.stringMatching(/^photo\w*\.jpg$/),
    taken_at: "2024-07-14 18:30:00.000Z",
    camera: "Canon EOS R6",
    location: { lon: expect.closeTo(2.2945, 4), lat: expect.closeTo(48.8584, 4) },
    sha256: await photoFixtureSha256("photo.heic"),
    thumbhash: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
  });
  const stored = await (await fetch(direct.files.getURL(record!, record!.file as string))).blob();
  const bitmap = await createImageBitmap(stored);
  expect([bitmap.width, bitmap.height]).toEqual([64, 48]);
});

test("with stripGps, the file PocketBase stores has no GPS, while the record keeps the place", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare: createPhotoPreparer({ stripGps: true, fields: { location: "location" } }),
    data: () => ({ owner }),
  });

  await store.add([await photoFixture("camera-gps.jpg")]);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), { timeout: 20_000 });
  const [record] = await direct.collection(COLLECTION).getFullList();
  expect(record!.location).toEqual({ lon: expect.closeTo(2.2945, 4), lat: expect.closeTo(48.8584, 4) });
  const stored = await (await fetch(direct.files.getURL(record!, record!.file as string))).blob();
  expect(await exifr.gps(stored)).toBeUndefined();
});

test("a turned photo sent as it is has upright thumbs too: PocketBase applies its EXIF orientation", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare: createPhotoPreparer({ maxEdge: 4096 }),
    data: () => ({ owner }),
  });

  const original = await photoFixture("orientation-6.jpg");
  const [added] = await store.add([original]);
  expect(added!.preparedFile).toBe(original);
  await vi.waitFor(() => expect(statuses(store)).toEqual(["done"]), { timeout: 20_000 });
  const [record] = await direct.collection(COLLECTION).getFullList();
  const thumb = await (
    await fetch(direct.files.getURL(record!, record!.file as string, { thumb: "32x0" }))
  ).blob();
  // No orientation left in the thumb: its pixels are upright themselves.
  expect(await exifr.orientation(thumb)).toBeUndefined();
  const bitmap = await createImageBitmap(thumb);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const pixel = (x: number, y: number) =>
    [...context.getImageData(x, y, 1, 1).data.slice(0, 3)].map((value) => value > 128);
  expect([bitmap.width, bitmap.height]).toEqual([32, 24]);
  // Red top left, lime top right, blue bottom left, white bottom right.
  expect([pixel(8, 6), pixel(24, 6), pixel(8, 18), pixel(24, 18)]).toEqual([
    [true, false, false],
    [false, true, false],
    [false, false, true],
    [true, true, true],
  ]);
});

test("a corrupt HEIC and an empty file are refused in the queue, with the preparer's words, and nothing is sent", async () => {
  const { pocketkit, owner, direct } = await signUp({ [COLLECTION]: schema });
  const store = queue({
    pocketkit,
    collection: COLLECTION,
    prepare: createPhotoPreparer({ fields }),
    data: () => ({ owner }),
  });

  const corrupt = new File([await photoFixture("corrupt.heic")], "beach.heic", { type: "image/heic" });
  const added = await store.add([corrupt, new File([], "empty.jpg", { type: "image/jpeg" })]);
  expect(added.map((item) => [item.status, item.error?.message])).toEqual([
    ["invalid", "beach.heic can't be read as an image."],
    ["invalid", "empty.jpg is empty."],
  ]);
  expect(await direct.collection(COLLECTION).getFullList()).toEqual([]);
});
