import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import type PocketBase from "pocketbase";
import { ClientResponseError, type RecordModel } from "pocketbase";

export type BatchItem =
  | { action: "create"; collection: string; data: Record<string, unknown> }
  | { action: "update"; collection: string; id: string; data: Record<string, unknown> }
  | { action: "upsert"; collection: string; data: Record<string, unknown> }
  | { action: "delete"; collection: string; id: string };

export type BatchOutcome =
  | { item: BatchItem; status: "ok"; record?: RecordModel }
  | { item: BatchItem; status: "failed"; error: PocketkitError };

export interface RunBatchOptions {
  /** Items per batch request (PocketBase's `batch.maxRequests`). @default 50 */
  chunkSize?: number;
  /** Called after each chunk with how many items are settled. */
  onProgress?: (settled: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Runs many writes through PocketBase's batch API and reports each item's outcome. A batch is
 * one transaction, so one bad item would undo the rest: the item the server names is set aside
 * as failed and the others are sent again, until the chunk goes through.
 */
export async function runBatch(
  pb: PocketBase,
  items: BatchItem[],
  options: RunBatchOptions = {},
): Promise<BatchOutcome[]> {
  const chunkSize = options.chunkSize ?? 50;
  const outcomes = new Map<BatchItem, BatchOutcome>();
  for (let start = 0; start < items.length; start += chunkSize) {
    let pending = items.slice(start, start + chunkSize);
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
        const results = await batch.send({ signal: options.signal, requestKey: null });
        pending.forEach((item, index) => {
          const body = results[index]?.body as RecordModel | null | undefined;
          outcomes.set(item, { item, status: "ok", ...(body ? { record: body } : {}) });
        });
        pending = [];
      } catch (caught) {
        const failedIndex = failedRequestIndex(caught);
        if (failedIndex === undefined || !pending[failedIndex]) {
          // Not one item's fault (offline, no permission to batch…): the whole chunk failed.
          const error = toPocketkitError(caught);
          for (const item of pending) outcomes.set(item, { item, status: "failed", error });
          pending = [];
        } else {
          const item = pending[failedIndex]!;
          outcomes.set(item, { item, status: "failed", error: itemError(caught, failedIndex) });
          pending = pending.filter((_, index) => index !== failedIndex);
        }
      }
    }
    options.onProgress?.(Math.min(start + chunkSize, items.length), items.length);
  }
  return items.map((item) => outcomes.get(item)!);
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
