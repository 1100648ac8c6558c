import {
  ImageKitAbortError,
  ImageKitInvalidRequestError,
  ImageKitServerError,
  ImageKitUploadNetworkError,
  upload,
  type UploadResponse,
} from "@imagekit/javascript";

import { PocketkitError } from "../errors/pocketkit-error";
import { fromFailedResponse } from "../errors/to-pocketkit-error";
import type { UploadProgress } from "../upload/upload-record";
import type { ImageKitUploadAuth } from "./imagekit-app-server";

/** ImageKit's upload API (V1, the one `@imagekit/javascript` speaks). */
export const IMAGEKIT_UPLOAD_URL = "https://upload.imagekit.io/api/v1/files/upload";

export interface UploadToImageKitOptions {
  file: Blob;
  fileName: string;
  publicKey: string;
  auth: ImageKitUploadAuth;
  /** e.g. `/pocketkit/user-id/`; `undefined`: the media library's root. */
  folder?: string;
  /** Write at exactly `folder` + `fileName`, over what is there (a replace), instead of a unique name. */
  overwrite?: boolean;
  /** Where the upload goes. @default IMAGEKIT_UPLOAD_URL */
  uploadUrl?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * One upload through ImageKit's browser SDK, its errors as `PocketkitError`s.
 *
 * @throws PocketkitError — `aborted` on cancel, `network` when ImageKit cannot be reached, the
 *   kind of the refusal's status otherwise (`validation` for a 400: a bad signature, a used token).
 */
export async function uploadToImageKit(options: UploadToImageKitOptions): Promise<UploadResponse> {
  const uploadUrl = options.uploadUrl ?? IMAGEKIT_UPLOAD_URL;
  try {
    return await upload({
      file: options.file,
      fileName: options.fileName,
      publicKey: options.publicKey,
      token: options.auth.token,
      expire: options.auth.expire,
      signature: options.auth.signature,
      folder: options.folder,
      ...(options.overwrite
        ? { useUniqueFileName: false, overwriteFile: true }
        : { useUniqueFileName: true }),
      onProgress: options.onProgress
        ? (event) =>
            options.onProgress!({
              loaded: event.loaded,
              total: event.total,
              fraction: event.total > 0 ? event.loaded / event.total : 0,
            })
        : undefined,
      abortSignal: options.signal,
      xhr: uploadUrl === IMAGEKIT_UPLOAD_URL ? undefined : xhrOpeningAt(uploadUrl),
    });
  } catch (error) {
    throw uploadError(error);
  }
}

// The SDK posts to upload.imagekit.io and has no option for another address; the XHR it may be
// given, and opens itself, is its one opening: for a proxy on the app's own domain (networks that
// block upload.imagekit.io), and for the loopback stand-in of the tests.
function xhrOpeningAt(url: string): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  const open = xhr.open.bind(xhr) as (method: string, url: string) => void;
  xhr.open = ((method: string) => open(method, url)) as XMLHttpRequest["open"];
  return xhr;
}

function uploadError(error: unknown): PocketkitError {
  if (error instanceof PocketkitError) return error;
  if (error instanceof ImageKitAbortError) {
    return new PocketkitError({ kind: "aborted", message: "The upload was cancelled.", cause: error });
  }
  if (error instanceof ImageKitUploadNetworkError) {
    return new PocketkitError({
      kind: "network",
      message: "The upload failed: ImageKit could not be reached.",
      cause: error,
    });
  }
  if (error instanceof ImageKitInvalidRequestError || error instanceof ImageKitServerError) {
    const status = error.$ResponseMetadata?.statusCode;
    // No status: the SDK refused the options before sending anything.
    if (status === undefined)
      return new PocketkitError({ kind: "validation", message: error.message, cause: error });
    return fromFailedResponse({ status, body: { message: error.message } }, error);
  }
  return new PocketkitError({ kind: "server", message: "The upload failed. Try again.", cause: error });
}
