import { useCallback, useState } from "react";

import type { UseBatchResult } from "@pocketkit/hooks";

interface RetryTracking {
  /** The run under way was started by this component's Retry button. */
  retrying: boolean;
  /** Items that went through before the retry: `useBatch` reports only the retried ones. */
  carriedOver: number;
  /** Dismiss was pressed since the last run started. */
  dismissed: boolean;
  /** Retry was pressed with this many items already done. */
  retryAsked(doneSoFar: number): void;
  dismiss(): void;
}

// `carried`: what counted as carried over before this retry was asked, shown until it starts.
type Retry = { phase: "asked" | "under-way"; doneBefore: number; carried: number } | null;

/**
 * Tells a retry from a new run. `useBatch` runs both the same way, so BatchProgress remembers that
 * its own button asked, and counts the next run that starts as that retry; any other run starting
 * is a new action and forgets the earlier one (and a dismissal).
 */
function useRetryTracking(status: UseBatchResult["status"]): RetryTracking {
  const [retry, setRetry] = useState<Retry>(null);
  const [dismissed, setDismissed] = useState(false);
  const [seenStatus, setSeenStatus] = useState(status);

  // State adjusted during render, as React's docs advise for state that follows a prop.
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === "running") {
      setDismissed(false);
      setRetry(retry?.phase === "asked" ? { ...retry, phase: "under-way" } : null);
    }
  }

  const retryAsked = useCallback(
    (doneSoFar: number) =>
      setRetry((previous) => ({ phase: "asked", doneBefore: doneSoFar, carried: carriedOver(previous) })),
    [],
  );
  const dismiss = useCallback(() => setDismissed(true), []);

  return {
    retrying: retry?.phase === "under-way" && status === "running",
    carriedOver: carriedOver(retry),
    dismissed,
    retryAsked,
    dismiss,
  };
}

function carriedOver(retry: Retry): number {
  if (!retry) return 0;
  return retry.phase === "under-way" ? retry.doneBefore : retry.carried;
}

export { useRetryTracking };
