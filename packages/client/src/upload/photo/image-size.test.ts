import { readFileSync } from "node:fs";

import { expect, test } from "vitest";

import { readFileType } from "../../schema/file-checks";
import { readImageSize } from "./image-size";

// The photo fixtures, made by real tools (packages/testkit/fixtures/photos/make-fixtures.sh).
const folder = new URL("fixtures/photos/", import.meta.resolve("@pocketkit/testkit/package.json"));
const fixture = (name: string) => new Blob([readFileSync(new URL(name, folder))]);

const sizeOf = async (name: string) => {
  const file = fixture(name);
  return readImageSize(file, (await readFileType(file)).type);
};

test.each([
  ["orientation-1.jpg", { width: 64, height: 48 }],
  ["orientation-6.jpg", { width: 48, height: 64 }],
  ["camera-gps.jpg", { width: 64, height: 48 }],
  // The coded size: the encoder rounded 48 up to whole 64-pixel blocks, and a clean-aperture box
  // crops the picture back to 64×48 as it is decoded. For a limit, the larger is the safe one.
  ["photo.heic", { width: 64, height: 64 }],
  ["photo.avif", { width: 64, height: 48 }],
  ["photo.webp", { width: 64, height: 48 }],
  ["animated.gif", { width: 64, height: 48 }],
  ["huge-header.jpg", { width: 20000, height: 10000 }],
])("%s: the size its header says, as stored", async (name, size) => {
  expect(await sizeOf(name)).toEqual(size);
});

test("a PNG's size from its IHDR", async () => {
  const png = Uint8Array.from(
    atob(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP4z8DwHxkzoAsAAA8i/1RrSaCoAAAAAElFTkSuQmCC",
    ),
    (character) => character.charCodeAt(0),
  );
  expect(await readImageSize(new Blob([png]), "image/png")).toEqual({ width: 3, height: 2 });
});

test("no size from bytes that end before it, or a type it does not read", async () => {
  const truncated = fixture("orientation-1.jpg").slice(0, 30);
  expect(await readImageSize(truncated, "image/jpeg")).toBeUndefined();
  expect(await readImageSize(new Blob(["%PDF-1.4"]), "application/pdf")).toBeUndefined();
});
