import { FilePreparationError } from "../prepare-file";

// The photo pipeline's refusals, said as the client's file checks say theirs (DESIGN §8): the
// file's name first, one short sentence, its parts in `params` for the UI's catalogue.

/** "empty.jpg is empty." */
export function emptyFile(name: string): FilePreparationError {
  return new FilePreparationError({
    code: "validation_file_empty",
    message: `${name} is empty.`,
    params: { name },
  });
}

/**
 * "beach.heic can't be read as an image." — a truncated, corrupt or undecodable image; the code
 * and words the upload queue gives any failed preparation.
 */
export function unreadableImage(name: string, cause?: unknown): FilePreparationError {
  return new FilePreparationError(
    {
      code: "validation_file_unreadable",
      message: `${name} can't be read as an image.`,
      params: { name },
    },
    { cause },
  );
}

const megapixelFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "pano.jpg is 200 megapixels; the limit is 100 megapixels." — refused before it is decoded. */
export function tooManyPixels(
  name: string,
  size: { width: number; height: number },
  maxPixels: number,
): FilePreparationError {
  const megapixels = megapixelFormat.format(Math.ceil((size.width * size.height) / 100_000) / 10);
  const limit = megapixelFormat.format(maxPixels / 1_000_000);
  return new FilePreparationError({
    code: "validation_image_too_many_pixels",
    message: `${name} is ${megapixels} megapixels; the limit is ${limit} megapixels.`,
    params: { name, megapixels, limit, width: size.width, height: size.height },
  });
}
