import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import { runBatch, type BatchItem, type BatchOutcome, type RunBatchOptions } from "./run-batch";

export interface UseBatchResult {
  /** Runs the items; resolves with each one's outcome, in order. */
  run(items: BatchItem[]): Promise<BatchOutcome[]>;
  /** Runs again only the items that failed last time; the others are not touched. */
  retryFailed(): Promise<BatchOutcome[]>;
  status: "idle" | "running" | "done";
  /** Items settled so far and in all, for a progress bar. */
  progress: { settled: number; total: number };
  outcomes: BatchOutcome[];
  failed: Extract<BatchOutcome, { status: "failed" }>[];
}

/** Bulk work (move, tag, delete many) with progress and a report per item. */
export function useBatch(options: Omit<RunBatchOptions, "onProgress" | "signal"> = {}): UseBatchResult {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<UseBatchResult["status"]>("idle");
  const [progress, setProgress] = useState({ settled: 0, total: 0 });
  const [outcomes, setOutcomes] = useState<BatchOutcome[]>([]);
  const lastOutcomes = useRef<BatchOutcome[]>([]);
  const { chunkSize } = options;

  const run = useCallback(
    async (items: BatchItem[]) => {
      setStatus("running");
      setProgress({ settled: 0, total: items.length });
      const result = await runBatch(pocketkit.pb, items, {
        chunkSize,
        onProgress: (settled, total) => setProgress({ settled, total }),
      });
      lastOutcomes.current = result;
      setOutcomes(result);
      setStatus("done");
      for (const collection of new Set(items.map((item) => item.collection))) {
        void queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection(collection) });
      }
      return result;
    },
    [pocketkit, queryClient, chunkSize],
  );

  const retryFailed = useCallback(
    () =>
      run(
        lastOutcomes.current.filter((outcome) => outcome.status === "failed").map((outcome) => outcome.item),
      ),
    [run],
  );

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
