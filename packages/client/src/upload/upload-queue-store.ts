import type { RecordModel } from "pocketbase";

import type { Pocketkit } from "../create-pocketkit";
import { PocketkitError, type FieldError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";
import { scheduleFrame } from "../realtime/frame-scheduler";
import { fileFields, findFileField } from "../schema/file-fields";
import type { MediaAdapter } from "../media/types";
import type { FileFieldSchema } from "../schema/types";
import { FilePreparationError, type PrepareFile, type PreparedFile } from "./prepare-file";
import { newRecordId } from "./record-id";
import { watchServerReachability } from "./server-reachability";
import type { PersistedUpload, UploadQueuePersister } from "./upload-queue-persistence";
import type { UploadProgress } from "./upload-record";

/**
 * Where a file is in the queue:
 * - `preparing`: `prepare` is making it ready (a HEIC becoming a JPEG, a photo downscaled);
 * - `checking`: its type is being read from its first bytes (the browser did not know it), and,
 *   with `findDuplicate`, the library is asked whether it already has the photo;
 * - `invalid`: refused, before a byte was sent or by the server for the record's fields
 *   (`error` says why, in the field's words); final: the same file would be refused again;
 * - `waiting`: in `on-submit` mode, held until `submit()`;
 * - `queued`, `uploading`, `done`;
 * - `error`: the upload failed (`error`); it can be retried, and when the server was out of
 *   reach (no answer, or a gateway's 502, 503 or 504: `error.kind === "network"`) the queue
 *   sends it again by itself once the server answers (`willResume`);
 * - `cancelled`: stopped by `cancel()`; nothing was saved; it can be retried;
 * - `duplicate`: the same photo (the same `hash`) is already in the library (`findDuplicate` said
 *   so) or is an earlier file of this queue (`duplicate` says which); nothing is sent until
 *   `uploadAnyway(id)`, and `skip(id)` or `skipDuplicates()` drops it. Not active: the queue is
 *   not busy while it waits for an answer.
 */
export type UploadItemStatus =
  | "preparing"
  | "checking"
  | "invalid"
  | "waiting"
  | "queued"
  | "uploading"
  | "done"
  | "error"
  | "cancelled"
  | "duplicate";

/** Why an item is `duplicate`: where the same photo already is. */
export interface UploadDuplicate {
  /** `library`: `findDuplicate` found it on the server; `queue`: an earlier file of this queue has the same hash. */
  readonly of: "library" | "queue";
  /** The record `findDuplicate` answered with, when it answered with one rather than `true`. */
  readonly record: RecordModel | undefined;
  /** The earlier file of this queue (its item id), when `of` is `queue`. */
  readonly itemId: string | undefined;
}

/** What `findDuplicate` is asked about: a file that passed its checks and has a content hash. */
export interface DuplicateCandidate {
  /** `PreparedFile.hash` of the file (from `prepare`). */
  readonly hash: string;
  /** The file as it was added. */
  readonly file: File;
  readonly item: UploadItem;
  /** Aborted when the file is removed or cancelled, the queue is disposed, or the lookup takes too long (10 s). */
  readonly signal: AbortSignal;
}

/**
 * Says whether the library already has a photo: the existing record (kept in
 * `UploadItem.duplicate.record`), or `true`, when it does; `false`, `null` or `undefined` when it
 * does not. A lookup that rejects or takes longer than 10 s counts as "not there": the file is
 * uploaded rather than held back by a failing lookup.
 */
export type FindDuplicate = (
  candidate: DuplicateCandidate,
) => Promise<RecordModel | boolean | null | undefined>;

export interface UploadItem {
  /** This item's key in the queue (stable: use it as a React key and to cancel, retry or remove). */
  readonly id: string;
  /**
   * The id the record is created with, chosen before sending so that sending again can never
   * make a second record. A new one is chosen only when a cancelled file is retried.
   */
  readonly recordId: string;
  /** The file as it was added: its name is the one the person knows. */
  readonly file: File;
  /**
   * The file that is checked and sent: what `prepare` made of `file` (a HEIC converted to JPEG),
   * or `file` itself when there is no `prepare` or it has not finished.
   */
  readonly preparedFile: File;
  /** `PreparedFile.hash` from `prepare`: a content hash of the original, for spotting duplicates. */
  readonly hash: string | undefined;
  /** Where the same photo already is, while the item is `duplicate`. */
  readonly duplicate: UploadDuplicate | undefined;
  /** Read back from storage after a reload, a crash or a closed tab (`persist`). */
  readonly resumed: boolean;
  /** An object URL for an `<img>` preview of `preparedFile`; revoked on remove and on unmount. */
  readonly previewUrl: string | undefined;
  readonly status: UploadItemStatus;
  /** Bytes sent so far, of `total` (`preparedFile`'s size, then the whole multipart body once sending has started). */
  readonly loaded: number;
  readonly total: number;
  /** `loaded / total`, from 0 to 1. */
  readonly progress: number;
  /** Why the file was refused or its upload failed. */
  readonly error: PocketkitError | undefined;
  /** The record, once `done`. */
  readonly record: RecordModel | undefined;
  /**
   * The upload failed for want of the server (no answer, or a gateway's 502/503/504) and will
   * be sent again once it answers.
   */
  readonly willResume: boolean;
}

export interface UploadQueueSnapshot {
  readonly items: readonly UploadItem[];
  /** Some file is being checked, waits for a free slot, or is being sent. */
  readonly isUploading: boolean;
  /** Uploads failed for want of a connection and wait for the server to answer again (for a banner). */
  readonly isWaitingForServer: boolean;
  /**
   * How many files were read back from storage and resumed (`persist`), for a notice such as
   * "3 uploads resumed" (files read back as `duplicate`, still waiting for an answer, are not
   * counted). 0 until then; back to 0 on `clear()`.
   */
  readonly resumed: number;
}

/** What a `submit()` ended with: the records made, and the files that are not uploaded. */
export interface UploadQueueResult {
  records: RecordModel[];
  failed: UploadItem[];
}

export interface UploadQueueOptions {
  pocketkit: Pocketkit;
  /** Collection name or id; each file becomes one record of it. */
  collection: string;
  /**
   * The file field. @default the collection's only file field (in the schema given to
   * `createPocketkit`)
   */
  field?: string;
  /**
   * The record's other fields for a file, asked for when its upload starts (so in `on-submit`
   * mode it sees the form as it is when submitted).
   *
   * @example data: () => ({ owner: user.id, album: albumId })
   */
  data?: (file: File) => Record<string, unknown>;
  /**
   * Makes each added file ready before it is checked (HEIC → JPEG, EXIF rotation, downscale, EXIF
   * fields, a content hash): the check and the upload see the prepared file, and
   * `PreparedFile.fields` join the record's fields under `data`'s (`data` wins). A file that
   * cannot be prepared is `invalid`, with `FilePreparationError.problem` under the file field (or
   * "beach.heic can't be read as an image." for any other failure). `data` is still given the
   * file as added, so that a title can come from its name. Removing or cancelling a file, or
   * disposing the queue, aborts its preparation (`signal`).
   *
   * @example prepare: createPhotoPreparer({ maxPixels: 24_000_000 })
   */
  prepare?: PrepareFile;
  /**
   * Notices a photo that is already in the library before a byte of it is sent. Asked, once a file
   * is prepared and checked, for every file that has a `hash` (from `prepare`); a file it answers
   * for (with the record, or `true`) becomes `duplicate` and waits for `uploadAnyway(id)` or
   * `skip(id)`. Files of the queue with the same hash are duplicates of each other without asking:
   * the one accepted later waits (the same photo dropped twice; a cancelled or refused file does
   * not count), except that a copy of a file uploaded by an earlier drop is sent when the lookup
   * answers that the library no longer has it (deleted since). A lookup that rejects, or answers nothing within 10 s, lets the file go on as
   * not a duplicate. With `persist`, a duplicate is kept with the other files: after a reload it
   * is read back as `duplicate` and asks again (not looked up again, and not sent).
   *
   * @example
   * findDuplicate: async ({ hash, signal }) => {
   *   const { items } = await pb.collection("images").getList(1, 1, {
   *     filter: pb.filter("hash = {:hash}", { hash }),
   *     fields: "id",
   *     requestKey: null,
   *     signal,
   *   });
   *   return items[0];
   * }
   */
  findDuplicate?: FindDuplicate;
  /**
   * Keeps the queue so that it survives a reload, a crash or a closed tab, in the persister given
   * (`createIndexedDbUploadPersister(key)` for IndexedDB; apps that never persist never load it):
   * each accepted file (its prepared bytes too), its record id, its status and the record's fields
   * are written when it is added, and deleted once it is uploaded, removed, cancelled or refused.
   * A queue made later with a persister of the same key resumes the rest (once retained, see `retain()`), with
   * the same record ids, so that nothing is uploaded twice, and looks again whenever the server
   * is reachable after a failure.
   *
   * The fields of a persisted file are `data(file)` as computed when it was added, and again when
   * its upload starts (so an `on-submit` form's values at submit time); a resumed file is sent
   * with the fields last stored, never with `data` of the page that resumes it, since the form or
   * album it was added from may not be there any more.
   *
   * Two tabs with the same key never send the same file: each file is held with a Web Lock by the
   * tab that sends it, and taken over by another tab only once that one is gone. Where IndexedDB
   * fails (some private windows, a full disk) the queue works as without `persist`. The browser
   * is asked once to keep the origin's storage (`navigator.storage.persist()`).
   *
   * @example persist: createIndexedDbUploadPersister(`gallery-uploads:${user.id}`)
   */
  persist?: UploadQueuePersister;
  /**
   * Where the files are stored: a media adapter (`createImageKitMedia`, say) uploads each file and
   * makes its record, with the record id the queue chose. A file field of the collection, if it
   * has one, still checks each file before it is sent (types, size). `stallTimeoutMs` is the
   * adapter's business then.
   * @default the file field, through `pocketkit.upload`
   */
  media?: MediaAdapter;
  /** How many files are sent at once. @default 3 */
  concurrency?: number;
  /** `immediate`: files are sent as they are added; `on-submit`: they wait for `submit()`. @default "immediate" */
  mode?: "immediate" | "on-submit";
  /** Give an upload up when nothing has moved for this long. @default 60000 */
  stallTimeoutMs?: number;
  /**
   * After a network failure, how long before asking whether the server answers again; the wait
   * doubles while it does not, up to 30 s. A browser `online` event asks at once. @default 1000
   */
  reconnectDelayMs?: number;
  /** How many times one file is sent again by itself after network failures. @default 5 */
  maxAutoRetries?: number;
  /** Called with each record made. */
  onUploaded?: (record: RecordModel, item: UploadItem) => void;
}

export interface UploadQueueStore {
  subscribe(listener: () => void): () => void;
  /** The current state: a new object after each change, the same one in between. */
  getSnapshot(): UploadQueueSnapshot;
  /**
   * Adds files. Each is checked against the file field before anything is sent: a file the
   * server would refuse is kept as `invalid`, with the message people see ("pano.jpg is 31.2 MB;
   * the limit is 20 MB."). Resolves, once every file is checked, with the items as they are then.
   *
   * @throws Error when the file field cannot be known: no schema for the collection and no
   *   `field`, or several file fields and no `field`.
   */
  add(files: Iterable<File> | ArrayLike<File>): Promise<UploadItem[]>;
  /** Stops the upload if it runs, revokes the preview URL and forgets the file. */
  remove(id: string): void;
  /** Stops a file's upload (nothing is saved) or takes it out of the line; it stays, `cancelled`. */
  cancel(id: string): void;
  /** Sends a failed or cancelled file again, or, without `id`, every failed one. */
  retry(id?: string): void;
  /**
   * Sends a `duplicate` file after all (in `on-submit` mode it waits for `submit()` with the
   * others). Does nothing to a file in any other state.
   */
  uploadAnyway(id: string): void;
  /** Drops a `duplicate` file, as `remove` does. Does nothing to a file in any other state. */
  skip(id: string): void;
  /** Drops every `duplicate` file ("Skip all duplicates"). */
  skipDuplicates(): void;
  /**
   * Sends the files that wait (`on-submit` mode) and resolves once nothing is being sent: with
   * every record the queue has made and every file that is not uploaded (refused, failed,
   * cancelled, or a `duplicate` still waiting for an answer; a file that failed for want of a
   * connection may still resume later).
   */
  submit(): Promise<UploadQueueResult>;
  /** Removes every file, stopping uploads that run. */
  clear(): void;
  /** Changes options for what happens from now on (uploads that run keep theirs). */
  setOptions(options: Partial<Omit<UploadQueueOptions, "pocketkit" | "collection" | "persist">>): void;
  /**
   * Starts listening for the browser's `online` event and, with `persist`, reads back the files
   * an earlier page left unfinished (a store made and dropped without `retain()`, as React
   * StrictMode does with a state initialiser, never takes them). Reference-counted; when the last holder
   * lets go, the store is disposed (after a microtask, so that React StrictMode's immediate
   * unmount and remount keep it).
   */
  retain(): () => void;
  /** Stops every upload, revokes every preview URL, and stops all timers and listeners. */
  dispose(): void;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
const PREPARE_AT_ONCE = 2;

/**
 * What `findDuplicate` said of a file: the copy it found (`{ record }`), `"absent"` when it
 * answered that the library has none, `undefined` when it was not asked or gave no answer.
 */
type LibraryLookup = { record: RecordModel | undefined } | "absent" | undefined;

/** What judging a file before it is queued found: a problem, its type, a copy in the library. */
interface Verdict {
  item: UploadItem;
  problem: FieldError | undefined;
  type: string;
  inLibrary: LibraryLookup;
}
// A health check that hangs (a black-holed connection) must not keep the queue from asking again.
const HEALTH_CHECK_TIMEOUT_MS = 10_000;
// A duplicate lookup that hangs must not keep a file from being sent.
const DUPLICATE_LOOKUP_TIMEOUT_MS = 10_000;
// The files a later file with the same hash counts as a duplicate of: not one refused or cancelled.
const KEPT: ReadonlySet<UploadItemStatus> = new Set([
  "waiting",
  "queued",
  "uploading",
  "done",
  "error",
  "duplicate",
]);
const ACTIVE: ReadonlySet<UploadItemStatus> = new Set(["preparing", "checking", "queued", "uploading"]);
// An entry that failed to be written stays in memory; the queue works on.

/**
 * The headless upload queue: many files, a few at a time, each with progress, cancel and retry,
 * prepared and checked before sending, resumed when the server is back and, with `persist`,
 * after a reload. `useUploadQueue` reads it with `useSyncExternalStore`; anything else can too.
 *
 * @example
 * const queue = createUploadQueueStore({
 *   pocketkit,
 *   collection: "images",
 *   data: () => ({ owner }),
 *   persist: `gallery-uploads:${owner}`,
 * });
 * queue.subscribe(() => render(queue.getSnapshot()));
 * const release = queue.retain(); // resumes what an earlier page left
 * await queue.add(input.files!);
 */
export function createUploadQueueStore(initialOptions: UploadQueueOptions): UploadQueueStore {
  let options = { ...initialOptions };
  let items: UploadItem[] = [];
  let resumedCount = 0;
  let snapshot: UploadQueueSnapshot = { items, isUploading: false, isWaitingForServer: false, resumed: 0 };
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  // What runs on a file before it is queued (its preparation, then its duplicate lookup), to stop it.
  const preparations = new Map<string, AbortController>();
  const autoRetries = new Map<string, number>();
  // The items that passed preparation and the check: a cancelled one that had not is admitted
  // again on retry, never sent as it came.
  const admitted = new Set<string>();
  const preparedFields = new Map<string, Readonly<Record<string, unknown>>>();
  // The fields of a resumed file, as stored: sent instead of asking `data`.
  const storedData = new Map<string, Record<string, unknown>>();
  // When each resumed file was first added (on the page that added it), to show them in that order.
  const addedAt = new Map<string, number>();
  // Each file's record id is bound to whoever is signed in when it is chosen (newRecordId: a
  // server may refuse ids bound to someone else). A file sent after the session changed gets a new
  // one; a record an earlier attempt may have made belongs to that earlier user anyway.
  const recordIdOwners = new Map<string, string | undefined>();
  function chooseRecordId(itemId: string): string {
    const owner = options.pocketkit.pb.authStore.record?.id;
    recordIdOwners.set(itemId, owner);
    return newRecordId(owner);
  }
  const checks = new Set<Promise<void>>();
  let cancelFrame: (() => void) | undefined;
  let holders = 0;
  let stopListening: (() => void) | undefined;
  let disposed = false;

  // The persister's bookkeeping (its code comes with the persister: none without `persist`).
  const persisted = options.persist?.attach({
    collection: options.collection,
    has: (id) => disposed || find(id) !== undefined,
    resume: resumeFromStorage,
  });

  const server = watchServerReachability({
    check: () =>
      options.pocketkit.pb.health.check({
        requestKey: null,
        signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS),
      }),
    isNeeded: () => items.some((item) => item.willResume),
    onReachable: resume,
    initialDelayMs: options.reconnectDelayMs,
    maxDelayMs: MAX_RECONNECT_DELAY_MS,
  });
  const onOnline = () => server.askNow();

  const find = (id: string) => items.find((item) => item.id === id);

  function patch(id: string, changes: Partial<UploadItem>): void {
    items = items.map((item) => (item.id === id ? { ...item, ...changes } : item));
  }

  /** Publishes the state now: for every change a person should see at once. */
  function publish(): void {
    cancelFrame?.();
    cancelFrame = undefined;
    // Every change makes a new `items`: the same one means nothing to tell.
    if (items === snapshot.items && resumedCount === snapshot.resumed) return;
    snapshot = {
      items,
      isUploading: items.some((item) => ACTIVE.has(item.status)),
      isWaitingForServer: items.some((item) => item.willResume),
      resumed: resumedCount,
    };
    for (const listener of listeners) listener();
  }

  /** Publishes on the next frame: progress from three uploads renders once a frame, not per event. */
  function publishSoon(): void {
    cancelFrame ??= scheduleFrame(() => {
      cancelFrame = undefined;
      publish();
    });
  }

  function fileField(): { name: string; schema: FileFieldSchema | undefined } {
    const collection = options.pocketkit.collection(options.collection);
    if (options.field) return { name: options.field, schema: findFileField(collection, options.field) };
    // An adapter's collection may keep no file (ImageKit's records hold its file's id): nothing
    // to check against before sending then; the adapter's storage has the last word.
    if (options.media && !findFileField(collection)) return { name: "file", schema: undefined };
    if (!collection) {
      throw new Error(
        `useUploadQueue: no schema for "${options.collection}"; pass it to createPocketkit({ schema }) or name the file field with \`field\`.`,
      );
    }
    const only = findFileField(collection);
    if (!only) {
      throw new Error(
        `useUploadQueue: "${options.collection}" has ${fileFields(collection).length} file fields; name one with \`field\`.`,
      );
    }
    return { name: only.name, schema: only };
  }

  /** Writes an accepted file's entry, with the fields `data` gives for it now. */
  function persist(item: UploadItem, fieldName: string): void {
    persisted?.accepted({
      id: item.id,
      collection: options.collection,
      field: fieldName,
      recordId: item.recordId,
      recordIdOwner: recordIdOwners.get(item.id),
      file: item.file,
      preparedFile: item.preparedFile === item.file ? undefined : item.preparedFile,
      hash: item.hash,
      duplicate: item.duplicate,
      data: recordFields(item),
      started: false,
    });
  }

  /** The record's fields besides the id and the file: prepared ones, then `data`'s; a resumed file's as stored. */
  function recordFields(item: UploadItem): Record<string, unknown> {
    const stored = item.resumed ? storedData.get(item.id) : undefined;
    return stored ?? { ...preparedFields.get(item.id), ...options.data?.(item.file) };
  }

  function accept(
    id: string,
    problem: FieldError | undefined,
    fieldName: string,
    type: string,
    inLibrary: LibraryLookup,
    sameDrop: ReadonlySet<string>,
  ): void {
    const item = find(id);
    // Removed or cancelled while it was prepared or its first bytes were read.
    if (!item || (item.status !== "checking" && item.status !== "preparing") || disposed) return;
    if (problem) {
      patch(id, {
        status: "invalid",
        error: new PocketkitError({
          kind: "validation",
          message: problem.message,
          fieldErrors: { [fieldName]: problem },
        }),
      });
      return;
    }
    admitted.add(id);
    const earlier = item.hash
      ? items.find((other) => other.id !== id && other.hash === item.hash && KEPT.has(other.status))
      : undefined;
    // A copy of a file of the same drop, or of one not yet uploaded, is the queue's duplicate even
    // when the library already answers for it: the earlier file may have been uploaded while this
    // one was being prepared, and which came first must not decide what the user is told.
    const ofQueue = earlier && (sameDrop.has(earlier.id) || earlier.status !== "done");
    // An earlier file uploaded by an earlier drop is no duplicate once the library says it has no
    // such photo any more: its record was deleted (or moved to an app's trash) since.
    const duplicate: UploadDuplicate | undefined = ofQueue
      ? { of: "queue", record: undefined, itemId: earlier.id }
      : typeof inLibrary === "object"
        ? { of: "library", record: inLibrary.record, itemId: undefined }
        : earlier && inLibrary !== "absent"
          ? { of: "queue", record: undefined, itemId: earlier.id }
          : undefined;
    patch(id, {
      status: duplicate ? "duplicate" : options.mode === "on-submit" ? "waiting" : "queued",
      duplicate,
      previewUrl: type.startsWith("image/") ? URL.createObjectURL(item.preparedFile) : undefined,
    });
    persist(find(id)!, fieldName);
  }

  /**
   * Asks `findDuplicate` about a checked file with a hash: the record (or `undefined`, for `true`)
   * when the library has it; `"absent"` when it answered that it does not; `undefined` when there
   * is no lookup or hash, and when the lookup failed, took too long or was stopped (the file is
   * then not held back).
   */
  async function lookUp(item: UploadItem): Promise<LibraryLookup> {
    const findDuplicate = options.findDuplicate;
    const current = find(item.id);
    if (!findDuplicate || !current?.hash || current.status !== "checking") return undefined;
    const controller = new AbortController();
    preparations.set(item.id, controller);
    const { signal } = controller;
    const timer = setTimeout(() => controller.abort(), DUPLICATE_LOOKUP_TIMEOUT_MS);
    try {
      // Stopped or timed out: the file goes on without waiting for a lookup that ignores `signal`.
      const stopped = new Promise<undefined>((resolve) =>
        signal.addEventListener("abort", () => resolve(undefined)),
      );
      const found = await Promise.race([
        findDuplicate({ hash: current.hash, file: current.file, item: current, signal }),
        stopped,
      ]);
      if (signal.aborted) return undefined;
      return found ? { record: found === true ? undefined : found } : "absent";
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
      if (preparations.get(item.id) === controller) preparations.delete(item.id);
    }
  }

  /** Prepares (with `prepare`) and checks files, then queues those that pass. */
  function admit(added: readonly UploadItem[]): Promise<void> {
    const field = fileField();
    // The types `prepare` turns into the field's count as taken: a refusal names them too.
    const converted = options.prepare?.accepts ?? [];
    const schema =
      field.schema?.mimeTypes?.length && converted.length > 0
        ? { ...field.schema, mimeTypes: [...field.schema.mimeTypes, ...converted] }
        : field.schema;
    // Judged from the bytes, as PocketBase judges them: notes.jpg that is text is refused
    // before a byte is sent, and a photo the browser could not name is taken. Files are queued in
    // the order they were added (of two with the same hash, the later one is the duplicate). A
    // drop's files are judged together, so that it is reported (and announced) once, except when
    // they are prepared: then each is queued once it and those before it are ready, rather than
    // after a whole drop of a hundred photos.
    const judged: (Verdict | undefined | "pending")[] = added.map(() => "pending");
    const sameDrop = new Set(added.map((item) => item.id));
    let nextToAccept = 0;
    const acceptJudged = () => {
      if (!options.prepare && judged.includes("pending")) return;
      while (nextToAccept < added.length && judged[nextToAccept] !== "pending") {
        const verdict = judged[nextToAccept++];
        if (verdict && verdict !== "pending")
          accept(verdict.item.id, verdict.problem, field.name, verdict.type, verdict.inLibrary, sameDrop);
      }
      pump();
    };
    const judge = async (item: UploadItem): Promise<Verdict | undefined> => {
      const preparation = await prepareFile(item);
      // Removed, cancelled or disposed while prepared: nothing to accept (a Retry prepares it anew).
      if (preparation === undefined) return undefined;
      if (preparation !== "ready") {
        return { item, problem: preparation.problem, type: "", inLibrary: undefined };
      }
      const file = find(item.id)?.preparedFile ?? item.file;
      let verdict: { problem: FieldError | undefined; type: string };
      if (!schema) verdict = { problem: undefined, type: file.type };
      else {
        try {
          // Loaded with the first file to check: an app pays for reading file signatures when it
          // uploads, not on every page that has a queue.
          const { checkFileContent, readFileType } = await import("../schema/file-checks");
          const [problem, evidence] = await Promise.all([checkFileContent(schema, file), readFileType(file)]);
          verdict = { problem, type: evidence.type || file.type };
        } catch {
          verdict = { problem: undefined, type: file.type };
        }
      }
      const inLibrary = verdict.problem ? undefined : await lookUp(item);
      return { item, ...verdict, inLibrary };
    };
    const check = Promise.all(
      added.map(async (item, index) => {
        judged[index] = await judge(item);
        acceptJudged();
      }),
    ).then(() => {
      checks.delete(check);
    });
    checks.add(check);
    pump();
    return check;
  }

  // Preparing decodes a whole photo (a 12-megapixel one takes about 50 MB, a HEIC a decoder's
  // worker): a few at a time, not a drop of a hundred at once. A slot let go passes straight to
  // the next file waiting for one.
  let preparingNow = 0;
  const waitingToPrepare: (() => void)[] = [];
  /**
   * A slot: `true` at once when one is free (so that the file is prepared in the same turn), else
   * a promise of the next one, `false` if `signal` aborts first (the file no longer waits).
   */
  function preparationSlot(signal: AbortSignal): true | Promise<boolean> {
    if (preparingNow < PREPARE_AT_ONCE) {
      preparingNow++;
      return true;
    }
    return new Promise((resolve) => {
      const grant = () => {
        signal.removeEventListener("abort", giveUp);
        resolve(true);
      };
      const giveUp = () => {
        waitingToPrepare.splice(waitingToPrepare.indexOf(grant), 1);
        resolve(false);
      };
      waitingToPrepare.push(grant);
      signal.addEventListener("abort", giveUp, { once: true });
    });
  }
  function releasePreparationSlot(): void {
    const next = waitingToPrepare.shift();
    if (next) next();
    else preparingNow--;
  }

  /**
   * Runs `prepare` on a `preparing` item: "ready" once the prepared file has taken its place (or
   * there was nothing to prepare), the problem that refuses it, or `undefined` when it was
   * removed, cancelled or disposed meanwhile.
   */
  async function prepareFile(item: UploadItem): Promise<"ready" | { problem: FieldError } | undefined> {
    const prepare = options.prepare;
    if (item.status !== "preparing" || !prepare) return "ready";
    const controller = new AbortController();
    preparations.set(item.id, controller);
    let prepared: PreparedFile;
    const slot = preparationSlot(controller.signal);
    let holding = slot === true ? true : await slot;
    // A file stopped while it is prepared gives its slot to the next one at once.
    const release = () => {
      if (!holding) return;
      holding = false;
      releasePreparationSlot();
    };
    controller.signal.addEventListener("abort", release, { once: true });
    try {
      if (controller.signal.aborted || disposed) return undefined;
      prepared = await prepare(item.file, { signal: controller.signal });
    } catch (caught) {
      if (controller.signal.aborted || disposed) return undefined;
      return { problem: preparationProblem(caught, item.file.name) };
    } finally {
      release();
      if (preparations.get(item.id) === controller) preparations.delete(item.id);
    }
    if (controller.signal.aborted || disposed || find(item.id)?.status !== "preparing") return undefined;
    if (prepared.fields) preparedFields.set(item.id, prepared.fields);
    patch(item.id, {
      status: "checking",
      preparedFile: prepared.file,
      hash: prepared.hash,
      total: prepared.file.size,
    });
    publish();
    return "ready";
  }

  function pump(): void {
    if (disposed) return;
    const concurrency = Math.max(1, options.concurrency ?? 3);
    let running = items.filter((item) => item.status === "uploading").length;
    for (const item of items) {
      if (running >= concurrency) break;
      if (item.status !== "queued") continue;
      start(item);
      running++;
    }
    publish();
  }

  function start(item: UploadItem): void {
    const controller = new AbortController();
    controllers.set(item.id, controller);
    patch(item.id, { status: "uploading", loaded: 0, progress: 0, error: undefined, willResume: false });
    const { name } = fileField();
    const isCurrent = () => controllers.get(item.id) === controller;
    let { recordId } = item;
    if (recordIdOwners.get(item.id) !== options.pocketkit.pb.authStore.record?.id) {
      recordId = chooseRecordId(item.id);
      patch(item.id, { recordId });
    }

    const upload = async () => {
      const fields = recordFields(item);
      const recordIdOwner = recordIdOwners.get(item.id);
      persisted?.update(item.id, { data: fields, started: true, recordId, recordIdOwner });
      const onProgress = ({ loaded, total, fraction }: UploadProgress) => {
        if (!isCurrent()) return;
        patch(item.id, { loaded, total, progress: fraction });
        publishSoon();
      };
      if (options.media) {
        return options.media.upload({
          file: item.preparedFile,
          data: { ...fields, id: recordId },
          signal: controller.signal,
          onProgress,
        });
      }
      return options.pocketkit.upload({
        collection: options.collection,
        data: { ...fields, id: recordId, [name]: item.preparedFile },
        signal: controller.signal,
        stallTimeoutMs: options.stallTimeoutMs,
        onProgress,
      });
    };

    upload().then(
      (record) => {
        if (!isCurrent()) return;
        controllers.delete(item.id);
        autoRetries.delete(item.id);
        persisted?.finished(item.id);
        patch(item.id, { status: "done", record, progress: 1 });
        const done = find(item.id);
        pump();
        if (done) options.onUploaded?.(record, done);
      },
      (caught: unknown) => {
        if (!isCurrent()) {
          // Cancelled or removed: its slot is free now.
          pump();
          return;
        }
        controllers.delete(item.id);
        const error = toPocketkitError(caught);
        const attempts = autoRetries.get(item.id) ?? 0;
        const willResume = error.kind === "network" && attempts < (options.maxAutoRetries ?? 5);
        // A refusal that names fields is final, as the check before sending is: no Retry.
        const refused = error.kind === "validation" && Object.keys(error.fieldErrors).length > 0;
        if (refused) persisted?.finished(item.id);
        patch(item.id, { status: refused ? "invalid" : "error", error, willResume });
        // A path that answers questions but drops uploads must not be hammered: each file
        // waits longer after each of its own failures.
        const initialDelay = options.reconnectDelayMs ?? 1_000;
        if (willResume) server.askLater(Math.min(initialDelay * 2 ** attempts, MAX_RECONNECT_DELAY_MS));
        pump();
      },
    );
  }

  /** The server answers again: send the files that waited for it, and any another page left. */
  function resume(): void {
    for (const item of items) {
      if (!item.willResume) continue;
      autoRetries.set(item.id, (autoRetries.get(item.id) ?? 0) + 1);
      patch(item.id, { status: "queued", willResume: false });
    }
    pump();
    persisted?.restore();
  }

  /** A file read back from storage (its persister holds its lock): into the queue, as it was. */
  function resumeFromStorage(upload: PersistedUpload): void {
    const { id } = upload;
    const preparedFile = upload.preparedFile ?? upload.file;
    recordIdOwners.set(id, upload.recordIdOwner);
    storedData.set(id, upload.data);
    admitted.add(id);
    const resumedItem: UploadItem = {
      id,
      recordId: upload.recordId,
      file: upload.file,
      preparedFile,
      hash: upload.hash,
      duplicate: upload.duplicate,
      resumed: true,
      previewUrl: preparedFile.type.startsWith("image/") ? URL.createObjectURL(preparedFile) : undefined,
      status: upload.duplicate
        ? "duplicate"
        : options.mode === "on-submit" && !upload.started
          ? "waiting"
          : "queued",
      loaded: 0,
      total: preparedFile.size,
      progress: 0,
      error: undefined,
      record: undefined,
      willResume: false,
    };
    // Locks and reads finish in any order: each file goes before the first resumed one added after it.
    addedAt.set(id, upload.addedAt);
    const later = items.findIndex((item) => item.resumed && (addedAt.get(item.id) ?? 0) > upload.addedAt);
    items =
      later === -1 ? [...items, resumedItem] : [...items.slice(0, later), resumedItem, ...items.slice(later)];
    if (!upload.duplicate) resumedCount++;
    pump();
  }

  /** The files held for `submit()` (on-submit mode) join the line. */
  function sendWaiting(): void {
    for (const item of items) if (item.status === "waiting") patch(item.id, { status: "queued" });
    pump();
  }

  function stop(id: string): void {
    const controller = controllers.get(id);
    controllers.delete(id);
    controller?.abort();
    const preparation = preparations.get(id);
    preparations.delete(id);
    preparation?.abort();
  }

  function forget(item: UploadItem): void {
    stop(item.id);
    autoRetries.delete(item.id);
    recordIdOwners.delete(item.id);
    admitted.delete(item.id);
    preparedFields.delete(item.id);
    storedData.delete(item.id);
    addedAt.delete(item.id);
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
  }

  const store: UploadQueueStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    add(files) {
      if (disposed) return Promise.resolve([]);
      // Throws, when the file field cannot be known, before any file joins the queue.
      fileField();
      const added: UploadItem[] = Array.from(files, (file) => {
        const id = newRecordId();
        return {
          id,
          recordId: chooseRecordId(id),
          file,
          preparedFile: file,
          hash: undefined,
          duplicate: undefined,
          resumed: false,
          previewUrl: undefined,
          status: options.prepare ? "preparing" : "checking",
          loaded: 0,
          total: file.size,
          progress: 0,
          error: undefined,
          record: undefined,
          willResume: false,
        };
      });
      items = [...items, ...added];
      return admit(added).then(() =>
        added.map((item) => find(item.id)).filter((item): item is UploadItem => item !== undefined),
      );
    },

    remove(id) {
      const item = find(id);
      if (!item) return;
      forget(item);
      persisted?.finished(id);
      items = items.filter((other) => other.id !== id);
      pump();
    },

    cancel(id) {
      const item = find(id);
      if (!item || ["invalid", "done", "cancelled", "duplicate"].includes(item.status)) return;
      stop(id);
      autoRetries.delete(id);
      // A cancelled file is not resumed by a later page; Retry writes it again.
      persisted?.finished(id);
      patch(id, { status: "cancelled", error: undefined, willResume: false });
      pump();
    },

    retry(id) {
      const again = items.filter((item) =>
        id === undefined
          ? item.status === "error"
          : item.id === id && (item.status === "error" || item.status === "cancelled"),
      );
      const unchecked: UploadItem[] = [];
      for (const item of again) {
        autoRetries.delete(item.id);
        // Cancelled before it was prepared and checked: that happens again first.
        if (!admitted.has(item.id)) {
          patch(item.id, {
            status: options.prepare && item.preparedFile === item.file ? "preparing" : "checking",
            error: undefined,
          });
          unchecked.push(find(item.id)!);
          continue;
        }
        patch(item.id, {
          status: "queued",
          error: undefined,
          willResume: false,
          loaded: 0,
          progress: 0,
          // A cancel after the whole body was sent may still be undoing a record with the old
          // id; a new one keeps this attempt clear of that.
          recordId: item.status === "cancelled" ? chooseRecordId(item.id) : item.recordId,
        });
        if (item.status === "cancelled") persist(find(item.id)!, fileField().name);
      }
      if (unchecked.length > 0) void admit(unchecked);
      pump();
    },

    uploadAnyway(id) {
      const item = find(id);
      if (!item || item.status !== "duplicate" || disposed) return;
      patch(id, { status: options.mode === "on-submit" ? "waiting" : "queued", duplicate: undefined });
      // A reload from now on sends it rather than asking again.
      persisted?.update(id, { duplicate: undefined });
      pump();
    },

    skip(id) {
      if (find(id)?.status === "duplicate") store.remove(id);
    },

    skipDuplicates() {
      const skipped = items.filter((item) => item.status === "duplicate");
      if (skipped.length === 0) return;
      for (const item of skipped) {
        forget(item);
        persisted?.finished(item.id);
      }
      items = items.filter((item) => item.status !== "duplicate");
      pump();
    },

    async submit() {
      await Promise.all([...checks]);
      sendWaiting();
      const settled = () => disposed || !items.some((item) => ACTIVE.has(item.status));
      if (!settled()) {
        await new Promise<void>((resolve) => {
          const stopWatching = store.subscribe(() => {
            if (!settled()) return;
            stopWatching();
            resolve();
          });
        });
      }
      return {
        records: items.flatMap((item) => (item.record ? [item.record] : [])),
        failed: items.filter((item) => item.status !== "done"),
      };
    },

    clear() {
      for (const item of items) {
        forget(item);
        persisted?.finished(item.id);
      }
      items = [];
      resumedCount = 0;
      publish();
    },

    setOptions(changes) {
      const previous = options;
      options = { ...options, ...changes, persist: previous.persist };
      if (options.reconnectDelayMs !== previous.reconnectDelayMs) {
        server.setInitialDelay(options.reconnectDelayMs ?? 1_000);
      }
      if (previous.mode === "on-submit" && options.mode !== "on-submit") {
        sendWaiting();
      }
      if (options.concurrency !== previous.concurrency || items !== snapshot.items) pump();
    },

    retain() {
      holders++;
      if (!stopListening && typeof window !== "undefined") {
        window.addEventListener("online", onOnline);
        stopListening = () => window.removeEventListener("online", onOnline);
      }
      if (holders === 1) persisted?.restore();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        queueMicrotask(() => {
          if (holders === 0) store.dispose();
        });
      };
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      // An upload stopped here, its bytes on the way, may still make its record, which the
      // upload then deletes (a cancel saves nothing): a later queue in this page must not send
      // the file under that id, or the deletion would take its record.
      for (const item of items) {
        if (item.status === "uploading") {
          persisted?.update(item.id, { recordId: newRecordId(recordIdOwners.get(item.id)) });
        }
      }
      for (const item of items) forget(item);
      server.dispose();
      cancelFrame?.();
      stopListening?.();
      stopListening = undefined;
      // The entries stay for a later page; this one lets go of them once its writes are done.
      persisted?.close();
      // Nothing changes for a screen any more, but a pending submit() learns that it has ended.
      for (const listener of listeners) listener();
    },
  };
  return store;
}

/** A preparation's failure said as a refusal of the file (see `PrepareFile`). */
function preparationProblem(caught: unknown, name: string): FieldError {
  if (caught instanceof FilePreparationError) return caught.problem;
  return {
    code: "validation_file_unreadable",
    message: `${name} can't be read as an image.`,
    params: { name },
  };
}
