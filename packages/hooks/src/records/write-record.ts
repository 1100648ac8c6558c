import { toPocketkitError, type Pocketkit } from "@pocketkit/client";
import type { RecordModel } from "pocketbase";

/**
 * Whether any value is a file or holds one (a multi-file field's list may mix the names it
 * keeps with new files): such a write goes through an upload.
 */
export function hasFiles(data: Record<string, unknown>): boolean {
  const isFile = (item: unknown) => typeof Blob !== "undefined" && item instanceof Blob;
  return Object.values(data).some((value) => (Array.isArray(value) ? value.some(isFile) : isFile(value)));
}

/** Creates (no `id`) or updates a record; with files, through an XHR upload checked against the schema. */
export async function writeRecord(
  pocketkit: Pocketkit,
  collection: string,
  data: Record<string, unknown>,
  id?: string,
  signal?: AbortSignal,
): Promise<RecordModel> {
  if (hasFiles(data)) return pocketkit.upload({ collection, data, recordId: id, signal });
  try {
    const records = pocketkit.pb.collection(collection);
    return id ? await records.update(id, data, { signal }) : await records.create(data, { signal });
  } catch (error) {
    throw toPocketkitError(error);
  }
}
