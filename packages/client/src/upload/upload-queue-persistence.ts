// Where a persisted upload queue keeps its files between page loads: one IndexedDB database for
// every queue of the origin, its entries told apart by the queue's key. Raw IndexedDB (a few
// requests wrapped in promises) rather than a wrapper library: the queue needs five operations.
import type { UploadDuplicate } from "./upload-queue-store";

/** One file of a persisted queue, as it is kept until it is uploaded, removed or cancelled. */
export interface PersistedUpload {
  /** The queue item's id (the same after a reload). */
  readonly id: string;
  /** The queue's key (its persister's). */
  readonly queue: string;
  readonly collection: string;
  readonly field: string;
  /** The id the record is created with; the same after a reload, so nothing is uploaded twice. */
  readonly recordId: string;
  /** Who was signed in when `recordId` was chosen (ids are bound to their owner). */
  readonly recordIdOwner: string | undefined;
  /** The file as added (for its name). */
  readonly file: File;
  /** What `prepare` made of it, when that differs from `file`. */
  readonly preparedFile: File | undefined;
  readonly hash: string | undefined;
  /**
   * Set while the file is a duplicate waiting for an answer: a later page reads it back as
   * `duplicate` and asks again, rather than sending it.
   */
  readonly duplicate?: UploadDuplicate | undefined;
  /** The record's other fields, as they were computed for it (see `UploadQueueOptions.persist`). */
  readonly data: Record<string, unknown>;
  /** Its upload had started (an `on-submit` queue's file that had not waits for `submit()` again). */
  readonly started: boolean;
  readonly addedAt: number;
}

/** What a queue's entry holds besides its files, read without reading them. */
export type PersistedUploadEntry = Omit<PersistedUpload, "file" | "preparedFile">;

export interface UploadQueuePersistence {
  /** This queue's entries, oldest first, without their files. */
  list(): Promise<PersistedUploadEntry[]>;
  /** One entry with its files, or `undefined` once it is gone. */
  get(id: string): Promise<PersistedUpload | undefined>;
  put(upload: PersistedUpload): Promise<void>;
  /** Changes an entry's fields, not its files (which stay where they are). */
  update(id: string, changes: Partial<Omit<PersistedUploadEntry, "id" | "queue">>): Promise<void>;
  delete(id: string): Promise<void>;
  close(): void;
}

/**
 * Where a persisted upload queue keeps its files between page loads: `persist` of
 * `createUploadQueueStore` and `useUploadQueue`. `createIndexedDbUploadPersister` makes the one
 * for browsers; an app may bring another storage with the same operations.
 */
export interface UploadQueuePersister extends UploadQueuePersistence {
  /**
   * Names the queue's entries; a queue made with the same key on a later load resumes what is
   * left. Include whatever must keep queues apart: the signed-in user's id, so that someone else
   * signing in on the same browser never sends another person's files.
   */
  readonly key: string;
  /**
   * Runs `work` while holding the lock `name` across the origin's tabs (waiting while another
   * tab holds it), so that two tabs never send the same file. Never rejects for the lock's sake.
   */
  withLock(name: string, signal: AbortSignal, work: () => Promise<void>): Promise<void>;
  /** Asks the browser, once, to keep the storage under pressure; the queue works either way. */
  keep(): void;
}

/**
 * The persister of browsers: the queue named `key` in IndexedDB (one database for every queue of
 * the origin), Web Locks between tabs, and `navigator.storage.persist()` asked for. Nothing is
 * opened until the queue first needs it; where IndexedDB is missing or fails (a private window, a
 * full disk) every operation rejects and the queue goes on in memory. Imported only by apps that
 * persist, so that an upload screen without it does not carry it.
 *
 * @example
 * useUploadQueue({ collection: "images", persist: createIndexedDbUploadPersister(`gallery-uploads:${user.id}`) });
 */
export function createIndexedDbUploadPersister(key: string): UploadQueuePersister {
  return { key, ...openUploadQueuePersistence(key), withLock, keep: askForPersistentStorage };
}

const DATABASE = "pocketkit-upload-queue";
const ENTRIES = "entries";
const FILES = "files";

