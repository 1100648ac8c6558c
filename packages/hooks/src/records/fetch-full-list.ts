import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

export interface FullListQuery {
  sort?: string;
  filter?: string;
  expand?: string;
  fields?: string;
  /** Records per request. @default 500 */
  batch?: number;
  /** Pages fetched at once after the first. @default 3 */
  concurrency?: number;
  /** Tries per page when PocketBase says 429 (waiting as it asks, or longer each time). @default 5 */
  attempts?: number;
  signal?: AbortSignal;
}

/**
 * Every record of a collection: the first page tells how many there are, the rest come a few at
 * a time, and a page refused with 429 waits and tries again instead of failing the whole list.
 *
 * @throws PocketkitError of the first page that fails for good.
 */
export async function fetchFullList<Record extends RecordModel = RecordModel>(
  pb: PocketBase,
  collection: string,
  query: FullListQuery = {},
): Promise<Record[]> {
  const { batch = 500, concurrency = 3, attempts = 5, signal, ...rest } = query;
  const fetchPage = (page: number) =>
    withBackoff(
      () => pb.collection(collection).getList<Record>(page, batch, { ...rest, signal }),
      attempts,
      signal,
    );

  const first = await fetchPage(1);
  const pages: Record[][] = [first.items];
  let next = 2;
  async function worker() {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = (await fetchPage(page)).items;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, first.totalPages - 1)) }, worker));
  return pages.flat();
}

async function withBackoff<Result>(
  run: () => Promise<Result>,
  attempts: number,
  signal?: AbortSignal,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (caught) {
      const error: PocketkitError = toPocketkitError(caught);
      if (error.kind !== "rate_limited" || attempt >= attempts) throw error;
      const waitMs = error.retryAfter !== undefined ? error.retryAfter * 1000 : 250 * 2 ** attempt;
      await sleep(waitMs, signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(toPocketkitError(signal.reason ?? new DOMException("Aborted", "AbortError")));
      },
      { once: true },
    );
  });
}
