/** An `<img>`'s `src` and `srcSet`. */
export interface ImageSources {
  src: string;
  srcSet: string | undefined;
}

export interface ImageSourcesOptions {
  /** The file field's thumb sizes, e.g. `["100x100", "400x0", "1200x0"]`. */
  thumbs?: readonly string[] | null;
  /** Ask for this one thumb only (a cropped `100x100` too): no `srcSet`. */
  thumb?: string;
  /** The original's width in pixels, when known: it joins the set as its widest candidate. */
  width?: number;
}

/**
 * `src` and `srcSet` for one file from its field's thumbs. Only thumbs that keep the picture's
 * proportions and fix its width (`400x0`) have a width to describe, so only they join the set;
 * a cropped thumb (`100x100`, `100x100t`) is used only when asked for by name. The original is
 * `src` (what a browser without `srcset` shows), and joins the set when its width is known.
 *
 * @example
 * imageSources((thumb) => pocketkit.fileUrl(image, image.file, { thumb, token }), { thumbs: ["100x100", "400x0"] })
 * // { src: ".../photo.jpg", srcSet: ".../photo.jpg?thumb=400x0 400w" }
 */
export function imageSources(
  url: (thumb?: string) => string,
  options: ImageSourcesOptions = {},
): ImageSources {
  if (options.thumb) return { src: url(options.thumb), srcSet: undefined };
  const original = options.width && options.width > 0 ? options.width : undefined;
  const candidates = (options.thumbs ?? [])
    .map((thumb) => ({ thumb, width: Number(/^(\d+)x0$/.exec(thumb)?.[1] ?? 0) }))
    // A thumb as wide as the original, or wider, would only be the original again.
    .filter(({ width }) => width > 0 && (original === undefined || width < original))
    .sort((first, second) => first.width - second.width)
    .map(({ thumb, width }) => `${url(thumb)} ${width}w`);
  if (candidates.length > 0 && original) candidates.push(`${url()} ${original}w`);
  return { src: url(), srcSet: candidates.length > 0 ? candidates.join(", ") : undefined };
}
