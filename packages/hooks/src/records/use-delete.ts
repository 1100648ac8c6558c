import { toPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useCallback } from "react";

import { usePocketkit } from "../provider/context";
import { applyRealtimeEvents } from "../realtime/apply-events";
import type { CollectionName } from "../register";
import { restoreSnapshot, snapshotCollection, type CacheSnapshot } from "./cache-snapshot";

/** The window an Undo toast shows; DESIGN §4. */
export const UNDO_WINDOW_MS = 5_000;

export interface UndoableDelete {
  /** Puts the record back, if the delete has not been sent yet. Returns whether it did. */
  undo(): boolean;
  /** How it ended: sent and done, undone, or refused by the server (then the record is back). */
  done: Promise<"deleted" | "undone" | "failed">;
}

export interface UseDeleteOptions {
  /** How long an undoable delete waits before it is sent. @default 5000 */
  undoWindowMs?: number;
  /** Called when a delayed delete fails on the server (the record is back in the cache by then). */
  onUndoableError?: (error: PocketkitError, id: string) => void;
}

export type UseDeleteResult = UseMutationResult<void, PocketkitError, string, { snapshot: CacheSnapshot }> & {
  /**
   * Removes the record from every list at once and sends the delete only after the undo window,
   * unless `undo()` is called first. The request goes out even if the component has unmounted.
   */
  removeWithUndo(id: string): UndoableDelete;
};

/** Deletes a record: optimistically (rolled back on failure), or undoably with `removeWithUndo`. */
export function useDelete(collection: CollectionName, options: UseDeleteOptions = {}): UseDeleteResult {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const undoWindowMs = options.undoWindowMs ?? UNDO_WINDOW_MS;
  const { onUndoableError } = options;

  const mutation = useMutation<void, PocketkitError, string, { snapshot: CacheSnapshot }>({
    mutationFn: async (id) => {
      try {
        await pocketkit.pb.collection(collection).delete(id);
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
    onMutate: async (id) => {
      const snapshot = await snapshotCollection(queryClient, collection);
      applyRealtimeEvents(queryClient, collection, [{ action: "delete", record: { id } as never }], {
        refetch: false,
      });
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
  });

  const removeWithUndo = useCallback(
    (id: string): UndoableDelete => {
      let state: "waiting" | "sent" | "undone" = "waiting";
      let settle!: (outcome: "deleted" | "undone" | "failed") => void;
      const done = new Promise<"deleted" | "undone" | "failed">((resolve) => {
        settle = resolve;
      });
      // The snapshot is taken synchronously (no await) so that the record disappears now.
      const snapshot: CacheSnapshot = queryClient.getQueriesData({ queryKey: ["pocketkit", collection] });
      applyRealtimeEvents(queryClient, collection, [{ action: "delete", record: { id } as never }], {
        refetch: false,
      });

      const timer = setTimeout(async () => {
        state = "sent";
        try {
          await pocketkit.pb.collection(collection).delete(id);
          settle("deleted");
        } catch (caught) {
          const error = toPocketkitError(caught);
          restoreSnapshot(queryClient, snapshot);
          void queryClient.invalidateQueries({ queryKey: ["pocketkit", collection] });
          onUndoableError?.(error, id);
          settle("failed");
        }
      }, undoWindowMs);

      return {
        undo() {
          if (state !== "waiting") return false;
          state = "undone";
          clearTimeout(timer);
          restoreSnapshot(queryClient, snapshot);
          // Other changes may have come in meanwhile: fetch the truth.
          void queryClient.invalidateQueries({ queryKey: ["pocketkit", collection] });
          settle("undone");
          return true;
        },
        done,
      };
    },
    [pocketkit, queryClient, collection, undoWindowMs, onUndoableError],
  );

  return { ...mutation, removeWithUndo };
}
