import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

export interface FileUrlOptions {
  /** One of the field's thumb sizes, e.g. `"100x100"`, `"400x0"`. @default the original */
  thumb?: string;
  /** A file token, required for protected files. */
  token?: string;
  /** Ask the browser to download rather than show it. @default false */
  download?: boolean;
}

/**
 * The URL of one of a record's files, or `""` when the record has no such file.
 *
 * @example
 * fileUrl(pb, image, image.file, { thumb: "400x0", token: await tokens.get() })
 */
export function fileUrl(
  pb: PocketBase,
  record: Pick<RecordModel, "id" | "collectionId" | "collectionName">,
  filename: string,
  options: FileUrlOptions = {},
): string {
  if (!filename) return "";
  const query: Record<string, string | boolean> = {};
  if (options.thumb) query.thumb = options.thumb;
  if (options.token) query.token = options.token;
  if (options.download) query.download = true;
  return pb.files.getURL(record as RecordModel, filename, query);
}
