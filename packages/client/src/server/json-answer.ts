import { collectAnswer, ProviderFailure } from "./collect-answer";
import { refusalResponse } from "./completion-protocol";
import { PROVIDER_FAILED_MESSAGE } from "./completion-refusals";
import type { ProviderCall } from "./stream-from-provider";

/**
 * What a kind's `parseAnswer` makes of the provider's whole answer: the value to send, or the
 * sentence that tells a person why there is none.
 */
export type ParsedAnswer = { value: unknown } | { error: string };

/**
 * A kind whose answer must be checked before anyone sees it (a JSON list, say) is not streamed:
 * half a list is of no use to the reader and could not be taken back once sent. The provider's
 * whole answer is read, parsed, and sent in one piece: 200 `{ kind, value }` as JSON; 422
 * `invalid_answer` with the parser's sentence when it is not what was asked for (the answer is
 * logged); 502 and 499 as for a streamed answer.
 *
 * @example
 * return jsonAnswer({ provider, messages, request, format, finish, log, timeoutMs, kind: "tags", parse });
 */
export async function jsonAnswer({
  provider,
  messages,
  request,
  format,
  finish,
  log,
  timeoutMs,
  kind,
  parse,
}: ProviderCall & { kind: string; parse: (text: string) => ParsedAnswer }): Promise<Response> {
  let text: string;
  try {
    text = await collectAnswer({ provider, messages, signal: request.signal, timeoutMs });
  } catch (error) {
    if (error instanceof ProviderFailure && error.stopped) {
      void finish({ status: "stopped", characters: error.partial.length });
      return refusalResponse(format, { status: 499, message: "The request was cancelled." });
    }
    log(
      error instanceof Error ? error.message : String(error),
      error instanceof ProviderFailure ? error.details : {},
    );
    void finish({ status: "error", characters: 0 });
    return refusalResponse(format, { status: 502, message: PROVIDER_FAILED_MESSAGE });
  }
  const parsed = parse(text);
  if ("error" in parsed) {
    log(`the provider's answer for "${kind}" was refused`, {
      reason: parsed.error,
      answer: text.slice(0, 500),
    });
    void finish({ status: "error", characters: text.length });
    return refusalResponse(format, { status: 422, code: "invalid_answer", message: parsed.error });
  }
  void finish({ status: "ok", characters: text.length });
  return new Response(JSON.stringify({ kind, value: parsed.value }), {
    status: 200,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
