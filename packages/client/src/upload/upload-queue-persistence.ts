// Where a persisted upload queue keeps its files between page loads: one IndexedDB database for
// every queue of the origin, its entries told apart by the queue's key. Raw IndexedDB (a few
// requests wrapped in promises) rather than a wrapper library: the queue needs five operations.
import { ENTRIES, FILES, openDatabase, request } from "./upload-queue-database";
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
 * for browsers; an app may bring another storage with the same operations, and
 * `attach: (queue) => persistedQueueSession(itself, queue)` for the bookkeeping.
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
  /** Starts keeping one queue's files (the queue calls it once, when it is made). */
  attach(queue: PersistedQueueHost): PersistedQueueSession;
}

/** What a queue tells its persister about itself. */
export interface PersistedQueueHost {
  readonly collection: string;
  /** The queue has this file already, or is gone: nothing to resume. */
  has(id: string): boolean;
  /** Puts a file read back from storage into the queue. */
  resume(upload: PersistedUpload): void;
}

/**
 * One queue's files in storage: written when accepted, changed as they go, deleted when finished
 * with, held with a lock while this page has them, and read back by `restore()`.
 */
export interface PersistedQueueSession {
  /** An accepted file: written, and held by this page until `finished`. */
  accepted(upload: Omit<PersistedUpload, "queue" | "addedAt">): void;
  update(id: string, changes: Partial<Omit<PersistedUploadEntry, "id" | "queue">>): void;
  /** This page is done with the file: its entry goes (unless `keepEntry`), its lock is let go. */
  finished(id: string, keepEntry?: boolean): void;
  /** Resumes each entry left by a reload, a crash or a closed tab, or by a page that went away. */
  restore(): void;
  /** The queue is gone: its entries stay for a later page, its locks go once its writes are done. */
  close(): void;
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
  const persister: UploadQueuePersister = {
    key,
    ...openUploadQueuePersistence(key),
    withLock,
    keep: askForPersistentStorage,
    attach: (queue) => persistedQueueSession(persister, queue),
  };
  return persister;
}

/**
 * A queue's bookkeeping with any persister. Writes go one after another, in the order they were
 * asked for (a file done before its entry was written is deleted after it is written, not
 * before); a failed write leaves the queue working in memory.
 */
export function persistedQueueSession(
  persister: UploadQueuePersister,
  queue: PersistedQueueHost,
): PersistedQueueSession {
  let writes: Promise<unknown> = Promise.resolve();
  const write = (operation: () => Promise<unknown>) => {
    writes = writes.then(operation).catch(() => undefined);
  };
  // The locks this page holds (a file it sends) or waits for (a file another page may send).
  const held = new Map<string, () => void>();
  const wanted = new Set<string>();
  const locks = new AbortController();
  const lockName = (id: string) => `pocketkit-upload-queue:${persister.key}:${id}`;
  let restoring = false;
  let kept = false;
  // Strictly increasing, so that the files of one drop (added within a millisecond) keep their order.
  let lastAddedAt = 0;

  function hold(id: string, until: Promise<void>): void {
    void persister.withLock(lockName(id), locks.signal, () => until);
  }

  /** Holding an entry's lock: resumes it if it is still there, and holds on until it is finished with. */
  async function takeOver(id: string): Promise<void> {
    wanted.delete(id);
    if (queue.has(id)) return;
    const upload = await persister.get(id).catch(() => undefined);
    if (!upload || queue.has(id)) return;
    const finished = new Promise<void>((resolve) => held.set(id, resolve));
    queue.resume(upload);
    await finished;
  }

  return {
    accepted(entry) {
      if (!held.has(entry.id)) {
        hold(entry.id, new Promise<void>((resolve) => held.set(entry.id, resolve)));
      }
      lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
      const upload: PersistedUpload = { ...entry, queue: persister.key, addedAt: lastAddedAt };
      write(() => persister.put(upload));
    },

    update(id, changes) {
      write(() => persister.update(id, changes));
    },

    finished(id, keepEntry = false) {
      if (!keepEntry) write(() => persister.delete(id));
      const release = held.get(id);
      held.delete(id);
      // After the delete is written: a page waiting for the lock then finds nothing to resume.
      if (release) void writes.then(release);
    },

    restore() {
      if (!kept) persister.keep();
      kept = true;
      if (restoring || locks.signal.aborted) return;
      restoring = true;
      void persister
        .list()
        .catch(() => [])
        .then((entries) => {
          restoring = false;
          // Stored by id, which is random: they are resumed, and shown, in the order they were added.
          entries.sort((first, second) => first.addedAt - second.addedAt);
          for (const entry of entries) {
            if (entry.collection !== queue.collection || queue.has(entry.id)) continue;
            if (wanted.has(entry.id) || held.has(entry.id)) continue;
            wanted.add(entry.id);
            void persister.withLock(lockName(entry.id), locks.signal, () => takeOver(entry.id));
          }
        });
    },

    close() {
      locks.abort();
      const releases = [...held.values()];
      held.clear();
      void writes.then(() => {
        for (const release of releases) release();
        persister.close();
      });
    },
  };
}

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
