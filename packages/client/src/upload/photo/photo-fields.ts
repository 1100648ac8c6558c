/**
 * Which record field receives each thing read from a photo; a thing left out is not written.
 *
 * @example
 * { takenAt: "taken_at", camera: "camera", location: "location", hash: "sha256", placeholder: "thumbhash", preview: "preview" }
 */
export interface PhotoFieldNames {
  /** A date field: when the photo was taken (EXIF DateTimeOriginal), ISO 8601. */
  takenAt?: string;
  /** A text field: the camera, "Canon EOS R6" (EXIF Make and Model). */
  camera?: string;
  /** A geoPoint field: where the photo was taken, `{ lon, lat }` (EXIF GPS). */
  location?: string;
  /** A text field: the SHA-256 of the original file, hex. */
  hash?: string;
  /** A text field: a ThumbHash of the photo, base64, for a blurred preview while it loads. */
  placeholder?: string;
  /**
   * A file field: a JPEG copy for the photos PocketBase makes no thumbs of (AVIF) or heavy ones of
   * (WebP, whose thumbs it stores as PNG); see `PhotoPreparerOptions.previewFor`.
   */
  preview?: string;
}

/** What a photo says, under the names of `PhotoFieldNames`. */
export type PhotoValues = {
  [Key in keyof PhotoFieldNames]?: Key extends "location"
    ? { lon: number; lat: number }
    : Key extends "preview"
      ? File
      : string;
};

/** The record fields for what was read, under the names the app gave them; nothing unknown is written. */
export function photoFields(names: PhotoFieldNames, values: PhotoValues): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(names) as (keyof PhotoFieldNames)[]) {
    const name = names[key];
    const value = values[key];
    if (name && value !== undefined) fields[name] = value;
  }
  return fields;
}
