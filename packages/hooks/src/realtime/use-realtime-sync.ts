import { scheduleFrame, type RealtimeSubscribeOptions } from "@pocketkit/client";
import { useQueryClient } from "@tanstack/react-query";
import type { RecordSubscription } from "pocketbase";
import { useEffect } from "react";

import { usePocketkit } from "../provider/context";
import { applyRealtimeEvents } from "./apply-events";

/**
 * Follows a collection (`topic` `"*"`) or a record (its id) while `enabled`, and applies its
 * events to the cache in batches: at most one cache update, so one render, per frame. Components
 * following the same topic share one server subscription.
 */
export function useRealtimeSync(
  collection: string,
  topic: string,
  options: RealtimeSubscribeOptions & { enabled?: boolean } = {},
): void {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const { enabled = true, filter, expand, fields } = options;

  useEffect(() => {
    if (!enabled || !topic) return;
    let pending: RecordSubscription[] = [];
    let cancelFrame: (() => void) | undefined;
    const flush = () => {
      cancelFrame = undefined;
      const events = pending;
      pending = [];
      applyRealtimeEvents(queryClient, collection, events);
    };
    const unsubscribe = pocketkit.realtime.subscribe(
      collection,
      topic,
      (event) => {
        pending.push(event);
        cancelFrame ??= scheduleFrame(flush);
      },
      { filter, expand, fields },
    );
    return () => {
      unsubscribe();
      cancelFrame?.();
    };
  }, [pocketkit, queryClient, collection, topic, enabled, filter, expand, fields]);
}
