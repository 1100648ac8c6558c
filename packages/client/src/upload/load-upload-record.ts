import { PocketkitError } from "../errors/pocketkit-error";
import type { uploadRecord } from "./upload-record";

/**
 * The XHR upload code, loaded with the first upload: an app that never uploads never downloads
 * it. A load that fails (the connection dropped first) is a `network` error like a failed send,
 * so the upload queue waits for the server and tries again; browsers fetch a failed dynamic
 * import anew on the next try.
 */
export async function loadUploadRecord(): Promise<typeof uploadRecord> {
  try {
    return (await import("./upload-record")).uploadRecord;
  } catch (cause) {
    throw new PocketkitError({
      kind: "network",
      message: "The upload failed: the connection to the server was lost.",
      cause,
    });
  }
}