/**
 * Opens the store of the queue named `key`. Nothing is opened until the first operation; when
 * IndexedDB is missing or fails (a private window, a full disk, a blocked upgrade), every
 * operation rejects and the queue goes on in memory.
 */
function openUploadQueuePersistence(key: string): UploadQueuePersistence {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => (opened ??= openDatabase());

  async function run<T>(
    stores: string[],
    mode: IDBTransactionMode,
    work: (transaction: IDBTransaction) => Promise<T> | T,
  ): Promise<T> {
    const transaction = (await database()).transaction(stores, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
    try {
      const result = await work(transaction);
      await done;
      return result;
    } catch (error) {
      // A request that threw (a value that cannot be cloned) leaves the transaction open.
      try {
        transaction.abort();
      } catch {
        // Already finished.
      }
      void done.catch(() => undefined);
      throw error;
    }
  }

  return {
    list: () =>
      run([ENTRIES], "readonly", async (transaction) => {
        const index = transaction.objectStore(ENTRIES).index("queue");
        const entries = await request<PersistedUploadEntry[]>(index.getAll(key));
        return entries.sort((first, second) => first.addedAt - second.addedAt);
      }),

    get: (id) =>
      run([ENTRIES, FILES], "readonly", async (transaction) => {
        const [entry, files] = await Promise.all([
          request<PersistedUploadEntry | undefined>(transaction.objectStore(ENTRIES).get(id)),
          request<{ file: File; preparedFile?: File } | undefined>(transaction.objectStore(FILES).get(id)),
        ]);
        if (!entry || !files || entry.queue !== key) return undefined;
        return { ...entry, file: files.file, preparedFile: files.preparedFile };
      }),

    put: ({ file, preparedFile, ...entry }) =>
      run([ENTRIES, FILES], "readwrite", (transaction) => {
        transaction.objectStore(FILES).put({ id: entry.id, file, preparedFile });
        transaction.objectStore(ENTRIES).put(entry);
      }),

    update: (id, changes) =>
      run([ENTRIES], "readwrite", async (transaction) => {
        const entries = transaction.objectStore(ENTRIES);
        const entry = await request<PersistedUploadEntry | undefined>(entries.get(id));
        if (entry) entries.put({ ...entry, ...changes });
      }),

    delete: (id) =>
      run([ENTRIES, FILES], "readwrite", (transaction) => {
        transaction.objectStore(ENTRIES).delete(id);
        transaction.objectStore(FILES).delete(id);
      }),

    close() {
      // A queue made again with the same persister (React StrictMode's second mount) opens anew.
      const closing = opened;
      opened = undefined;
      void closing?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      db.createObjectStore(ENTRIES, { keyPath: "id" }).createIndex("queue", "queue");
      // Files apart from the entries, so that changing an entry does not write its bytes again.
      db.createObjectStore(FILES, { keyPath: "id" });
    };
    opening.onsuccess = () => {
      const db = opening.result;
      // Another page wants a newer version: let it have the database rather than block it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    opening.onerror = () => reject(opening.error ?? new Error("IndexedDB could not be opened"));
    opening.onblocked = () => reject(new Error("IndexedDB is blocked by another page"));
  });
}

function request<T>(pending: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result as T);
    pending.onerror = () => reject(pending.error ?? new Error("IndexedDB request failed"));
  });
}

/**
 * Runs `work` while holding the Web Lock `name` (waiting for it while another page holds it), so
 * that two tabs never send the same persisted file; the lock is let go when `work` settles or
 * the page goes away. Where Web Locks are missing, `work` just runs.
 */
function withLock(name: string, signal: AbortSignal, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(name, { signal }, work).then(
    () => undefined,
    () => undefined,
  );
}

let persistenceAsked = false;

/**
 * Asks once per page that the origin's storage be kept under storage pressure (the browser may
 * grant it silently, ask the person, or refuse: the queue works either way).
 */
function askForPersistentStorage(): void {
  if (persistenceAsked || typeof navigator === "undefined") return;
  persistenceAsked = true;
  void navigator.storage?.persist?.().catch(() => undefined);
}
