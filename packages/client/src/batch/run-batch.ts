import type PocketBase from "pocketbase";
import { ClientResponseError, type RecordModel } from "pocketbase";

import type { PocketkitError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";

export type BatchItem =
  | { action: "create"; collection: string; data: Record<string, unknown> }
  | { action: "update"; collection: string; id: string; data: Record<string, unknown> }
  | { action: "upsert"; collection: string; data: Record<string, unknown> }
  | { action: "delete"; collection: string; id: string };

export type BatchOutcome =
  | { item: BatchItem; status: "ok"; record?: RecordModel }
  | { item: BatchItem; status: "failed"; error: PocketkitError };

export interface RunBatchOptions {
  /**
   * Items per batch request. @default the server's `batch.maxRequests` when the client is a
   * superuser who can read it, else 50 (PocketBase's default); halved when the server says a
   * batch is too long.
   */
  chunkSize?: number;
  /** Single requests at a time when the batch API is off. @default 4 */
  concurrency?: number;
  /** Called as items settle, with how many have and how many there are. */
  onProgress?: (settled: number, total: number) => void;
  signal?: AbortSignal;
}

/** What a client has learnt of its server's batch API: off, or on with at most this many requests. */
type BatchSupport = { enabled: false } | { enabled: true; maxRequests: number };
const learnt = new WeakMap<PocketBase, BatchSupport>();

const DEFAULT_CHUNK_SIZE = 50;
const DEFAULT_CONCURRENCY = 4;

/**
 * Runs many writes and reports each item's outcome, in order. Through PocketBase's batch API
 * where it is on: a batch is one transaction, so one bad item would undo the rest, and the item
 * the server names is set aside as failed while the others are sent again. Where it is off (a
 * stock PocketBase answers 403 "Batch requests are not allowed."), through single requests, a
 * few at a time, with the same outcomes; the client remembers that and asks no more batches.
 *
 * @example
 * const outcomes = await runBatch(pocketkit.pb, ids.map((id) => ({ action: "delete", collection: "images", id })));
 * const failed = outcomes.filter((outcome) => outcome.status === "failed");
 */
export async function runBatch(
  pb: PocketBase,
  items: BatchItem[],
  options: RunBatchOptions = {},
): Promise<BatchOutcome[]> {
  const outcomes = new Map<BatchItem, BatchOutcome>();
  const settle = (outcome: BatchOutcome) => {
    outcomes.set(outcome.item, outcome);
    options.onProgress?.(outcomes.size, items.length);
  };
  let support = learnt.get(pb) ?? (await readSupport(pb));
  let chunkSize = options.chunkSize ?? (support?.enabled ? support.maxRequests : DEFAULT_CHUNK_SIZE);

  let start = 0;
  while (start < items.length && support?.enabled !== false) {
    const chunk = items.slice(start, start + chunkSize);
    const result = await sendChunk(pb, chunk, options.signal, settle);
    if (result === "batch-off") {
      support = { enabled: false };
      learnt.set(pb, support);
    } else if (result === "too-long" && chunkSize > 1) {
      chunkSize = Math.max(1, Math.floor(chunkSize / 2));
      learnt.set(pb, { enabled: true, maxRequests: chunkSize });
    } else {
      start += chunk.length;
    }
  }
  if (start < items.length) {
    await sendOneByOne(pb, items.slice(start), options, settle);
  }
  return items.map((item) => outcomes.get(item)!);
}

/** A superuser can read the batch settings; anyone else learns them from the answers. */
async function readSupport(pb: PocketBase): Promise<BatchSupport | undefined> {
  if (!pb.authStore.isSuperuser) return undefined;
  try {
    const settings = (await pb.settings.getAll({ requestKey: null })) as {
      batch?: { enabled?: boolean; maxRequests?: number };
    };
    const maxRequests = settings.batch?.maxRequests ?? 0;
    const support: BatchSupport =
      settings.batch?.enabled && maxRequests > 0 ? { enabled: true, maxRequests } : { enabled: false };
    learnt.set(pb, support);
    return support;
  } catch {
    return undefined;
  }
}

/** One chunk through the batch API, until every item of it has settled or the API said no. */
async function sendChunk(
  pb: PocketBase,
  chunk: BatchItem[],
  signal: AbortSignal | undefined,
  settle: (outcome: BatchOutcome) => void,
): Promise<"sent" | "batch-off" | "too-long"> {
  let pending = chunk;
  while (pending.length > 0) {
    const batch = pb.createBatch();
    for (const item of pending) {
      const records = batch.collection(item.collection);
      if (item.action === "create") records.create(item.data);
      else if (item.action === "update") records.update(item.id, item.data);
      else if (item.action === "upsert") records.upsert(item.data);
      else records.delete(item.id);
    }
    try {
      const results = await batch.send({ signal, requestKey: null });
      pending.forEach((item, index) => {
        const body = results[index]?.body as RecordModel | null | undefined;
        settle({ item, status: "ok", ...(body ? { record: body } : {}) });
      });
      return "sent";
    } catch (caught) {
      // Nothing of the chunk ran in either case: the same items go on another way.
      if (caught instanceof ClientResponseError && caught.status === 403) return "batch-off";
      if (isTooLong(caught)) return "too-long";
      const failedIndex = failedRequestIndex(caught);
      if (failedIndex === undefined || !pending[failedIndex]) {
        // Not one item's fault (offline, a timeout…): the whole rest of the chunk failed.
        const error = toPocketkitError(caught);
        for (const item of pending) settle({ item, status: "failed", error });
        return "sent";
      }
      const item = pending[failedIndex]!;
      settle({ item, status: "failed", error: itemError(caught, failedIndex) });
      pending = pending.filter((_, index) => index !== failedIndex);
    }
  }
  return "sent";
}

/** Each item as a request of its own, `concurrency` at a time. */
async function sendOneByOne(
  pb: PocketBase,
  items: BatchItem[],
  options: RunBatchOptions,
  settle: (outcome: BatchOutcome) => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        const record = await sendOne(pb, item, options.signal);
        settle({ item, status: "ok", ...(record ? { record } : {}) });
      } catch (error) {
        settle({ item, status: "failed", error: toPocketkitError(error) });
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
}

async function sendOne(
  pb: PocketBase,
  item: BatchItem,
  signal: AbortSignal | undefined,
): Promise<RecordModel | undefined> {
  const records = pb.collection(item.collection);
  const options = { signal, requestKey: null };
  switch (item.action) {
    case "create":
      return records.create(item.data, options);
    case "update":
      return records.update(item.id, item.data, options);
    case "delete":
      await records.delete(item.id, options);
      return undefined;
    case "upsert": {
      // What the batch API's upsert does: update the record with this id if there is one.
      const id = typeof item.data.id === "string" ? item.data.id : "";
      if (!id) return records.create(item.data, options);
      try {
        return await records.update(id, item.data, options);
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 404)
          return records.create(item.data, options);
        throw error;
      }
    }
  }
}

/** The server's "The length must be no more than N." for a batch over `batch.maxRequests`. */
function isTooLong(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const requests = (error.response?.data as { requests?: { code?: string } } | undefined)?.requests;
  return requests?.code === "validation_length_too_long";
}

function failedRequestIndex(error: unknown): number | undefined {
  if (!(error instanceof ClientResponseError)) return undefined;
  const requests = (error.response?.data as { requests?: Record<string, unknown> } | undefined)?.requests;
  if (!requests) return undefined;
  const index = Number(Object.keys(requests)[0]);
  return Number.isInteger(index) ? index : undefined;
}

function itemError(error: unknown, index: number): PocketkitError {
  const failure = (
    (error as ClientResponseError).response.data as { requests: Record<string, { response?: unknown }> }
  ).requests[String(index)];
  const response = (failure?.response ?? {}) as { status?: number };
  // The item's own answer (404 for someone else's record, 400 with field errors…).
  return toPocketkitError(new ClientResponseError({ status: response.status ?? 400, response }));
}
