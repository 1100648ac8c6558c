import { PocketkitError } from "../errors/pocketkit-error";
import { errorFromResponse, toPocketkitError } from "../errors/to-pocketkit-error";

export interface StreamCompletionOptions {
  /** The completion route, e.g. `/api/completion`. */
  url: string;
  prompt: string;
  /** More JSON fields for the route (what to write, which record, extra instructions). */
  body?: Record<string, unknown>;
  /**
   * The PocketBase token, or a function that returns the current one: it is read when the
   * request starts, so a token refreshed since the last call is used.
   */
  token?: string | (() => string);
  signal?: AbortSignal;
  /** Called with each piece of text as it arrives, and the whole text so far. */
  onText?: (delta: string, text: string) => void;
  fetch?: typeof fetch;
}

/**
 * Reads a completion from a route that streams plain text (Pocketkit's handler, or any route
 * the AI SDK's `streamProtocol: "text"` reads). Resolves with the whole text. It asks for that
 * with `Accept: text/plain, application/json`: the answer as plain text, refusals as JSON (whose
 * code, field errors and wait become the `PocketkitError`); without it, Pocketkit's handler
 * would answer in the AI SDK's default UI message stream.
 *
 * @throws PocketkitError: `aborted` when `signal` fires (the text so far has been delivered
 *   through `onText`), `rate_limited` with `retryAfter`, `not_configured`, `auth`, `network` when
 *   the connection drops mid-answer, or the kind of the route's error status.
 */
export async function streamCompletion(options: StreamCompletionOptions): Promise<string> {
  const token = typeof options.token === "function" ? options.token() : options.token;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/plain, application/json",
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify({ ...options.body, prompt: options.prompt }),
      signal: options.signal,
    });
  } catch (error) {
    throw toPocketkitError(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) return "";

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!value) continue;
      text += value;
      options.onText?.(value, text);
    }
  } catch (error) {
    if (options.signal?.aborted) throw toPocketkitError(options.signal.reason ?? error);
    throw new PocketkitError({
      kind: "network",
      message: "The answer was cut off. Try again.",
      cause: error,
    });
  } finally {
    reader.releaseLock();
  }
  return text;
}
