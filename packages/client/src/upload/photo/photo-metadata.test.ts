import { readFile } from "node:fs/promises";

import { expect, test } from "vitest";

import { readPhotoMetadata } from "../..";

// The photo fixtures' camera-gps.jpg (packages/testkit/fixtures/photos): 2024-07-14 18:30:00,
// Canon EOS R6, 48.8584 N 2.2945 E. In Node, where exifr cannot read a Blob by itself.
const cameraGps = new URL("../../../../testkit/fixtures/photos/camera-gps.jpg", import.meta.url);

test("reads date taken, camera and place from a JPEG's EXIF in Node", async () => {
  const file = new File([await readFile(cameraGps)], "camera-gps.jpg", { type: "image/jpeg" });
  const metadata = await readPhotoMetadata(file, new Date("2026-11-25T00:00:00Z"));
  expect(metadata).toEqual({
    takenAt: "2024-07-14T18:30:00.000Z",
    camera: "Canon EOS R6",
    location: { lat: expect.closeTo(48.8584, 4), lon: expect.closeTo(2.2945, 4) },
    hasGps: true,
    orientation: 1,
  });
});

test("a file without EXIF reads as none", async () => {
  const metadata = await readPhotoMetadata(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])]));
  expect(metadata).toEqual({ hasGps: false, orientation: 1 });
});
