// The IndexedDB database every persisted upload queue of an origin shares: its names, opening it,
// and the one question a page asks before it loads a queue at all.

const DATABASE = "pocketkit-upload-queue";
export const ENTRIES = "entries";
export const FILES = "files";

/**
 * Whether the queue named `key` (`createIndexedDbUploadPersister(key)`) has uploads left from an
 * earlier page: a reload, a crash, a closed tab. For an app that loads its upload queue on demand
 * and must load it at once to resume them. False where IndexedDB is missing or fails.
 *
 * @example
 * if (await hasPersistedUploads(`gallery-uploads:${user.id}`)) loadUploader();
 */
export async function hasPersistedUploads(key: string): Promise<boolean> {
  let db: IDBDatabase;
  try {
    db = await openDatabase();
  } catch {
    return false;
  }
  try {
    const index = db.transaction(ENTRIES, "readonly").objectStore(ENTRIES).index("queue");
    return (await request<number>(index.count(key))) > 0;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

export function openDatabase(): Promise<IDBDatabase> {
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

export function request<T>(pending: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result as T);
    pending.onerror = () => reject(pending.error ?? new Error("IndexedDB request failed"));
  });
}
