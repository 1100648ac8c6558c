import type { PocketkitError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";
import { streamCompletion } from "./stream-completion";

/**
 * - `idle`: nothing asked yet;
 * - `streaming`: the answer is arriving;
 * - `done`: it arrived whole;
 * - `stopped`: `stop()` ended it (the text so far stays);
 * - `error`: it failed (`error`; the text so far stays).
 */
export type CompletionStatus = "idle" | "streaming" | "done" | "stopped" | "error";

export interface CompletionSnapshot {
  /** The answer so far. */
  readonly text: string;
  readonly status: CompletionStatus;
  readonly error: PocketkitError | undefined;
  /** The prompt of the latest request. */
  readonly prompt: string | undefined;
}

export interface CompletionStoreOptions {
  /** The completion route, e.g. `/api/completion`. */
  api: string;
  /** JSON fields sent with every request (what to write, which record); `complete`'s own win. */
  body?: Record<string, unknown>;
  /** The PocketBase token, read when each request starts. */
  token?: () => string;
  /** How often, at most, the text so far is published while it streams. @default 50 */
  throttleMs?: number;
  fetch?: typeof fetch;
  /** Called with the whole answer when it arrived whole. */
  onFinish?: (text: string, prompt: string) => void;
  /** Called when a request fails (not when it is stopped). */
  onError?: (error: PocketkitError) => void;
}

export interface CompletionStore {
  subscribe(listener: () => void): () => void;
  /** The current state: a new object after each change, the same one in between. */
  getSnapshot(): CompletionSnapshot;
  /**
   * Asks for a completion, stopping the one that runs. Resolves with the whole answer, or with
   * `undefined` when it was stopped, replaced by a newer request, or failed (see `error`); it
   * never rejects.
   */
  complete(prompt: string, body?: Record<string, unknown>): Promise<string | undefined>;
  /** Stops the request that runs (its connection, and so the provider's, is closed). */
  stop(): void;
  /** Asks again with the latest prompt and body. */
  regenerate(): Promise<string | undefined>;
  /** Replaces the text, e.g. with the person's edit of the answer. */
  setText(text: string): void;
  /** Changes options for the requests from now on. */
  setOptions(options: Partial<CompletionStoreOptions>): void;
}

/**
 * Headless streaming completion: one AbortController per request, the token read per request,
 * and text published at most every `throttleMs` so that a long answer does not render per token.
 * `useCompletion` reads it with `useSyncExternalStore`.
 *
 * @example
 * const completion = createCompletionStore({ api: "/api/completion", token: () => pb.authStore.token });
 * completion.subscribe(() => (output.textContent = completion.getSnapshot().text));
 * await completion.complete("Describe the photo.", { kind: "alt", imageId });
 */
export function createCompletionStore(initialOptions: CompletionStoreOptions): CompletionStore {
  let options = { ...initialOptions };
  let snapshot: CompletionSnapshot = { text: "", status: "idle", error: undefined, prompt: undefined };
  const listeners = new Set<() => void>();
  let current: AbortController | undefined;
  let latest: { prompt: string; body: Record<string, unknown> | undefined } | undefined;
  let streamedText = "";
  let textTimer: ReturnType<typeof setTimeout> | undefined;

  function set(changes: Partial<CompletionSnapshot>): void {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  }

  /** Drops the pending text update: the caller publishes the text with its own change. */
  function cancelTextUpdate(): void {
    clearTimeout(textTimer);
    textTimer = undefined;
  }

  function publishTextSoon(): void {
    textTimer ??= setTimeout(() => {
      textTimer = undefined;
      if (snapshot.text !== streamedText) set({ text: streamedText });
    }, options.throttleMs ?? 50);
  }

  const store: CompletionStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    async complete(prompt, body) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      latest = { prompt, body };
      cancelTextUpdate();
      streamedText = "";
      set({ text: "", status: "streaming", error: undefined, prompt });
      try {
        const text = await streamCompletion({
          url: options.api,
          prompt,
          body: { ...options.body, ...body },
          token: options.token,
          signal: controller.signal,
          fetch: options.fetch,
          onText: (_delta, whole) => {
            if (current !== controller) return;
            streamedText = whole;
            publishTextSoon();
          },
        });
        if (current !== controller) return undefined;
        current = undefined;
        cancelTextUpdate();
        streamedText = text;
        set({ text, status: "done" });
        options.onFinish?.(text, prompt);
        return text;
      } catch (caught) {
        // Stopped (stop() has published that) or replaced by a newer request: nothing to say.
        if (current !== controller) return undefined;
        current = undefined;
        cancelTextUpdate();
        const error = toPocketkitError(caught);
        if (error.kind === "aborted") {
          set({ text: streamedText, status: "stopped" });
          return undefined;
        }
        set({ text: streamedText, status: "error", error });
        options.onError?.(error);
        return undefined;
      }
    },

    stop() {
      const controller = current;
      if (!controller) return;
      current = undefined;
      controller.abort();
      cancelTextUpdate();
      set({ text: streamedText, status: "stopped" });
    },

    regenerate() {
      if (!latest) return Promise.resolve(undefined);
      return store.complete(latest.prompt, latest.body);
    },

    setText(text) {
      cancelTextUpdate();
      streamedText = text;
      set({ text });
    },

    setOptions(changes) {
      options = { ...options, ...changes };
    },
  };
  return store;
}
