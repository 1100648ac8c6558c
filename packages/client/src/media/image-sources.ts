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
  const thumbByWidth = new Map<number, string>();
  for (const thumb of options.thumbs ?? []) {
    const width = Number(/^(\d+)x0$/.exec(thumb)?.[1] ?? 0);
    if (width > 0) thumbByWidth.set(width, thumb);
  }
  return widthSources(
    (width) => url(width === undefined ? undefined : thumbByWidth.get(width)),
    [...thumbByWidth.keys()],
    options.width,
  );
}

/**
 * `src` and `srcSet` from the widths a picture can be had in: `url(width)` gives the picture
 * scaled to that width, `url()` the original. Widths as wide as the original, or wider, drop out
 * (they would only be the original again); the original joins the set when its width is known.
 * The one rule behind both adapters' sources: PocketBase's declared `Wx0` thumbs and ImageKit's
 * widths (any width, made on request).
 */
export function widthSources(
  url: (width?: number) => string,
  widths: readonly number[],
  originalWidth?: number,
): ImageSources {
  const original = originalWidth && originalWidth > 0 ? originalWidth : undefined;
  const candidates = [...new Set(widths)]
    .filter((width) => width > 0 && (original === undefined || width < original))
    .sort((first, second) => first - second)
    .map((width) => `${url(width)} ${width}w`);
  if (candidates.length > 0 && original) candidates.push(`${url()} ${original}w`);
  return { src: url(), srcSet: candidates.length > 0 ? candidates.join(", ") : undefined };
}
