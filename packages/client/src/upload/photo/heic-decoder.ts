/** Decodes a HEIC/HEIF file into an upright bitmap. */
export type HeicDecoder = (file: Blob) => Promise<ImageBitmap>;

/**
 * Loads the HEIC decoder: heic-to, libheif compiled to WebAssembly (about 3 MB), so it is
 * imported only when a HEIC file appears and an app that never meets one never downloads it.
 * heic-to follows libheif's releases (heic2any, which it grew from, has had none since 2020);
 * libheif-js is the same decoder without heic-to's worker, which keeps a 12-megapixel decode off
 * the page's thread. Its `csp` build runs under a Content-Security-Policy without 'unsafe-eval'.
 */
export const loadHeicDecoder = async (): Promise<HeicDecoder> => {
  const { heicTo } = await import("heic-to/csp");
  return (file) => heicTo({ blob: file, type: "bitmap" });
};
