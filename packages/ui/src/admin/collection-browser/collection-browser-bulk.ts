import { isPocketkitError, type CollectionSchema } from "@pocketkit/client";
import type { BatchOutcome, UseBatchResult } from "@pocketkit/hooks";
import { useCallback, useRef, useState } from "react";

import type { CollectionBrowserDeleteMany } from "./collection-browser-types";

interface BulkState {
  status: UseBatchResult["status"];
  total: number;
  outcomes: BatchOutcome[];
}

const IDLE: BulkState = { status: "idle", total: 0, outcomes: [] };

/** The ids of the failed outcomes, in order. */
export function failedIds(outcomes: readonly BatchOutcome[]): string[] {
  return outcomes.flatMap((outcome) =>
    outcome.status === "failed" && "id" in outcome.item ? [outcome.item.id] : [],
  );
}

/**
 * Bulk delete as the browser runs it: the state BatchProgress shows, and a `run` that settles with
 * the ids that failed (those stay selected, so that nothing else is touched by a retry). A whole
 * run refused at once (offline, batch API off) counts as every item failing with that error.
 */
export function useCollectionBrowserBulk(onDeleteMany: CollectionBrowserDeleteMany | undefined) {
  const [state, setState] = useState<BulkState>(IDLE);
  const running = useRef(false);

  const run = useCallback(
    async (collection: CollectionSchema, ids: string[]): Promise<string[]> => {
      if (!onDeleteMany || running.current || ids.length === 0) return ids;
      running.current = true;
      setState({ status: "running", total: ids.length, outcomes: [] });
      let outcomes: BatchOutcome[];
      try {
        outcomes = await onDeleteMany(collection, ids);
      } catch (caught) {
        if (!isPocketkitError(caught)) {
          setState(IDLE);
          throw caught;
        }
        outcomes = ids.map((id) => ({
          item: { action: "delete", collection: collection.name, id },
          status: "failed",
          error: caught,
        }));
      } finally {
        running.current = false;
      }
      setState({ status: "done", total: ids.length, outcomes });
      return failedIds(outcomes);
    },
    [onDeleteMany],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, run, reset };
}
