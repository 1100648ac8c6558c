import { http, HttpResponse } from "msw";

// The completion route (`createCompletionHandler`) as the stories' msw handlers, answering as it
// answers Pocketkit's client (which asks for `text/plain, application/json`): 200 with plain text,
// streamed piece by piece, and JSON error bodies with the same headers. Not part of the package's
// API. Every delay is finite.

const ROUTE = "*/api/completion";

export const LIGHTHOUSE_ALT =
  "A red-and-white lighthouse on a rocky point at dusk, waves breaking on the rocks below and a single gull in the orange sky.";

export const LIGHTHOUSE_ALT_AGAIN =
  "Lighthouse at sunset: a striped tower on dark rocks, with surf in the foreground and a gull flying past.";

/** What the route was sent, oldest first, for play functions to check. Cleared by `reset()`. */
export const completionLog = {
  requests: [] as { body: Record<string, unknown>; authorization: string | null }[],
  /** Answers whose reader went away before the end (Stop closed the connection). */
  cancelled: 0,
  reset() {
    this.requests = [];
    this.cancelled = 0;
  },
};

export interface StreamingCompletionOptions {
  /** The answers, one per request in turn (the last one repeats). @default [LIGHTHOUSE_ALT] */
  answers?: string[];
  /** Pause before each piece, in ms. @default 40 */
  delayMs?: number;
  /** Words per piece. @default 1 */
  wordsPerChunk?: number;
  /**
   * Lets a play function see Stop close the connection (`completionLog.cancelled`). msw's worker
   * tees every mocked body except an event stream's, and a teed stream never passes a cancel on to
   * its source; so this labels the answer `text/event-stream`. The bytes stay the route's plain
   * text, and the client does not read the content type. @default false
   */
  observeCancel?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers with a text stream, a few words at a time, as the route relays a provider's answer. */
export function streamingCompletion({
  answers = [LIGHTHOUSE_ALT],
  delayMs = 40,
  wordsPerChunk = 1,
  observeCancel = false,
}: StreamingCompletionOptions = {}) {
  return http.post(ROUTE, async ({ request }) => {
    const refused = await record(request);
    if (refused) return refused;
    const answer = answers[Math.min(completionLog.requests.length, answers.length) - 1]!;
    const chunks = split(answer, wordsPerChunk);
    const encoder = new TextEncoder();
    let next = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await sleep(delayMs);
        if (next >= chunks.length) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(chunks[next++]));
      },
      cancel() {
        completionLog.cancelled += 1;
      },
    });
    return new HttpResponse(stream, {
      headers: {
        "content-type": observeCancel ? "text/event-stream" : "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });
}

/** 429 as the route sends it past 20 completions in 10 minutes: `retryAfter` and `Retry-After`. */
export function rateLimitedCompletion(retryAfter = 240, options: { once?: boolean } = {}) {
  const wait = retryAfter < 60 ? `${Math.ceil(retryAfter)} s` : `${Math.ceil(retryAfter / 60)} min`;
  return http.post(
    ROUTE,
    async ({ request }) =>
      (await record(request)) ??
      HttpResponse.json(
        { status: 429, message: `AI limit reached — try again in ${wait}.`, retryAfter },
        { status: 429, headers: { "retry-after": String(retryAfter) } },
      ),
    options,
  );
}

/** 502 as the route sends it when the provider failed or timed out (the reason stays in its log). */
export function providerDownCompletion(options: { once?: boolean } = {}) {
  return http.post(
    ROUTE,
    async ({ request }) =>
      (await record(request)) ??
      HttpResponse.json(
        { status: 502, message: "The AI service didn't answer. Try again." },
        { status: 502 },
      ),
    options,
  );
}

/** 503 `not_configured`: the app runs with no AI provider. */
export function notConfiguredCompletion() {
  return http.post(
    ROUTE,
    async ({ request }) =>
      (await record(request)) ??
      HttpResponse.json(
        { status: 503, code: "not_configured", message: "AI is off: no provider is configured." },
        { status: 503 },
      ),
  );
}

// Logs the request; answers 401 as the route does when no token came with it.
async function record(request: Request): Promise<Response | undefined> {
  const authorization = request.headers.get("authorization");
  const body = (await request.json()) as Record<string, unknown>;
  completionLog.requests.push({ body, authorization });
  if (!authorization)
    return HttpResponse.json({ status: 401, message: "Sign in to use AI." }, { status: 401 });
  return undefined;
}

// Words with their following space, so that the pieces join back into the answer exactly.
function split(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk)
    chunks.push(words.slice(index, index + wordsPerChunk).join(""));
  return chunks;
}
