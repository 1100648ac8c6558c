import { createChatCompletionParser } from "./chat-completion-parser";
import { requestChatCompletion, type ChatMessage, type CompletionProvider } from "./completion-provider";
import { describeError } from "./describe-error";
import { createProviderAbort } from "./provider-abort";

/**
 * Why a provider's answer could not be read whole: `message` and `details` are for the log, never
 * for a person. `stopped` when the caller's signal ended it on purpose (then `partial` holds the
 * text read until then); otherwise the provider failed: unreachable, refused, too slow to start,
 * or broken off mid-answer.
 */
export class ProviderFailure extends Error {
  readonly stopped: boolean;
  readonly partial: string;
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    options: { stopped?: boolean; partial?: string; details?: Record<string, unknown> },
  ) {
    super(message);
    this.name = "ProviderFailure";
    this.stopped = options.stopped ?? false;
    this.partial = options.partial ?? "";
    this.details = options.details ?? {};
  }
}

export interface CollectAnswerOptions {
  provider: CompletionProvider;
  messages: ChatMessage[];
  /** Stops the provider's request: the caller went away, or gave up waiting. */
  signal: AbortSignal;
  /** How long to wait for the provider's first byte. */
  timeoutMs: number;
}

/**
 * The provider's whole answer as one string, for callers that can use it only once it is all
 * there: an answer checked before anyone sees it (a JSON list), or a job nobody watches. The
 * request is the same streamed one the route relays, so a stop still reaches the provider at once.
 *
 * @throws ProviderFailure
 * @example
 * const text = await collectAnswer({ provider, messages, signal: AbortSignal.timeout(120_000), timeoutMs: 60_000 });
 */
export async function collectAnswer({
  provider,
  messages,
  signal,
  timeoutMs,
}: CollectAnswerOptions): Promise<string> {
  const abort = createProviderAbort(signal, timeoutMs);
  let text = "";
  const failed = (message: string, error: unknown) =>
    new ProviderFailure(message, {
      stopped: signal.aborted,
      partial: text,
      details: { error: describeError(error), baseUrl: provider.baseUrl },
    });
  try {
    let response: Response;
    try {
      response = await requestChatCompletion(provider, messages, abort.signal);
    } catch (error) {
      throw failed("the provider could not be reached", error);
    }
    if (!response.ok || !response.body) {
      // A provider's refusal says why (a wrong key, an unknown model, overloaded): for the log.
      const detail = await response.text().catch(() => "");
      throw new ProviderFailure(`the provider answered ${response.status}`, {
        details: { body: detail.slice(0, 500), baseUrl: provider.baseUrl },
      });
    }
    const parser = createChatCompletionParser();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        abort.answered();
        if (done) return text;
        text += parser.push(value);
      }
    } catch (error) {
      throw failed("the provider's stream broke off", error);
    } finally {
      reader.releaseLock();
    }
  } finally {
    abort.release();
  }
}
