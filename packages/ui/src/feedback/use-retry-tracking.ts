import { useCallback, useState } from "react";

import type { UseBatchResult } from "@pocketkit/hooks";

interface RetryTracking {
  /** The run under way was started by this component's Retry button. */
  retrying: boolean;
  /** Dismiss was pressed since the last run started. */
  dismissed: boolean;
  /** Retry was pressed. */
  retryAsked(): void;
  dismiss(): void;
}

type Retry = "asked" | "under-way" | null;

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
      setRetry(retry === "asked" ? "under-way" : null);
    }
  }

  const retryAsked = useCallback(() => setRetry("asked"), []);
  const dismiss = useCallback(() => setDismissed(true), []);

  return { retrying: retry === "under-way" && status === "running", dismissed, retryAsked, dismiss };
}

export { useRetryTracking };
