import {
  createCompletionStore,
  type CompletionSnapshot,
  type CompletionStore,
  type CompletionStoreOptions,
  type PocketkitError,
} from "@pocketkit/client";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { usePocketkit } from "../provider/context";

export interface UseCompletionOptions {
  /**
   * The completion route (Pocketkit's `createCompletionHandler`, or any route that streams
   * plain text).
   *
   * @example "/api/completion"
   */
  api: string;
  /** JSON fields sent with every request; those given to `complete` win. */
  body?: Record<string, unknown>;
  /** How often, at most, the text re-renders while it streams. @default 50 */
  throttleMs?: number;
  /** Your own `fetch`. @default the global one */
  fetch?: typeof fetch;
  /** Called with the whole answer when it arrived whole. */
  onFinish?: CompletionStoreOptions["onFinish"];
  /** Called when a request fails (not when it is stopped). */
  onError?: (error: PocketkitError) => void;
}

export interface UseCompletionResult extends CompletionSnapshot {
  /**
   * Streams the answer to `prompt` into `text`, stopping a request that runs. The signed-in
   * user's token is read as the request starts. Resolves with the whole answer, or `undefined`
   * when stopped or failed (then see `error`); never rejects.
   */
  complete: CompletionStore["complete"];
  /** Stops the request; the provider's request is aborted too, and the text so far stays. */
  stop: () => void;
  /** Asks again with the latest prompt and body. */
  regenerate: CompletionStore["regenerate"];
  /** Replaces the text, e.g. with the person's edit before accepting it. */
  setText: (text: string) => void;
}

/**
 * Streams a completion from the AI route into state: `stop()`, `regenerate()`, errors as
 * `PocketkitError` (`rate_limited`, `not_configured`, `network`, …), and at most one render per
 * `throttleMs` while text arrives. Unmounting stops the request.
 *
 * @example
 * const { text, status, error, complete, stop, regenerate } = useCompletion({
 *   api: "/api/completion",
 *   body: { kind: "alt", imageId },
 * });
 * <button onClick={() => complete("Describe the photo.")}>Write alt text</button>
 * {status === "streaming" && <button onClick={stop}>Stop</button>}
 * {error && <p role="alert">{error.message}</p>}
 */
export function useCompletion(options: UseCompletionOptions): UseCompletionResult {
  const pocketkit = usePocketkit();
  const { api, body, throttleMs, fetch, onFinish, onError } = options;
  const settings: CompletionStoreOptions = {
    api,
    body,
    throttleMs,
    fetch,
    onFinish,
    onError,
    // Read per request: a token refreshed during a long session is the one sent.
    token: () => pocketkit.pb.authStore.token,
  };
  const [store] = useState(() => createCompletionStore(settings));
  useEffect(() => store.setOptions(settings));
  useEffect(() => () => store.stop(), [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      complete: store.complete,
      stop: store.stop,
      regenerate: store.regenerate,
      setText: store.setText,
    }),
    [snapshot, store],
  );
}
