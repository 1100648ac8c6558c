import { toPocketkitError, type Pocketkit, type UploadProgress } from "@pocketkit/client";
import type { RecordModel } from "pocketbase";

/**
 * Whether any value is a file or holds one (a multi-file field's list may mix the names it
 * keeps with new files): such a write goes through an upload.
 */
export function hasFiles(data: Record<string, unknown>): boolean {
  const isFile = (item: unknown) => typeof Blob !== "undefined" && item instanceof Blob;
  return Object.values(data).some((value) => (Array.isArray(value) ? value.some(isFile) : isFile(value)));
}

export interface WriteRecordOptions {
  /** Update this record instead of creating one. */
  id?: string;
  /** Relations to expand in the saved record the server sends back. */
  expand?: string;
  /** Progress of the bytes sent, for a write with files. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Creates (no `id`) or updates a record; with files, through an XHR upload checked against the schema. */
export async function writeRecord(
  pocketkit: Pocketkit,
  collection: string,
  data: Record<string, unknown>,
  { id, expand, onProgress, signal }: WriteRecordOptions = {},
): Promise<RecordModel> {
  if (hasFiles(data)) {
    const query = expand ? { expand } : undefined;
    return pocketkit.upload({ collection, data, recordId: id, query, onProgress, signal });
  }
  try {
    const records = pocketkit.pb.collection(collection);
    return id
      ? await records.update(id, data, { expand, signal })
      : await records.create(data, { expand, signal });
  } catch (error) {
    throw toPocketkitError(error);
  }
}
