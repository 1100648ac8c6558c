import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import { PocketkitError, type FieldError } from "../errors/pocketkit-error";
import { fromFailedResponse } from "../errors/to-pocketkit-error";
import { checkFileContent, restateFileRefusal } from "../schema/file-checks";
import { findFileField } from "../schema/file-fields";
import type { CollectionSchema, FileFieldSchema } from "../schema/types";
import { newRecordId } from "./record-id";

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the whole multipart body). */
  total: number;
  /** `loaded / total`, from 0 to 1. */
  fraction: number;
}

export interface UploadRecordOptions {
  /** Collection name or id. */
  collection: string;
  /**
   * Field values; `File`/`Blob` values are sent as files, the rest as JSON. A multi-file field
   * takes the file names it keeps and new files in one list (`[...record.attachments, file]`);
   * `"field+"` adds files to what the record has and `"field-"` names files to remove.
   */
  data: Record<string, unknown>;
  /** Update this record instead of creating one. */
  recordId?: string;
  /** The collection's schema: when given, files are checked against their fields before sending. */
  schema?: CollectionSchema;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Give up when nothing has moved for this long (no bytes sent, no answer). @default 60000 */
  stallTimeoutMs?: number;
  /** Extra query parameters, e.g. `{ expand: "album" }`. */
  query?: Record<string, string>;
}

/**
 * Creates or updates a record with files through XHR (fetch cannot report upload progress),
 * with progress, cancel and a stall timeout.
 *
 * Retry-safe: a create carries an id chosen here (`data.id` or a new one, bound to the signed-in
 * user: see `newRecordId`), so retrying the same call never makes a second record, and an attempt
 * whose answer was lost is recognised and its record returned. A cancelled create leaves no record
 * behind.
 *
 * @throws PocketkitError — `validation` with `fieldErrors` before sending when a file breaks its
 *   field's rules, or when the server refuses a field; `aborted` on cancel; `network` on a
 *   dropped connection, a stall, or a gateway's 502/503/504 (the server out of reach); the kind
 *   matching the status otherwise.
 */
export async function uploadRecord(pb: PocketBase, options: UploadRecordOptions): Promise<RecordModel> {
  const isCreate = options.recordId === undefined;
  const data = isCreate
    ? { ...options.data, id: options.data.id ?? newRecordId(pb.authStore.record?.id) }
    : options.data;

  if (options.schema) {
    const fieldErrors = await checkFiles(options.schema, data);
    if (Object.keys(fieldErrors).length > 0) {
      throw new PocketkitError({
        kind: "validation",
        message: Object.values(fieldErrors)[0]!.message,
        fieldErrors,
      });
    }
  }

  const collectionPath = `/api/collections/${encodeURIComponent(options.collection)}/records`;
  const path = isCreate ? collectionPath : `${collectionPath}/${encodeURIComponent(options.recordId!)}`;
  const query = new URLSearchParams(options.query).toString();
  const url = pb.buildURL(path) + (query ? `?${query}` : "");

  try {
    return await send(pb, url, isCreate ? "POST" : "PATCH", toFormData(data), options);
  } catch (caught) {
    const error = inClientWords(caught, data, options.schema);
    if (!isCreate || !(error instanceof PocketkitError)) throw error;
    const id = data.id as string;
    const idCode = error.fieldErrors.id?.code;
    if (
      error.kind === "validation" &&
      (idCode === "validation_not_unique" || idCode === "validation_pk_invalid")
    ) {
      // An earlier attempt with this id made the record and its answer was lost: that record is the result.
      const existing = await pb
        .collection(options.collection)
        .getOne(id, { requestKey: null, ...options.query })
        .catch(() => undefined);
      if (existing) return existing;
    }
    if (error.kind === "aborted" && error.cause === BYTES_SENT) removeLateRecord(pb, options.collection, id);
    throw error;
  }
}

// Bytes had left the browser when the upload was cancelled. What sits in socket buffers (several
// MB on a fast link) can still reach the server in full after the cancel, so the record may appear.
const BYTES_SENT = Symbol("bytes had been sent when the upload was cancelled");

function send(
  pb: PocketBase,
  url: string,
  method: string,
  body: FormData,
  options: UploadRecordOptions,
): Promise<RecordModel> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new PocketkitError({ kind: "aborted", message: "The upload was cancelled." }));
      return;
    }
    const xhr = new XMLHttpRequest();
    const stallTimeoutMs = options.stallTimeoutMs ?? 60_000;
    let bytesSent = false;
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallTimeoutMs);
    };
    const onAbortSignal = () => xhr.abort();
    const finish = () => {
      clearTimeout(stallTimer);
      options.signal?.removeEventListener("abort", onAbortSignal);
    };

    xhr.open(method, url);
    xhr.responseType = "text";
    // The token is read now, not when the upload was queued: a refresh in between is honoured.
    if (pb.authStore.token) xhr.setRequestHeader("Authorization", pb.authStore.token);
    if (pb.lang) xhr.setRequestHeader("Accept-Language", pb.lang);

    xhr.upload.onprogress = (event) => {
      armStallTimer();
      if (event.loaded > 0) bytesSent = true;
      if (event.lengthComputable && options.onProgress) {
        options.onProgress({
          loaded: event.loaded,
          total: event.total,
          fraction: event.total ? event.loaded / event.total : 1,
        });
      }
    };
    xhr.upload.onload = () => {
      bytesSent = true;
      armStallTimer();
    };
    xhr.onload = () => {
      finish();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parsed as RecordModel);
      } else if (xhr.status === 503 && isStorageAway(parsed)) {
        // A PocketBase hook says its file storage (S3) is away: the upload waits and resumes as
        // for any network failure, and says so in its own words (DESIGN §8).
        reject(
          new PocketkitError({
            kind: "network",
            code: "storage_unavailable",
            status: 503,
            message: (parsed as { message: string }).message,
          }),
        );
      } else {
        reject(
          fromFailedResponse({
            status: xhr.status,
            body: parsed,
            retryAfter: xhr.getResponseHeader("retry-after"),
          }),
        );
      }
    };
    xhr.onerror = () => {
      finish();
      reject(
        new PocketkitError({
          kind: "network",
          message: "The upload failed: the connection to the server was lost.",
        }),
      );
    };
    xhr.onabort = () => {
      finish();
      if (stalled) {
        reject(
          new PocketkitError({
            kind: "network",
            code: "timed_out",
            message: "The upload stalled: the server stopped answering.",
          }),
        );
      } else {
        reject(
          new PocketkitError({
            kind: "aborted",
            message: "The upload was cancelled.",
            cause: bytesSent ? BYTES_SENT : undefined,
          }),
        );
      }
    };

    options.signal?.addEventListener("abort", onAbortSignal, { once: true });
    armStallTimer();
    xhr.send(body);
  });
}

