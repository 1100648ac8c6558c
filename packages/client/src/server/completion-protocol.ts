// How the completion route writes its answers and refusals, chosen per request from its Accept
// header. Two readers matter, and their requests differ in nothing else:
// - the AI SDK's `useCompletion` (`ai` 7) reads, by default, a UI message stream: server-sent
//   events of JSON chunks (`start`, `text-start`, `text-delta`…, `finish`, then `[DONE]`). It sends
//   no Accept header of its own (a browser's fetch says `*/*`), and with `streamProtocol: "text"` it
//   reads the body as plain text; it cannot be told apart from the default unless the app adds
//   `headers: { accept: "text/plain" }`. Of a refusal it shows the body as `error.message`.
// - Pocketkit's `streamCompletion` sends `Accept: text/plain, application/json`: plain text, and
//   refusals as JSON with the code, field errors and wait it turns into a `PocketkitError`.

/** What one request gets: the answer's protocol and the refusals' body. */
export interface CompletionFormat {
  answer: "ui-message-stream" | "text";
  refusal: "json" | "text";
}

/**
 * - The answer is plain text when Accept names `text/plain` above `text/event-stream`, else the
 *   AI SDK's UI message stream (also for no Accept or a wildcard one, which is what `useCompletion` sends).
 * - Refusals are JSON when Accept names `application/json` at least as high as `text/plain`, else
 *   plain text: the sentence a person reads.
 */
export function negotiateFormat(accept: string | null): CompletionFormat {
  const quality = new Map<string, number>();
  for (const range of (accept ?? "").split(",")) {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(type, q ? Number(q.slice(2)) || 0 : 1);
  }
  const q = (type: string) => quality.get(type) ?? 0;
  return {
    answer: q("text/plain") > q("text/event-stream") ? "text" : "ui-message-stream",
    refusal: q("application/json") > 0 && q("application/json") >= q("text/plain") ? "json" : "text",
  };
}

export interface Refusal {
  status: number;
  /** The sentence for a person. */
  message: string;
  code?: string;
  /** Field errors, PocketBase's shape: `{ prompt: { code, message } }`. */
  data?: Record<string, { code: string; message: string }>;
  /** Seconds, for 429 (also sent as `Retry-After`). */
  retryAfter?: number;
  headers?: Record<string, string>;
}

/** A refusal as JSON (`{ status, message, code?, data?, retryAfter? }`) or as the plain sentence. */
export function refusalResponse(format: CompletionFormat, refusal: Refusal): Response {
  const { status, headers = {}, ...body } = refusal;
  const retryAfter: Record<string, string> =
    body.retryAfter === undefined ? {} : { "retry-after": String(body.retryAfter) };
  if (format.refusal === "json") {
    return new Response(JSON.stringify({ status, ...body }), {
      status,
      headers: { "content-type": "application/json", ...retryAfter, ...headers },
    });
  }
  const fields = Object.entries(body.data ?? {}).map(([name, error]) => ` ${name}: ${error.message}`);
  return new Response(body.message + fields.join(""), {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", ...retryAfter, ...headers },
  });
}

/** Turns pieces of text into the bytes of the chosen protocol. */
export interface AnswerEncoder {
  headers: Record<string, string>;
  text(delta: string): string;
  end(): string;
  /** What tells the reader that the answer broke off; `undefined`: the protocol cannot say it. */
  error(message: string): string | undefined;
}

const common = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

export function answerEncoder(format: CompletionFormat): AnswerEncoder {
  if (format.answer === "text") {
    return {
      headers: { "content-type": "text/plain; charset=utf-8", ...common },
      text: (delta) => delta,
      end: () => "",
      error: () => undefined,
    };
  }
  // The chunks `ai`'s `createUIMessageStreamResponse` would send for one text part. The opening
  // ones go out with the first text, so that the first byte still means the first token.
  let opened = false;
  const open = () => {
    if (opened) return "";
    opened = true;
    return event({ type: "start" }) + event({ type: "start-step" }) + event({ type: "text-start", id: "0" });
  };
  return {
    headers: {
      "content-type": "text/event-stream",
      ...common,
      "x-vercel-ai-ui-message-stream": "v1",
      "x-accel-buffering": "no",
    },
    text: (delta) => open() + event({ type: "text-delta", id: "0", delta }),
    end: () =>
      open() +
      event({ type: "text-end", id: "0" }) +
      event({ type: "finish-step" }) +
      event({ type: "finish" }) +
      "data: [DONE]\n\n",
    error: (message) => event({ type: "error", errorText: message }),
  };
}

function event(chunk: Record<string, unknown>): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
