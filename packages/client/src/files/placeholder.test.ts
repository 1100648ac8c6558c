import { rgbaToThumbHash } from "thumbhash";
import { expect, test } from "vitest";

import { placeholderDataUrl } from "./placeholder";

/** A ThumbHash of a picture `width` × `height`, red on its left half and blue on its right. */
function thumbHashOf(width: number, height: number): string {
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const left = pixel % width < width / 2;
    rgba.set([left ? 255 : 0, 0, left ? 0 : 255, 255], pixel * 4);
  }
  return btoa(String.fromCharCode(...rgbaToThumbHash(width, height, rgba)));
}

/** The width and height in a PNG data URL's header. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Uint8Array.from(atob(dataUrl.split(",")[1]!), (character) => character.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test("a ThumbHash becomes a small PNG of the picture's proportions", () => {
  const wide = placeholderDataUrl(thumbHashOf(80, 40));
  expect(wide).toMatch(/^data:image\/png;base64,/);
  const { width, height } = pngSize(wide!);
  expect(width).toBeGreaterThan(height);
  const tall = pngSize(placeholderDataUrl(thumbHashOf(30, 90))!);
  expect(tall.height).toBeGreaterThan(tall.width);
});

test("nothing, or something that is no ThumbHash, gives no placeholder rather than an error", () => {
  for (const value of [undefined, null, "", "not base64!", btoa("ab"), btoa("x".repeat(100))]) {
    expect(placeholderDataUrl(value)).toBeUndefined();
  }
});
