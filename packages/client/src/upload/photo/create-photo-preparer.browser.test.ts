import type {} from "@pocketkit/testkit/browser-context";
import { photoFixture, photoFixtureSha256 } from "@pocketkit/testkit/browser";
import exifr from "exifr";
import { expect, test } from "vitest";

import { createPhotoPreparer, FilePreparationError, type HeicDecoder, type PreparedFile } from "../..";

// Real Chromium, real files made by real tools (packages/testkit/fixtures/photos). Each
// orientation-N.jpg shows, once turned as its EXIF orientation says, a 64×48 picture: red top
// left, lime top right, blue bottom left, white bottom right.
const signal = new AbortController().signal;
const UPRIGHT = { topLeft: "red", topRight: "lime", bottomLeft: "blue", bottomRight: "white" };

type Colour = "red" | "lime" | "blue" | "white" | "other";

function colourAt(data: Uint8ClampedArray, width: number, x: number, y: number): Colour {
  const at = (y * width + x) * 4;
  const [red, green, blue] = [data[at]!, data[at + 1]!, data[at + 2]!];
  const near = (r: number, g: number, b: number) =>
    Math.abs(red - r) < 60 && Math.abs(green - g) < 60 && Math.abs(blue - b) < 60;
  if (near(255, 0, 0)) return "red";
  if (near(0, 255, 0)) return "lime";
  if (near(0, 0, 255)) return "blue";
  if (near(255, 255, 255)) return "white";
  return "other";
}

/**
 * The size and four quadrants' colours of an image as a browser shows it. Chromium applies the
 * EXIF orientation whatever `imageOrientation` asks ("none" reads as "from-image"), so a file is
 * upright as stored when it shows upright here and has no orientation tag (`exifr.orientation`).
 */
async function quadrants(file: Blob) {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const { width, height } = bitmap;
  const { data } = context.getImageData(0, 0, width, height);
  const sample = (fx: number, fy: number) =>
    colourAt(data, width, Math.floor(width * fx), Math.floor(height * fy));
  return {
    width,
    height,
    colours: {
      topLeft: sample(0.25, 0.25),
      topRight: sample(0.75, 0.25),
      bottomLeft: sample(0.25, 0.75),
      bottomRight: sample(0.75, 0.75),
    },
  };
}

async function refusal(run: Promise<unknown>): Promise<FilePreparationError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof FilePreparationError))
    throw new Error(`expected a FilePreparationError, got ${String(outcome)}`);
  return outcome;
}

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

// First in the file: nothing has asked for the decoder yet in this page.
test("a JPEG never downloads the HEIC decoder", async () => {
  const prepare = createPhotoPreparer({
    maxEdge: 32,
    fields: { takenAt: "taken_at", placeholder: "thumbhash" },
  });
  await prepare(await photoFixture("camera-gps.jpg"), { signal });
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  expect(loaded.filter((name) => name.includes("heic-to"))).toEqual([]);
  expect(loaded.some((name) => name.includes("exifr"))).toBe(true);
});

test("the decoder is loaded on the first HEIC only, and once for many", async () => {
  let loads = 0;
  const prepare = createPhotoPreparer({
    loadHeicDecoder: async () => {
      loads++;
      const { heicTo } = await import("heic-to/csp");
      return ((file) => heicTo({ blob: file, type: "bitmap" })) satisfies HeicDecoder;
    },
  });
  await prepare(await photoFixture("orientation-6.jpg"), { signal });
  await prepare(await photoFixture("photo.webp"), { signal });
  expect(loads).toBe(0);
  await prepare(await photoFixture("photo.heic"), { signal });
  await prepare(await photoFixture("photo.heic", ""), { signal });
  expect(loads).toBe(1);
  // The first test's check of the page's downloads would see the decoder, once downloaded.
  expect(performance.getEntriesByType("resource").some((entry) => entry.name.includes("heic-to"))).toBe(true);
});

