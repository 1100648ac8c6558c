import { answerResponse } from "./answer-response";
import { refusalResponse, type CompletionFormat } from "./completion-protocol";
import { requestChatCompletion, type ChatMessage, type CompletionProvider } from "./completion-provider";
import { PROVIDER_FAILED_MESSAGE } from "./completion-refusals";
import type { UsageOutcome } from "./completion-usage";
import { describeError } from "./describe-error";
import { createProviderAbort } from "./provider-abort";

export interface ProviderCall {
  provider: CompletionProvider;
  messages: ChatMessage[];
  /** The caller's request: when it goes away, the provider's request is aborted. */
  request: Request;
  format: CompletionFormat;
  /** Records how the completion ended; called once. */
  finish: (outcome: UsageOutcome) => Promise<unknown>;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** How long to wait for the provider's first byte. */
  timeoutMs: number;
}

/**
 * Calls the provider's streaming chat completions and relays its text in the caller's format;
 * 502 when the provider cannot be reached or refuses (the reason logged, not sent), 499 when the
 * caller went away before the provider answered.
 *
 * @example
 * return streamFromProvider({ provider, messages, request, format, finish, log, timeoutMs: 60_000 });
 */
export async function streamFromProvider({
  provider,
  messages,
  request,
  format,
  finish,
  log,
  timeoutMs,
}: ProviderCall): Promise<Response> {
  const abort = createProviderAbort(request.signal, timeoutMs);
  let providerResponse: Response;
  try {
    providerResponse = await requestChatCompletion(provider, messages, abort.signal);
  } catch (error) {
    abort.release();
    if (request.signal.aborted) {
      void finish({ status: "stopped", characters: 0 });
      return refusalResponse(format, { status: 499, message: "The request was cancelled." });
    }
    log("the provider could not be reached", { error: describeError(error), baseUrl: provider.baseUrl });
    void finish({ status: "error", characters: 0 });
    return refusalResponse(format, { status: 502, message: PROVIDER_FAILED_MESSAGE });
  }
  if (!providerResponse.ok || !providerResponse.body) {
    abort.release();
    // A provider's refusal says why (a wrong key, an unknown model, overloaded): for the log.
    const detail = await providerResponse.text().catch(() => "");
    log(`the provider answered ${providerResponse.status}`, {
      body: detail.slice(0, 500),
      baseUrl: provider.baseUrl,
    });
    void finish({ status: "error", characters: 0 });
    return refusalResponse(format, { status: 502, message: PROVIDER_FAILED_MESSAGE });
  }
  return answerResponse({ body: providerResponse.body, format, abort, finish, log });
}
