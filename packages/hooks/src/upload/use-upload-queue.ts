import {
  createUploadQueueStore,
  type UploadItem,
  type UploadQueueOptions,
  type UploadQueueResult,
  type UploadQueueSnapshot,
  type UploadQueueStore,
} from "@pocketkit/client";
import { useQueryClient } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { useMedia } from "../media/media-context";
import { usePocketkit } from "../provider/context";
import type { CollectionName } from "../register";

/** The store's options (`UploadQueueOptions` in `@pocketkit/client`), with the collection typed. */
export interface UseUploadQueueOptions extends Omit<UploadQueueOptions, "pocketkit" | "collection"> {
  /** The collection each file becomes a record of. Read once, when the queue is made. */
  collection: CollectionName;
  /**
   * Keeps the queue (in IndexedDB with `createIndexedDbUploadPersister(key)` from
   * `@pocketkit/client`), so that a reload, a crash or a closed tab loses nothing: the next page
   * with the same key resumes the unfinished files (same record ids, so nothing is uploaded twice)
   * and `resumed` counts them. Read once, when the queue is made. See `UploadQueueOptions.persist`.
   *
   * @example persist: createIndexedDbUploadPersister(`gallery-uploads:${user.id}`)
   */
  persist?: UploadQueueOptions["persist"];
  /**
   * Where the files are stored (see `UploadQueueOptions.media`).
   * @default the collection's adapter from the nearest `MediaProvider`, else its file field
   */
  media?: UploadQueueOptions["media"];
  /** Called with each record made (the collection's cached lists are refetched as well). */
  onUploaded?: (record: RecordModel, item: UploadItem) => void;
}

export interface UseUploadQueueResult extends UploadQueueSnapshot {
  /**
   * Adds files (from an `<input type="file">`, a drop or a paste). Each is checked before a byte
   * is sent; one the server would refuse stays in `items` as `invalid`, its `error.message` the
   * sentence to show ("beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF).").
   *
   * @throws Error when the file field cannot be known (no schema and no `field`).
   */
  add: UploadQueueStore["add"];
  /** Stops the file's upload if it runs, revokes its preview URL and drops it. */
  remove: UploadQueueStore["remove"];
  /** Stops the file's upload; nothing is saved; it stays in the list, `cancelled`, to retry. */
  cancel: UploadQueueStore["cancel"];
  /** Sends a failed or cancelled file again (with the session as it is now), or every failed one. */
  retry: UploadQueueStore["retry"];
  /** Sends a `duplicate` file after all ("Upload anyway"). See `UploadQueueOptions.findDuplicate`. */
  uploadAnyway: UploadQueueStore["uploadAnyway"];
  /** Drops a `duplicate` file ("Skip"); does nothing to a file in any other state. */
  skip: UploadQueueStore["skip"];
  /** Drops every `duplicate` file ("Skip all duplicates"). */
  skipDuplicates: UploadQueueStore["skipDuplicates"];
  /** Sends the waiting files (`on-submit` mode); resolves once nothing is being sent. */
  submit: () => Promise<UploadQueueResult>;
  /** Drops every file, stopping uploads that run. */
  clear: () => void;
}

/**
 * A queue of file uploads, each file one record: a few at a time, per-file progress, cancel,
 * retry, checks before any byte is sent, previews, and uploads that resume when the server is
 * reachable again. Unmounting stops the uploads that run and revokes the preview URLs. With
 * `persist`, the queue outlives the page: a reload resumes it, and `resumed` says how many files
 * came back ("3 uploads resumed").
 *
 * @example
 * const { items, add, cancel, retry } = useUploadQueue({
 *   collection: "images",
 *   data: () => ({ owner: user.id }),
 *   persist: createIndexedDbUploadPersister(`gallery-uploads:${user.id}`),
 * });
 * <input type="file" multiple onChange={(event) => add(event.currentTarget.files ?? [])} />
 * {items.map((item) => <UploadRow key={item.id} item={item} onCancel={() => cancel(item.id)} />)}
 */
export function useUploadQueue(options: UseUploadQueueOptions): UseUploadQueueResult {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const {
    collection,
    field,
    data,
    prepare,
    findDuplicate,
    concurrency,
    mode,
    stallTimeoutMs,
    reconnectDelayMs,
    maxAutoRetries,
    persist,
  } = options;
  const { onUploaded } = options;
  // The collection's adapter from a MediaProvider, unless one is given.
  const contextMedia = useMedia(collection);
  const settings = {
    media: options.media ?? contextMedia,
    field,
    data,
    prepare,
    findDuplicate,
    concurrency,
    mode,
    stallTimeoutMs,
    reconnectDelayMs,
    maxAutoRetries,
    onUploaded: (record: RecordModel, item: UploadItem) => {
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === "pocketkit" &&
          query.queryKey[1] === collection &&
          ["list", "infinite", "full"].includes(String(query.queryKey[2])),
      });
      onUploaded?.(record, item);
    },
  };
  // Made with the first options, so that a file added before any effect has run is treated by them.
  // With `persist`, nothing is read back until the effect below retains the store: the copy
  // StrictMode makes and drops never takes a file.
  const [store] = useState(() => createUploadQueueStore({ ...settings, pocketkit, collection, persist }));
  useEffect(() => store.setOptions(settings));
  useEffect(() => store.retain(), [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      add: store.add,
      remove: store.remove,
      cancel: store.cancel,
      retry: store.retry,
      uploadAnyway: store.uploadAnyway,
      skip: store.skip,
      skipDuplicates: store.skipDuplicates,
      submit: store.submit,
      clear: store.clear,
    }),
    [snapshot, store],
  );
}