test("a HEIC becomes an upright JPEG of its size, named .jpg, with its date, camera and place", async () => {
  const prepare = createPhotoPreparer({
    fields: { takenAt: "taken_at", camera: "camera", location: "location" },
  });
  const { file, fields } = await prepare(await photoFixture("photo.heic"), { signal });
  expect(file.name).toBe("photo.jpg");
  expect(file.type).toBe("image/jpeg");
  expect([...(await bytesOf(file)).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(await quadrants(file)).toEqual({ width: 64, height: 48, colours: UPRIGHT });
  expect(fields).toEqual({
    taken_at: "2024-07-14T18:30:00.000Z",
    camera: "Canon EOS R6",
    location: { lon: expect.closeTo(2.2945, 4), lat: expect.closeTo(48.8584, 4) },
  });
});

test("a HEIC is found by its bytes, whatever its name and type say", async () => {
  const disguised = new File([await photoFixture("photo.heic")], "IMG_0001.jpg", { type: "image/jpeg" });
  const { file } = await createPhotoPreparer()(disguised, { signal });
  expect(file.type).toBe("image/jpeg");
  expect(await quadrants(file)).toEqual({ width: 64, height: 48, colours: UPRIGHT });
});

for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
  test(`orientation ${orientation}: scaled down, the JPEG's pixels are upright and nothing turns them again`, async () => {
    const prepare = createPhotoPreparer({ maxEdge: 32 });
    const { file } = await prepare(await photoFixture(`orientation-${orientation}.jpg`), { signal });
    // Shown upright with no orientation left to apply: the pixels themselves are upright, and
    // no viewer, EXIF-aware or not, turns them a second time.
    expect(await exifr.orientation(file)).toBeUndefined();
    expect(await quadrants(file)).toEqual({ width: 32, height: 24, colours: UPRIGHT });
  });
}

test("a photo that needs nothing done is sent as it is, byte for byte, its orientation kept", async () => {
  const original = await photoFixture("orientation-6.jpg");
  const { file } = await createPhotoPreparer({ maxEdge: 4096, maxBytes: 1_000_000 })(original, { signal });
  expect(file).toBe(original);
  expect(await quadrants(file)).toEqual({ width: 64, height: 48, colours: UPRIGHT });
});

test("orientation 9, which EXIF does not define, is shown as stored", async () => {
  const { file } = await createPhotoPreparer({ maxEdge: 32 })(await photoFixture("orientation-9.jpg"), {
    signal,
  });
  expect(await exifr.orientation(file)).toBeUndefined();
  expect(await quadrants(file)).toEqual({ width: 32, height: 24, colours: UPRIGHT });
});

test("date taken, camera and place go into the fields the app names; hash and placeholder too", async () => {
  const original = await photoFixture("camera-gps.jpg");
  const prepared: PreparedFile = await createPhotoPreparer({
    fields: {
      takenAt: "taken_at",
      camera: "camera",
      location: "location",
      hash: "sha256",
      placeholder: "thumbhash",
    },
  })(original, { signal });
  const expectedHash = await photoFixtureSha256("camera-gps.jpg");
  expect(prepared.file).toBe(original);
  expect(prepared.hash).toBe(expectedHash);
  expect(prepared.fields).toEqual({
    taken_at: "2024-07-14T18:30:00.000Z",
    camera: "Canon EOS R6",
    location: { lon: expect.closeTo(2.2945, 4), lat: expect.closeTo(48.8584, 4) },
    sha256: expectedHash,
    thumbhash: expect.stringMatching(/^[A-Za-z0-9+/]{20,60}={0,2}$/),
  });
});

test("the hash is of the original bytes, also when the file sent is a converted one", async () => {
  const { hash, fields } = await createPhotoPreparer({ fields: { hash: "sha256" } })(
    await photoFixture("photo.heic"),
    { signal },
  );
  expect(hash).toBe(await photoFixtureSha256("photo.heic"));
  expect(fields).toEqual({ sha256: hash });
});

test("stripGps: the file sent has no GPS left, and the place is still in the fields", async () => {
  const prepare = createPhotoPreparer({ stripGps: true, fields: { location: "location" } });
  const original = await photoFixture("camera-gps.jpg");
  expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(48.8584, 4) });
  const { file, fields } = await prepare(original, { signal });
  expect(await exifr.gps(file)).toBeUndefined();
  expect(await exifr.parse(file, { gps: true, tiff: true })).toBeUndefined();
  expect(await quadrants(file)).toEqual({ width: 64, height: 48, colours: UPRIGHT });
  expect(fields).toEqual({ location: { lon: expect.closeTo(2.2945, 4), lat: expect.closeTo(48.8584, 4) } });
});

test("stripGps leaves a photo without GPS as it is", async () => {
  const original = await photoFixture("orientation-3.jpg");
  const { file } = await createPhotoPreparer({ stripGps: true })(original, { signal });
  expect(file).toBe(original);
});

test("a date taken in the year 3020 is not believed", async () => {
  const { fields } = await createPhotoPreparer({ fields: { takenAt: "taken_at" } })(
    await photoFixture("date-3020.jpg"),
    { signal },
  );
  expect(fields).toEqual({});
});

test("a JPEG over the byte cap is re-encoded until it fits", async () => {
  // Noise does not compress: a 600×400 JPEG of it is far over 40 KB at quality 0.95.
  const canvas = new OffscreenCanvas(600, 400);
  const context = canvas.getContext("2d")!;
  const noise = context.createImageData(600, 400);
  for (let index = 0; index < noise.data.length; index++) noise.data[index] = (index * 7919) % 251;
  context.putImageData(noise, 0, 0);
  const big = new File([await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 })], "noise.jpg", {
    type: "image/jpeg",
  });
  expect(big.size).toBeGreaterThan(40_000);
  const { file } = await createPhotoPreparer({ maxBytes: 40_000 })(big, { signal });
  expect(file.size).toBeLessThanOrEqual(40_000);
  expect(file.name).toBe("noise.jpg");
  // Quality steps down first: the picture keeps its size as long as that is enough.
  const bitmap = await createImageBitmap(file);
  expect(bitmap.width).toBeGreaterThan(0);
  expect(bitmap.width / bitmap.height).toBeCloseTo(1.5, 1);
});

