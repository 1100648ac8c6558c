import { rgbaToThumbHash } from "thumbhash";

// ThumbHash takes at most 100×100 pixels; its hash of a photo is about 25 bytes.
const MAX_EDGE = 100;

/**
 * A ThumbHash of an upright bitmap, base64: about 35 characters from which `thumbHashToDataURL`
 * (thumbhash) paints a blurred preview while the photo loads.
 */
export function thumbHashPlaceholder(image: ImageBitmap): string {
  const scale = Math.min(1, MAX_EDGE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const hash = rgbaToThumbHash(width, height, data);
  return btoa(String.fromCharCode(...hash));
}
