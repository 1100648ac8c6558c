// Realtime events applied per second: `applyRealtimeEvents` into a QueryClient holding what a
// Gallery screen keeps of one collection (three pages of a list, a filtered list, an infinite
// list, a full list and a few single records), for bursts of create/update/delete events.
//
// "One batch" is the hooks' own path: `useRealtimeSync` queues events and applies them once per
// frame, so a burst that arrives within a frame is one call. "One call per event" is what the
// same burst would cost without that batching. No component is subscribed (no React here), so
// this is the cache work alone, not the renders it causes.
import { applyRealtimeEvents, pocketkitKeys } from "@pocketkit/hooks";
import { QueryClient } from "@tanstack/react-query";

import { median, percentile, thousands, type Row } from "./report";

const COLLECTION = "images";
const STORED = 2_000;

type RealtimeEvent = Parameters<typeof applyRealtimeEvents>[2][number];

const id = (index: number) => `img${String(index).padStart(12, "0")}`;
const record = (index: number, title: string) => ({
  id: id(index),
  collectionId: "pk_images",
  collectionName: COLLECTION,
  title,
  alt: "",
  tags: ["bench"],
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
});

function cachedQueryClient(): QueryClient {
  // gcTime Infinity: no 5-minute garbage-collection timers left behind to keep Node running.
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const all = Array.from({ length: STORED }, (_, index) => record(index, `Photo ${index}`));
  const page = (items: ReturnType<typeof record>[], number: number, perPage: number) => ({
    page: number,
    perPage,
    totalItems: STORED,
    totalPages: Math.ceil(STORED / perPage),
    items,
  });
  for (let number = 1; number <= 3; number++) {
    queryClient.setQueryData(
      pocketkitKeys.list(COLLECTION, { page: number, perPage: 50, sort: "-created" }),
      page(all.slice((number - 1) * 50, number * 50), number, 50),
    );
  }
  queryClient.setQueryData(
    pocketkitKeys.list(COLLECTION, { page: 1, perPage: 100, filter: "album = 'x'" }),
    page(all.filter((_, index) => index % 7 === 0).slice(0, 100), 1, 100),
  );
  queryClient.setQueryData(pocketkitKeys.infinite(COLLECTION, { perPage: 100 }), {
    pages: [0, 1, 2].map((number) => page(all.slice(number * 100, (number + 1) * 100), number + 1, 100)),
    pageParams: [1, 2, 3],
  });
  queryClient.setQueryData(pocketkitKeys.full(COLLECTION, {}), all.slice(0, 1_000));
  for (let index = 0; index < 20; index++) {
    queryClient.setQueryData(pocketkitKeys.record(COLLECTION, id(index * 50)), all[index * 50]);
  }
  return queryClient;
}

/** Creates, updates and deletes in turn; updates and deletes hit stored records, cached or not. */
function burst(size: number): RealtimeEvent[] {
  // A fixed linear congruential sequence: the same burst on every run and every machine.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % STORED;
  return Array.from({ length: size }, (_, index): RealtimeEvent => {
    const action = (["create", "update", "delete"] as const)[index % 3]!;
    return { action, record: record(action === "create" ? STORED + index : next(), `Edited ${index}`) };
  });
}

function time(events: RealtimeEvent[], batched: boolean): number {
  const queryClient = cachedQueryClient();
  const started = performance.now();
  if (batched) applyRealtimeEvents(queryClient, COLLECTION, events);
  else for (const event of events) applyRealtimeEvents(queryClient, COLLECTION, [event]);
  const elapsed = performance.now() - started;
  queryClient.clear();
  return elapsed;
}

export async function measureRealtime(): Promise<Row[]> {
  const rows: Row[] = [];
  const cases = [
    { size: 1_000, batched: true, runs: 40 },
    { size: 10_000, batched: true, runs: 15 },
    { size: 1_000, batched: false, runs: 15 },
    { size: 10_000, batched: false, runs: 5 },
  ];
  for (const { size, batched, runs } of cases) {
    const events = burst(size);
    // Warm-up runs, so the figures are of optimised code rather than of the JIT at work.
    for (let run = 0; run < (batched ? 5 : 1); run++) time(events, batched);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      times.push(time(events, batched));
      // Let timers and microtasks from invalidation settle between runs.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const rate = (elapsed: number) => `${thousands(size / (elapsed / 1000))} events/s`;
    rows.push({
      name: `realtime: ${thousands(size)} events, ${batched ? "one batch (useRealtimeSync's per-frame path)" : "one call per event (unbatched)"}, ${runs} runs`,
      median: `${rate(median(times))} (${median(times).toFixed(1)} ms)`,
      // The slow end of the rate is the 95th percentile of the times.
      p95: rate(percentile(times, 95)),
      reference: batched ? "a frame is 16.7 ms at 60 Hz" : "",
    });
  }
  return rows;
}
