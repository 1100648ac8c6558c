import type { RecordModel } from "pocketbase";

import { collectAnswer, ProviderFailure } from "./collect-answer";
import type { CompletionLimits } from "./completion-handler";
import { resolveLimits } from "./completion-limits";
import type { ChatMessage, CompletionProvider } from "./completion-provider";
import { PROVIDER_FAILED_MESSAGE } from "./completion-refusals";
import type { CompletionUsageAdapter } from "./completion-usage";
import { reserveCompletion } from "./reserve-completion";

export interface CompleteTextOptions {
  provider: CompletionProvider;
  /**
   * Where the completion is reserved and recorded: give it the route's adapter (or one made the
   * same way, e.g. `createPocketBaseUsage` on the same collection), and the route's requests and
   * these share each user's limit.
   */
  usage: CompletionUsageAdapter;
  /** Whose completion it is: counted against this user's limit. */
  user: RecordModel;
  /** What is being written, recorded with the usage (e.g. `"alt"`). */
  kind: string;
  messages: ChatMessage[];
  /**
   * The user's limit. A caller that works in the background can pass a lower `perWindow` than the
   * route's, to leave the rest of each window to the person's own requests: no window ever holds
   * more than the largest `perWindow` in use. @default { perWindow: 20, windowMs: 600000 }
   */
  limits?: Pick<CompletionLimits, "perWindow" | "windowMs">;
  /** Stops the provider's request (shutting down, giving up). */
  signal?: AbortSignal;
  /** How long to wait for the provider's first byte. @default 60000 */
  providerTimeoutMs?: number;
  /** Where failures are reported with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * How a completion ended. `message` is a sentence for a person (the route's own words); the real
 * reason of a failure has gone to `log`.
 * - `ok`: the whole answer;
 * - `rate_limited`: the user's limit is reached, `retryAfter` seconds until a completion is free;
 * - `unavailable`: the usage store could not be reached, so nothing was asked;
 * - `failed`: the provider could not be reached, refused, was too slow or broke off;
 * - `stopped`: `signal` ended it; `text` is what had arrived.
 */
export type CompleteTextResult =
  | { status: "ok"; text: string }
  | { status: "rate_limited"; retryAfter: number; message: string }
  | { status: "unavailable"; message: string }
  | { status: "failed"; message: string }
  | { status: "stopped"; text: string };

/**
 * One completion for a caller that is not an HTTP request: a background job, a queue worker, a
 * script. It does what the route does between the request and the answer — reserves one of the
 * user's completions (the same accounting, so jobs and people share one limit), asks the
 * provider, and records how it ended — and resolves with the whole answer. It never rejects.
 *
 * @example
 * const result = await completeText({ provider, usage, user, kind: "alt", messages, limits: { perWindow: 15 } });
 * if (result.status === "ok") save(result.text);
 * else if (result.status === "rate_limited") retryIn(result.retryAfter);
 */
export async function completeText(options: CompleteTextOptions): Promise<CompleteTextResult> {
  const { perWindow, windowMs } = resolveLimits(options.limits);
  const log = options.log ?? ((message, details) => console.error(`[completion] ${message}`, details ?? ""));
  const reservation = await reserveCompletion(
    options.usage,
    { user: options.user, kind: options.kind, perWindow, windowMs },
    log,
  );
  if ("refusal" in reservation) {
    const { refusal } = reservation;
    return refusal.status === 429
      ? { status: "rate_limited", retryAfter: refusal.retryAfter ?? 1, message: refusal.message }
      : { status: "unavailable", message: refusal.message };
  }
  try {
    const text = await collectAnswer({
      provider: options.provider,
      messages: options.messages,
      signal: options.signal ?? new AbortController().signal,
      timeoutMs: options.providerTimeoutMs ?? 60_000,
    });
    await reservation.finish({ status: "ok", characters: text.length });
    return { status: "ok", text };
  } catch (error) {
    if (error instanceof ProviderFailure && error.stopped) {
      await reservation.finish({ status: "stopped", characters: error.partial.length });
      return { status: "stopped", text: error.partial };
    }
    const details = error instanceof ProviderFailure ? error.details : {};
    log(error instanceof Error ? error.message : String(error), details);
    await reservation.finish({ status: "error", characters: 0 });
    return { status: "failed", message: PROVIDER_FAILED_MESSAGE };
  }
}
