/**
 * What ImageKit's upload API takes from the browser in place of the private key: a one-time
 * `token`, `expire` (Unix seconds, less than an hour ahead) and `signature`, the lowercase hex
 * HMAC-SHA1 of `token + expire` keyed with the private key. `createImageKitServer(…).signUpload()`
 * from `@pocketkit/client/server` makes them.
 */
export interface ImageKitUploadAuth {
  token: string;
  expire: number;
  signature: string;
}

/** A record's file in ImageKit, as the record keeps it. */
export interface ImageKitFileRef {
  recordId: string;
  fileId: string;
  filePath: string;
}

/**
 * What only the app's server can do, because it takes the private key: usually `fetch` calls to
 * routes of the app that use `createImageKitServer` from `@pocketkit/client/server`. Each route
 * checks who calls (the PocketBase token) and, for a file, that the caller's record holds it.
 *
 * @example
 * const server: ImageKitAppServer = {
 *   signUpload: ({ signal }) => postJson("/api/media/imagekit/sign", {}, { signal }),
 *   deleteFile: (file, { signal }) => postJson("/api/media/imagekit/delete", file, { signal }),
 *   purgeFile: (file, { signal }) => postJson("/api/media/imagekit/purge", file, { signal }),
 * };
 */
export interface ImageKitAppServer {
  /** Signs one upload. A token serves once: this is asked for before every upload. */
  signUpload(options: { signal?: AbortSignal }): Promise<ImageKitUploadAuth>;
  /** Deletes the record's file from ImageKit; a file already gone is not an error. */
  deleteFile(file: ImageKitFileRef, options: { signal?: AbortSignal }): Promise<void>;
  /** Asks ImageKit's CDN to forget the copies of a file replaced in place. */
  purgeFile(file: ImageKitFileRef, options: { signal?: AbortSignal }): Promise<void>;
}
