// The lite bundle's declarations travel with this module, so that a package that compiles the
// client's sources (hooks, ui) finds them too. A reference, not an import: the file only declares
// an ambient module, and as a module of its own it would augment one TypeScript cannot resolve.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module's declarations travel only by reference; an import would make them an augmentation of a module TypeScript cannot resolve
/// <reference path="./exifr-lite.d.ts" />
import {
  cameraName,
  exifOrientation,
  photoLocation,
  photoTakenAt,
  type ExifOrientation,
} from "./exif-values";

/** What a photo's EXIF says, as far as the pipeline keeps it. */
export interface PhotoMetadata {
  /** When it was taken, ISO 8601, or none when the camera's clock was plainly wrong. */
  takenAt?: string;
  /** "Canon EOS R6". */
  camera?: string;
  /** Where it was taken, as PocketBase's geoPoint value. */
  location?: { lon: number; lat: number };
  /** Whether the file carries GPS tags (even ones too broken to be a `location`). */
  hasGps: boolean;
  /** How the stored pixels are turned; 1 (as stored) when EXIF says none or one it does not define. */
  orientation: ExifOrientation;
}

const NOTHING: PhotoMetadata = { hasGps: false, orientation: 1 };

/**
 * Reads date taken, camera, place and orientation from a JPEG's or HEIC's EXIF with exifr, as
 * `createPhotoPreparer` does before an upload; for the same fields in a script that adds photos
 * from Node (a seed, an import). exifr is loaded on the first photo, not with the app. Broken
 * EXIF is no reason to refuse a photo: it reads as none.
 *
 * @param now - the present, against which a date in the future is a clock never set. @default new Date()
 *
 * @example
 * const { takenAt, camera, location } = await readPhotoMetadata(file);
 * await pb.collection("photos").create({ file, taken_at: takenAt ?? "", camera: camera ?? "", location });
 */
export async function readPhotoMetadata(file: Blob, now = new Date()): Promise<PhotoMetadata> {
  const { default: exifr } = await import("exifr/dist/lite.esm.mjs");
  // exifr reads a Blob in chunks with FileReader, which Node does not have; there it gets the bytes.
  const input = typeof FileReader === "undefined" ? await file.arrayBuffer() : file;
  const tags = (await exifr
    .parse(input, {
      ifd0: { pick: ["Make", "Model", "Orientation"] },
      exif: { pick: ["DateTimeOriginal", "OffsetTimeOriginal"] },
      gps: true,
      ifd1: false,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      // The date as written ("2024:07:14 18:30:00"): exifr would read it in the browser's zone.
      reviveValues: false,
      translateValues: false,
    })
    .catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!tags) return NOTHING;
  return {
    takenAt: photoTakenAt(tags.DateTimeOriginal, tags.OffsetTimeOriginal, now),
    camera: cameraName(tags.Make, tags.Model),
    location: photoLocation(tags.latitude, tags.longitude),
    hasGps: Object.keys(tags).some((key) => key.startsWith("GPS")),
    orientation: exifOrientation(tags.Orientation),
  };
}
