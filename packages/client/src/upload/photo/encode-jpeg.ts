/** How an upright bitmap is written back as a JPEG. */
export interface EncodeJpegOptions {
  /** The longest edge in pixels; a smaller image is not enlarged. */
  maxEdge?: number;
  /** The most bytes; quality, then size, step down until the JPEG fits. */
  maxBytes?: number;
  /** The first quality tried, 0–1. */
  quality: number;
}

// Each step down when a JPEG is over its byte cap: quality first (which people barely see down
// to 0.6), then a quarter off each edge.
const QUALITY_STEPS = [1, 0.9, 0.8, 0.7];
const SHRINK = 0.75;
const MAX_SHRINKS = 8;

/**
 * Draws an upright bitmap on a canvas and encodes it as a JPEG. A canvas writes no EXIF, so the
 * JPEG has no orientation for a viewer to apply a second time (and no GPS, no date).
 *
 * @returns the smallest JPEG tried when none fits `maxBytes`: the caller's size check says so.
 */
export async function encodeJpeg(image: ImageBitmap, options: EncodeJpegOptions): Promise<Blob> {
  const longest = Math.max(image.width, image.height);
  let scale = options.maxEdge !== undefined && longest > options.maxEdge ? options.maxEdge / longest : 1;
  let smallest: Blob | undefined;
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink++) {
    const canvas = draw(image, scale);
    for (const step of QUALITY_STEPS) {
      const jpeg = await canvas.convertToBlob({ type: "image/jpeg", quality: options.quality * step });
      if (options.maxBytes === undefined || jpeg.size <= options.maxBytes) return jpeg;
      if (!smallest || jpeg.size < smallest.size) smallest = jpeg;
    }
    scale *= SHRINK;
  }
  return smallest!;
}

function draw(image: ImageBitmap, scale: number): OffscreenCanvas {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  // A JPEG has no transparency: what was transparent (in a WebP or AVIF) becomes white, not black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}