/**
 * After a cancel that came once bytes were on their way, the server may still make the record.
 * Remove it if it appears, so that a cancel means "nothing was saved": often at first, while the
 * rest of a body in flight would arrive, then less often.
 */
function removeLateRecord(pb: PocketBase, collection: string, id: string, delay = 0): void {
  setTimeout(() => {
    pb.collection(collection)
      .delete(id, { requestKey: null })
      // Not there (yet): again after 250 ms, then twice as long each time, the last after 8 s.
      .catch(() => delay < 8_000 && removeLateRecord(pb, collection, id, Math.max(250, delay * 2)));
  }, delay);
}

function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    // As JSON.stringify would: an undefined value is no value.
    if (value === undefined) continue;
    const items = Array.isArray(value) ? value : [value];
    const files = items.filter(isBlob);
    if (files.length === 0) {
      fields[name] = value;
      continue;
    }
    for (const file of files) form.append(name, file, file instanceof File ? file.name : "blob");
    // A multi-file field given the names it keeps beside new files: PocketBase keeps the names
    // sent for the field in the JSON part and adds the uploaded files after them (a field sent
    // with files only is replaced by them; `field+` and `field-` add and remove).
    const kept = items.filter((item) => !isBlob(item));
    if (kept.length > 0) fields[name] = kept;
  }
  // PocketBase reads the non-file fields from one JSON part, so numbers, lists and objects
  // arrive with their types rather than as strings.
  form.append("@jsonPayload", JSON.stringify(fields));
  return form;
}

/**
 * The server's refusals of files, said as the client's own check says them and with the names
 * the person gave the files (see `restateFileRefusal`), never PocketBase's stored names.
 */
function inClientWords(
  error: unknown,
  data: Record<string, unknown>,
  schema: CollectionSchema | undefined,
): unknown {
  if (!(error instanceof PocketkitError) || error.kind !== "validation") return error;
  const fieldErrors = { ...error.fieldErrors };
  for (const [name, problem] of Object.entries(error.fieldErrors)) {
    const files = [data[name], data[`${name}+`], data[`+${name}`]]
      .flat()
      .filter(isBlob)
      .map((file) => ({
        name: file instanceof File ? file.name : "The file",
        size: file.size,
        type: file.type,
      }));
    fieldErrors[name] = restateFileRefusal(problem, files, findFileField(schema, name));
  }
  return new PocketkitError({
    kind: error.kind,
    status: error.status,
    code: error.code,
    params: error.params,
    message: error.message,
    fieldErrors,
    retryAfter: error.retryAfter,
    cause: error.cause,
  });
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

async function checkFiles(
  schema: CollectionSchema,
  data: Record<string, unknown>,
): Promise<Record<string, FieldError>> {
  const fieldErrors: Record<string, FieldError> = {};
  for (const field of schema.fields) {
    if (field.type !== "file") continue;
    const value = data[field.name];
    const items = (Array.isArray(value) ? value : [value]).filter(
      (item) => item !== undefined && item !== null && item !== "",
    );
    const files = items.filter(isBlob);
    const maxSelect = (field as FileFieldSchema).maxSelect || 1;
    // Names kept count with the new files: the field holds both afterwards.
    if (maxSelect > 1 && items.length > maxSelect) {
      fieldErrors[field.name] = {
        code: "validation_too_many_files",
        message: `The maximum allowed files is ${maxSelect}.`,
      };
      continue;
    }
    // Files added with the `field+` (or `+field`) modifier are checked as well.
    const added = [data[`${field.name}+`], data[`+${field.name}`]].flat().filter(isBlob);
    for (const file of [...files, ...added]) {
      // Judged from the bytes, as PocketBase judges them: a text file named photo.jpg is refused.
      const problem = await checkFileContent(field, file);
      if (problem) {
        fieldErrors[field.name] = problem;
        break;
      }
    }
  }
  return fieldErrors;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The answer of a PocketBase hook while the file storage is away: `{ code: "storage_unavailable", message }`. */
function isStorageAway(body: unknown): boolean {
  const answer = body as { code?: unknown; message?: unknown } | null;
  return answer?.code === "storage_unavailable" && typeof answer.message === "string";
}
