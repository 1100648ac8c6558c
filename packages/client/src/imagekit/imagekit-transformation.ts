import type { Transformation } from "@imagekit/javascript";

import type { MediaTransform } from "../media/types";

/**
 * A thumb in ImageKit's transformation words: width or height alone scales; both fill the box
 * cropped (`c-maintain_ratio`, ImageKit's default, around the centre or `fo-top` / `fo-bottom`)
 * or fit inside it (`c-at_max`), as PocketBase's `WxH`, `WxHt`, `WxHb` and `WxHf` do.
 */
export function imageKitTransformation(transform: MediaTransform): Transformation | undefined {
  const width = Math.round(transform.width ?? 0);
  const height = Math.round(transform.height ?? 0);
  if (width <= 0 && height <= 0) return undefined;
  if (width <= 0) return { height };
  if (height <= 0) return { width };
  switch (transform.fit ?? "cover") {
    case "contain":
      return { width, height, crop: "at_max" };
    case "cover-top":
      return { width, height, focus: "top" };
    case "cover-bottom":
      return { width, height, focus: "bottom" };
    default:
      return { width, height };
  }
}

/**
 * A low-quality, blurred copy a few pixels wide (well under a kilobyte), shown stretched until
 * the picture arrives, as the ThumbHash is with PocketBase's storage.
 */
export const PLACEHOLDER_TRANSFORMATION: Transformation = { width: 32, quality: 30, blur: 10 };
