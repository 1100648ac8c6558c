import { createChatCompletionParser } from "./chat-completion-parser";
import { answerEncoder, type CompletionFormat } from "./completion-protocol";
import { PROVIDER_FAILED_MESSAGE } from "./completion-refusals";
import type { UsageOutcome } from "./completion-usage";
import { describeError } from "./describe-error";
import type { ProviderAbort } from "./provider-abort";

export interface AnswerSource {
  /** The provider's streamed answer (OpenAI's server-sent events), already known to be 200. */
  body: ReadableStream<Uint8Array>;
  /** The caller's protocol. */
  format: CompletionFormat;
  /** The provider call's abort: reading ends the first-byte wait; a stop by the caller aborts it. */
  abort: ProviderAbort;
  /** Told once how the answer ended, with the characters of text the caller was sent. */
  finish: (outcome: UsageOutcome) => unknown;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * The provider's answer relayed as the caller's 200 response, text delta by text delta, in the
 * negotiated protocol. It reads from the provider only as fast as the caller reads, so a caller
 * that stops reading stops the provider too. A provider that breaks off mid-answer ends a UI
 * message stream with an `error` chunk, and a plain-text answer with a broken connection (plain
 * text has no way to say it).
 *
 * @example
 * return answerResponse({ body: providerResponse.body, format, abort, finish, log });
 */
export function answerResponse({ body, format, abort, finish, log }: AnswerSource): Response {
  const reader = body.getReader();
  const parser = createChatCompletionParser();
  const encoder = answerEncoder(format);
  const bytes = new TextEncoder();
  let characters = 0;
  let ended = false;
  // The end is reached by whichever comes first (the last byte, a break, the caller's cancel),
  // and only the first one counts.
  const end = (status: UsageOutcome["status"]) => {
    if (ended) return;
    ended = true;
    abort.release();
    void finish({ status, characters });
  };

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Keep reading until there is text to send: a pull that enqueues nothing is not called again.
        for (;;) {
          const { done, value } = await reader.read();
          abort.answered();
          if (done) {
            end("ok");
            const ending = encoder.end();
            if (ending) controller.enqueue(bytes.encode(ending));
            controller.close();
            return;
          }
          const text = parser.push(value);
          if (text) {
            characters += text.length;
            controller.enqueue(bytes.encode(encoder.text(text)));
            return;
          }
        }
      } catch (error) {
        if (abort.stopped) {
          end("stopped");
          controller.close();
          return;
        }
        log("the provider's stream broke off", { error: describeError(error) });
        end("error");
        const said = encoder.error(PROVIDER_FAILED_MESSAGE);
        if (said === undefined) {
          controller.error(error);
          return;
        }
        controller.enqueue(bytes.encode(said));
        controller.close();
      }
    },
    cancel(reason) {
      // The caller stopped reading (it went away, or pressed stop): stop the provider too.
      abort.abort(reason);
      end("stopped");
    },
  });

  return new Response(stream, { status: 200, headers: encoder.headers });
}
