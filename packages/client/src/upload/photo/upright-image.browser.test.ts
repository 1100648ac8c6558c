import { photoFixture } from "@pocketkit/testkit/browser";
import { expect, test } from "vitest";

import type { ExifOrientation } from "./exif-values";
import { browserAppliesOrientation, orient } from "./upright-image";

// Chromium applies EXIF orientation itself; the pipeline's own turning, for browsers that do not,
// is checked here on the fixtures' pixels as stored (their EXIF taken out).

/** A JPEG without its APP1 (EXIF) segment: what a browser that ignores EXIF decodes. */
async function withoutExif(file: File): Promise<Blob> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kept: Uint8Array[] = [bytes.slice(0, 2)];
  let offset = 2;
  while (bytes[offset] === 0xff && bytes[offset + 1] !== 0xda) {
    const length = 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (bytes[offset + 1] !== 0xe1) kept.push(bytes.slice(offset, offset + length));
    offset += length;
  }
  kept.push(bytes.slice(offset));
  return new Blob(kept as BlobPart[], { type: "image/jpeg" });
}

function colours(bitmap: ImageBitmap) {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const at = (fx: number, fy: number) => {
    const index = (Math.floor(bitmap.height * fy) * bitmap.width + Math.floor(bitmap.width * fx)) * 4;
    const [red, green, blue] = [data[index]! > 128, data[index + 1]! > 128, data[index + 2]! > 128];
    return red && green && blue ? "white" : red ? "red" : green ? "lime" : blue ? "blue" : "other";
  };
  return {
    width: bitmap.width,
    height: bitmap.height,
    topLeft: at(0.25, 0.25),
    topRight: at(0.75, 0.25),
    bottomLeft: at(0.25, 0.75),
    bottomRight: at(0.75, 0.75),
  };
}

test("Chromium applies EXIF orientation as it decodes, so the pipeline leaves it to it", async () => {
  expect(await browserAppliesOrientation()).toBe(true);
});

for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as ExifOrientation[]) {
  test(`orient draws pixels stored under orientation ${orientation} upright`, async () => {
    const stored = await createImageBitmap(
      await withoutExif(await photoFixture(`orientation-${orientation}.jpg`)),
    );
    expect([stored.width, stored.height]).toEqual(orientation >= 5 ? [48, 64] : [64, 48]);
    expect(colours(await orient(stored, orientation))).toEqual({
      width: 64,
      height: 48,
      topLeft: "red",
      topRight: "lime",
      bottomLeft: "blue",
      bottomRight: "white",
    });
  });
}
