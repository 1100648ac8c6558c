import type { RecordModel } from "pocketbase";

import type { Pocketkit } from "../create-pocketkit";
import { PocketkitError, type FieldError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";
import { scheduleFrame } from "../realtime/frame-scheduler";
import { checkFileContent, readFileType } from "../schema/file-checks";
import { fileFields, findFileField } from "../schema/file-fields";
import type { FileFieldSchema } from "../schema/types";
import { newRecordId } from "./record-id";
import { watchServerReachability } from "./server-reachability";

/**
 * Where a file is in the queue:
 * - `checking`: its type is being read from its first bytes (the browser did not know it);
 * - `invalid`: refused, before a byte was sent or by the server for the record's fields
 *   (`error` says why, in the field's words); final: the same file would be refused again;
 * - `waiting`: in `on-submit` mode, held until `submit()`;
 * - `queued`, `uploading`, `done`;
 * - `error`: the upload failed (`error`); it can be retried, and when the server was out of
 *   reach (no answer, or a gateway's 502, 503 or 504: `error.kind === "network"`) the queue
 *   sends it again by itself once the server answers (`willResume`);
 * - `cancelled`: stopped by `cancel()`; nothing was saved; it can be retried.
 */
export type UploadItemStatus =
  "checking" | "invalid" | "waiting" | "queued" | "uploading" | "done" | "error" | "cancelled";

export interface UploadItem {
  /** This item's key in the queue (stable: use it as a React key and to cancel, retry or remove). */
  readonly id: string;
  /**
   * The id the record is created with, chosen before sending so that sending again can never
   * make a second record. A new one is chosen only when a cancelled file is retried.
   */
  readonly recordId: string;
  readonly file: File;
  /** An object URL for an `<img>` preview of an accepted image; revoked on remove and on unmount. */
  readonly previewUrl: string | undefined;
  readonly status: UploadItemStatus;
  /** Bytes sent so far, of `total` (the whole multipart body once sending has started). */
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
   * Sends the files that wait (`on-submit` mode) and resolves once nothing is being sent: with
   * every record the queue has made and every file that is not uploaded (refused, failed or
   * cancelled; a file that failed for want of a connection may still resume later).
   */
  submit(): Promise<UploadQueueResult>;
  /** Removes every file, stopping uploads that run. */
  clear(): void;
  /** Changes options for what happens from now on (uploads that run keep theirs). */
  setOptions(options: Partial<Omit<UploadQueueOptions, "pocketkit" | "collection">>): void;
  /**
   * Starts listening for the browser's `online` event. Reference-counted; when the last holder
   * lets go, the store is disposed (after a microtask, so that React StrictMode's immediate
   * unmount and remount keep it).
   */
  retain(): () => void;
  /** Stops every upload, revokes every preview URL, and stops all timers and listeners. */
  dispose(): void;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
// A health check that hangs (a black-holed connection) must not keep the queue from asking again.
const HEALTH_CHECK_TIMEOUT_MS = 10_000;
const ACTIVE: ReadonlySet<UploadItemStatus> = new Set(["checking", "queued", "uploading"]);

/**
 * The headless upload queue: many files, a few at a time, each with progress, cancel and retry,
 * checked before sending, resumed when the server is back. `useUploadQueue` reads it with
 * `useSyncExternalStore`; anything else can too.
 *
 * @example
 * const queue = createUploadQueueStore({ pocketkit, collection: "images", data: () => ({ owner }) });
 * queue.subscribe(() => render(queue.getSnapshot().items));
 * await queue.add(input.files!);
 */
export function createUploadQueueStore(initialOptions: UploadQueueOptions): UploadQueueStore {
  let options = { ...initialOptions };
  let items: UploadItem[] = [];
  let snapshot: UploadQueueSnapshot = { items, isUploading: false, isWaitingForServer: false };
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  const autoRetries = new Map<string, number>();
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
    if (items === snapshot.items) return;
    snapshot = {
      items,
      isUploading: items.some((item) => ACTIVE.has(item.status)),
      isWaitingForServer: items.some((item) => item.willResume),
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

  function accept(id: string, problem: FieldError | undefined, fieldName: string, type: string): void {
    const item = find(id);
    // Removed or cancelled while its first bytes were read.
    if (!item || item.status !== "checking" || disposed) return;
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
    patch(id, {
      status: options.mode === "on-submit" ? "waiting" : "queued",
      previewUrl: type.startsWith("image/") ? URL.createObjectURL(item.file) : undefined,
    });
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
      const fields = options.data?.(item.file) ?? {};
      return options.pocketkit.upload({
        collection: options.collection,
        data: { ...fields, id: recordId, [name]: item.file },
        signal: controller.signal,
        stallTimeoutMs: options.stallTimeoutMs,
        onProgress: ({ loaded, total, fraction }) => {
          if (!isCurrent()) return;
          patch(item.id, { loaded, total, progress: fraction });
          publishSoon();
        },
      });
    };

    upload().then(
      (record) => {
        if (!isCurrent()) return;
        controllers.delete(item.id);
        autoRetries.delete(item.id);
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
        patch(item.id, { status: refused ? "invalid" : "error", error, willResume });
        // A path that answers questions but drops uploads must not be hammered: each file
        // waits longer after each of its own failures.
        const initialDelay = options.reconnectDelayMs ?? 1_000;
        if (willResume) server.askLater(Math.min(initialDelay * 2 ** attempts, MAX_RECONNECT_DELAY_MS));
        pump();
      },
    );
  }

  /** The server answers again: send the files that waited for it. */
  function resume(): void {
    for (const item of items) {
      if (!item.willResume) continue;
      autoRetries.set(item.id, (autoRetries.get(item.id) ?? 0) + 1);
      patch(item.id, { status: "queued", willResume: false });
    }
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
  }

  function forget(item: UploadItem): void {
    stop(item.id);
    autoRetries.delete(item.id);
    recordIdOwners.delete(item.id);
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
      const field = fileField();
      const added: UploadItem[] = Array.from(files, (file) => {
        const id = newRecordId();
        return {
          id,
          recordId: chooseRecordId(id),
          file,
          previewUrl: undefined,
          status: "checking",
          loaded: 0,
          total: file.size,
          progress: 0,
          error: undefined,
          record: undefined,
          willResume: false,
        };
      });
      items = [...items, ...added];
      const schema = field.schema;
      // Judged from the bytes, as PocketBase judges them: notes.jpg that is text is refused
      // before a byte is sent, and a photo the browser could not name is taken. The files of one
      // add() are judged together, so that a drop is reported (and announced) once.
      const check = Promise.all(
        added.map(async (item) => {
          if (!schema) return { item, problem: undefined, type: item.file.type };
          try {
            const [problem, evidence] = await Promise.all([
              checkFileContent(schema, item.file),
              readFileType(item.file),
            ]);
            return { item, problem, type: evidence.type || item.file.type };
          } catch {
            return { item, problem: undefined, type: item.file.type };
          }
        }),
      ).then((judged) => {
        checks.delete(check);
        for (const { item, problem, type } of judged) accept(item.id, problem, field.name, type);
        pump();
      });
      checks.add(check);
      pump();
      return check.then(() =>
        added.map((item) => find(item.id)).filter((item): item is UploadItem => item !== undefined),
      );
    },

    remove(id) {
      const item = find(id);
      if (!item) return;
      forget(item);
      items = items.filter((other) => other.id !== id);
      pump();
    },

    cancel(id) {
      const item = find(id);
      if (!item || ["invalid", "done", "cancelled"].includes(item.status)) return;
      stop(id);
      autoRetries.delete(id);
      patch(id, { status: "cancelled", error: undefined, willResume: false });
      pump();
    },

    retry(id) {
      const again = items.filter((item) =>
        id === undefined
          ? item.status === "error"
          : item.id === id && (item.status === "error" || item.status === "cancelled"),
      );
      for (const item of again) {
        autoRetries.delete(item.id);
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
      }
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
      for (const item of items) forget(item);
      items = [];
      publish();
    },

    setOptions(changes) {
      const previous = options;
      options = { ...options, ...changes };
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
      for (const item of items) forget(item);
      server.dispose();
      cancelFrame?.();
      stopListening?.();
      stopListening = undefined;
      // Nothing changes for a screen any more, but a pending submit() learns that it has ended.
      for (const listener of listeners) listener();
    },
  };
  return store;
}
