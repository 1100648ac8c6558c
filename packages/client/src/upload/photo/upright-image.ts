import type { ExifOrientation } from "./exif-values";

// A 2×1 JPEG whose EXIF orientation (6, turned a quarter clockwise) makes it 1×2 in a browser
// that applies orientation as it decodes, as browsers have done since the spec said so in 2023.
const PROBE =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAABAAIBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AH//Z";
let probe: Promise<boolean> | undefined;

/** Whether this browser's `createImageBitmap` applies a JPEG's EXIF orientation (asked once). */
export function browserAppliesOrientation(): Promise<boolean> {
  probe ??= createImageBitmap(
    new Blob([Uint8Array.from(atob(PROBE), (character) => character.charCodeAt(0))]),
    {
      imageOrientation: "from-image",
    },
  ).then(
    (bitmap) => {
      const applied = bitmap.width === 1;
      bitmap.close();
      return applied;
    },
    () => true,
  );
  return probe;
}

/**
 * Decodes an image upright: as the browser decodes it where it applies the EXIF orientation
 * itself, turned here by `orientation()` (read only then) where it does not — exactly once
 * either way.
 */
export async function decodeUpright(
  file: Blob,
  orientation: () => Promise<ExifOrientation>,
): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  if (await browserAppliesOrientation()) return bitmap;
  const turn = await orientation();
  if (turn === 1) return bitmap;
  try {
    return await orient(bitmap, turn);
  } finally {
    bitmap.close();
  }
}

// The transform that draws pixels stored under each orientation upright, for stored width w
// and height h; 5–8 swap the edges.
const TRANSFORMS: Record<
  ExifOrientation,
  (w: number, h: number) => [number, number, number, number, number, number]
> = {
  1: () => [1, 0, 0, 1, 0, 0],
  2: (w) => [-1, 0, 0, 1, w, 0],
  3: (w, h) => [-1, 0, 0, -1, w, h],
  4: (_, h) => [1, 0, 0, -1, 0, h],
  5: () => [0, 1, 1, 0, 0, 0],
  6: (_, h) => [0, 1, -1, 0, h, 0],
  7: (w, h) => [0, -1, -1, 0, h, w],
  8: (w) => [0, -1, 1, 0, 0, w],
};

/** Pixels stored under an EXIF orientation, drawn upright. */
export async function orient(stored: ImageBitmap, orientation: ExifOrientation): Promise<ImageBitmap> {
  const { width, height } = stored;
  const swapped = orientation >= 5;
  const canvas = new OffscreenCanvas(swapped ? height : width, swapped ? width : height);
  const context = canvas.getContext("2d")!;
  context.setTransform(...TRANSFORMS[orientation](width, height));
  context.drawImage(stored, 0, 0);
  return createImageBitmap(canvas);
}
