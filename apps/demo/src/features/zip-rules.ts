/**
 * The most photos one ZIP holds, as in Google Photos (the server refuses more, and the app says so
 * before asking). A download is one HTTP response that cannot resume: 500 photos of up to 20 MB
 * is 10 GB at most, already hours on a slow line, and each photo costs PocketBase two requests.
 * In a module of its own, read by the server too, so that the library does not load the ZIP code.
 */
export const MAX_PHOTOS_PER_ZIP = 500;

/** Why the server refused a ZIP (`code` of its JSON answer); features/zip-download.tsx words each. */
export type ZipErrorCode =
  | "invalid_request"
  | "unauthorized"
  | "empty"
  | "too_many"
  | "album_not_found"
  | "photos_gone"
  | "unavailable";