test("WebP, AVIF and an animated GIF are sent as they are", async () => {
  const prepare = createPhotoPreparer({ maxEdge: 32, stripGps: true });
  for (const name of ["photo.webp", "photo.avif", "animated.gif"]) {
    const original = await photoFixture(name);
    const { file } = await prepare(original, { signal });
    expect(file).toBe(original);
  }
});

test("a PDF passes through untouched, for the queue's checks to judge", async () => {
  const pdf = new File(["%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n%%EOF\n"], "notes.pdf", {
    type: "application/pdf",
  });
  expect(await createPhotoPreparer({ maxEdge: 32, fields: { hash: "sha256" } })(pdf, { signal })).toEqual({
    file: pdf,
  });
});

test("bad input is refused with a short, plain sentence naming the file", async () => {
  const prepare = createPhotoPreparer();
  expect(
    (await refusal(prepare(new File([], "empty.jpg", { type: "image/jpeg" }), { signal }))).problem,
  ).toEqual({
    code: "validation_file_empty",
    message: "empty.jpg is empty.",
    params: { name: "empty.jpg" },
  });
  const corrupt = new File([await photoFixture("corrupt.heic")], "beach.heic", { type: "image/heic" });
  expect((await refusal(prepare(corrupt, { signal }))).problem).toEqual({
    code: "validation_file_unreadable",
    message: "beach.heic can't be read as an image.",
    params: { name: "beach.heic" },
  });
  expect((await refusal(prepare(await photoFixture("truncated.jpg"), { signal }))).problem).toEqual({
    code: "validation_file_unreadable",
    message: "truncated.jpg can't be read as an image.",
    params: { name: "truncated.jpg" },
  });
});

test("a 200-megapixel image is refused from its header, before it is decoded", async () => {
  let decoded = false;
  const prepare = createPhotoPreparer({
    loadHeicDecoder: async () => {
      decoded = true;
      throw new Error("not expected");
    },
  });
  const { problem } = await refusal(prepare(await photoFixture("huge-header.jpg"), { signal }));
  expect(problem).toEqual({
    code: "validation_image_too_many_pixels",
    message: "huge-header.jpg is 200 megapixels; the limit is 100 megapixels.",
    params: { name: "huge-header.jpg", megapixels: "200", limit: "100", width: 20000, height: 10000 },
  });
  expect(decoded).toBe(false);
});

test("convertHeic: false sends a HEIC as it is, and never loads the decoder", async () => {
  let loads = 0;
  const prepare = createPhotoPreparer({
    convertHeic: false,
    loadHeicDecoder: async () => {
      loads++;
      throw new Error("not expected");
    },
  });
  const original = await photoFixture("photo.heic");
  expect(await prepare(original, { signal })).toEqual({ file: original });
  expect(loads).toBe(0);
});

test("a decoder that cannot be downloaded is not the file's fault, and is asked for again with the next HEIC", async () => {
  let loads = 0;
  const prepare = createPhotoPreparer({
    loadHeicDecoder: async () => {
      loads++;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      const { heicTo } = await import("heic-to/csp");
      return (file) => heicTo({ blob: file, type: "bitmap" });
    },
  });
  const outcome = await prepare(await photoFixture("photo.heic"), { signal }).catch(
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(TypeError);
  const { file } = await prepare(await photoFixture("photo.heic"), { signal });
  expect(file.type).toBe("image/jpeg");
  expect(loads).toBe(2);
});

test("an aborted preparation rejects with the signal's reason", async () => {
  const controller = new AbortController();
  controller.abort();
  const outcome = await createPhotoPreparer({ maxEdge: 32 })(await photoFixture("orientation-1.jpg"), {
    signal: controller.signal,
  }).catch((error: unknown) => error);
  expect(outcome).toBe(controller.signal.reason);
});

test("an AVIF or a WebP gets a JPEG preview beside it, within the preview's edge; a JPEG gets none", async () => {
  const prepare = createPhotoPreparer({ fields: { preview: "preview" }, previewMaxEdge: 40 });
  for (const name of ["photo.avif", "photo.webp"]) {
    const original = await photoFixture(name);
    const { file, fields } = await prepare(original, { signal });
    expect(file).toBe(original);
    const preview = fields!.preview as File;
    expect(preview.name).toBe("photo-preview.jpg");
    expect(preview.type).toBe("image/jpeg");
    const decoded = await createImageBitmap(preview);
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(40);
    // The JPEG's own bytes, not a renamed original.
    expect(Array.from(new Uint8Array(await preview.slice(0, 3).arrayBuffer()))).toEqual([0xff, 0xd8, 0xff]);
  }
  const { fields } = await prepare(await photoFixture("camera-gps.jpg"), { signal });
  expect(fields).toEqual({});
});

test("it names the types it converts, HEIC and HEIF, unless told to leave HEIC alone", () => {
  expect(createPhotoPreparer().accepts).toEqual(["image/heic", "image/heif"]);
  expect(createPhotoPreparer({ convertHeic: false }).accepts).toEqual([]);
});
