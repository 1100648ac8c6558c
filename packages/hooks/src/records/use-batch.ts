import { runBatch, type BatchItem, type BatchOutcome, type RunBatchOptions } from "@pocketkit/client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

export interface UseBatchResult {
  /** Runs the items; resolves with each one's outcome, in order. */
  run(items: BatchItem[]): Promise<BatchOutcome[]>;
  /**
   * Runs again only the items that failed last time; the others are not touched. Resolves with
   * the retried items' outcomes; `outcomes` then holds the whole run's, earlier successes kept.
   */
  retryFailed(): Promise<BatchOutcome[]>;
  status: "idle" | "running" | "done";
  /** Items settled so far and in all of the run under way (a retry counts what it retries). */
  progress: { settled: number; total: number };
  /** Each item's outcome, in the order of the last `run`. */
  outcomes: BatchOutcome[];
  failed: Extract<BatchOutcome, { status: "failed" }>[];
}

/**
 * Bulk work (move, tag, delete many) with progress and a report per item, through PocketBase's
 * batch API or, where it is off (a stock PocketBase), single requests (see `runBatch`).
 */
export function useBatch(options: Omit<RunBatchOptions, "onProgress" | "signal"> = {}): UseBatchResult {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<UseBatchResult["status"]>("idle");
  const [progress, setProgress] = useState({ settled: 0, total: 0 });
  const [outcomes, setOutcomes] = useState<BatchOutcome[]>([]);
  const lastOutcomes = useRef<BatchOutcome[]>([]);
  const { chunkSize, concurrency } = options;

  const execute = useCallback(
    async (items: BatchItem[]) => {
      setStatus("running");
      setProgress({ settled: 0, total: items.length });
      const result = await runBatch(pocketkit.pb, items, {
        chunkSize,
        concurrency,
        onProgress: (settled, total) => setProgress({ settled, total }),
      });
      for (const collection of new Set(items.map((item) => item.collection))) {
        void queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection(collection) });
      }
      return result;
    },
    [pocketkit, queryClient, chunkSize, concurrency],
  );

  const finish = useCallback((all: BatchOutcome[]) => {
    lastOutcomes.current = all;
    setOutcomes(all);
    setStatus("done");
  }, []);

  const run = useCallback(
    async (items: BatchItem[]) => {
      const result = await execute(items);
      finish(result);
      return result;
    },
    [execute, finish],
  );

  const retryFailed = useCallback(async () => {
    const previous = lastOutcomes.current;
    const result = await execute(
      previous.filter((outcome) => outcome.status === "failed").map((outcome) => outcome.item),
    );
    const retried = new Map(result.map((outcome) => [outcome.item, outcome]));
    finish(previous.map((outcome) => retried.get(outcome.item) ?? outcome));
    return result;
  }, [execute, finish]);

  return {
    run,
    retryFailed,
    status,
    progress,
    outcomes,
    failed: outcomes.filter(
      (outcome): outcome is Extract<BatchOutcome, { status: "failed" }> => outcome.status === "failed",
    ),
  };
}
