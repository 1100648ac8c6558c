import type { RecordModel } from "pocketbase";

import { authenticateCaller } from "./authenticate-caller";
import { negotiateFormat, refusalResponse, type Refusal } from "./completion-protocol";
import type { ChatMessage, CompletionProvider } from "./completion-provider";
import { resolveLimits } from "./completion-limits";
import { createPocketBaseUsage, type CompletionUsageAdapter } from "./completion-usage";
import { describeError } from "./describe-error";
import { jsonAnswer, type ParsedAnswer } from "./json-answer";
import { parseCompletionBody } from "./parse-completion-body";
import { readLimitedBody } from "./read-limited-body";
import { reserveCompletion } from "./reserve-completion";
import { streamFromProvider } from "./stream-from-provider";

export type { ChatMessage, CompletionProvider } from "./completion-provider";
export type { ParsedAnswer } from "./json-answer";

export interface CompletionLimits {
  /** Completions per user per window. @default 20 */
  perWindow?: number;
  /** @default 600000 (10 minutes) */
  windowMs?: number;
  /** Longest `instructions` accepted, in characters. @default 2000 */
  maxInstructions?: number;
  /** Longest `prompt` accepted, in characters. @default 8000 */
  maxPrompt?: number;
  /** Largest request body, in bytes; reading stops there. @default 65536 */
  maxBodyBytes?: number;
}

export interface CompletionInput {
  prompt: string;
  instructions: string;
  /** What is being written: one of the handler's `kinds`. */
  kind: string;
  /** The whole parsed body, for app-specific fields. */
  body: Record<string, unknown>;
  user: RecordModel;
}

export interface CompletionHandlerOptions {
  /** PocketBase as this server reaches it: callers' tokens are checked there. */
  pocketbaseUrl: string;
  /**
   * A superuser, for the default `usage` adapter (users cannot write the usage collection).
   * Required unless `usage` is given.
   */
  superuser?: { email: string; password: string };
  /** `undefined` when no provider is configured: the route then answers 503 `not_configured`. */
  provider: CompletionProvider | undefined;
  limits?: CompletionLimits;
  /** The auth collection whose users may call the route. @default "users" */
  usersCollection?: string;
  /**
   * Serve only users whose email is verified; others get 403 with code `unverified`
   * ("Verify your email to use AI."). Anyone can sign up with any address, so without this every
   * throwaway account gets its own completions. Turn it off for an app whose users never verify
   * an email (OAuth2 sign-ins count as verified when the provider vouches for the address).
   * @default true
   * @example createCompletionHandler({ pocketbaseUrl, superuser, provider, requireVerified: false })
   */
  requireVerified?: boolean;
  /**
   * Where completions are reserved (the limit) and recorded.
   * @default createPocketBaseUsage({ pocketbaseUrl, superuser, collection: usageCollection })
   */
  usage?: CompletionUsageAdapter;
  /**
   * The collection of the default `usage` adapter, made by the migration shipped in
   * `@pocketkit/client/migrations/`. @default "ai_usage"
   */
  usageCollection?: string;
  /**
   * What a request's `kind` may be; any other value is refused (400, a field error on `kind`).
   * The first is used when a request names none.
   * @default ["completion"]
   * @example ["description", "alt", "tags"]
   */
  kinds?: readonly [string, ...string[]];
  /**
   * Kinds whose answer is checked before it is sent, e.g. a JSON list: for these the provider's
   * whole answer is read (not streamed) and given to the kind's function, whose `value` goes to
   * the caller as JSON `{ kind, value }` (200); its `error` becomes a 422 refusal with code
   * `invalid_answer` and that sentence. Other kinds stream as usual.
   * @example
   * parseAnswer: {
   *   tags: (text) => {
   *     const tags = tagList.safeParse(JSON.parse(text));
   *     return tags.success ? { value: tags.data } : { error: "The AI's tags weren't a list. Try again." };
   *   },
   * }
   */
  parseAnswer?: Partial<Record<string, (text: string) => ParsedAnswer>>;
  /** Turns a request into chat messages. @default the instructions as a system message, then the prompt */
  buildMessages?: (input: CompletionInput) => ChatMessage[] | Promise<ChatMessage[]>;
  /** Where failures are reported with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** How long to wait for the provider's first byte. @default 60000 */
  providerTimeoutMs?: number;
}

/**
 * `POST /api/completion` as a fetch-style handler (`Request → Response`), for Hono, a Next.js
 * route handler, or anything that speaks web Requests. It checks the caller's PocketBase token,
 * validates the body, reserves one of the user's completions (`usage`, atomic across servers),
 * then streams the provider's answer. When the caller goes away, the provider call is aborted.
 *
 * The request: a JSON body `{ prompt, instructions?, kind?, …your fields }` (at most
 * `maxBodyBytes`, counted while it is read) and the user's token in `Authorization`. The answer's
 * format follows `Accept`:
 * - the AI SDK's UI message stream (server-sent events, `x-vercel-ai-ui-message-stream: v1`) by
 *   default: what `useCompletion` from `@ai-sdk/react` reads with its default `streamProtocol`;
 * - plain text when Accept names `text/plain`: Pocketkit's `streamCompletion`, or `useCompletion`
 *   with `streamProtocol: "text"` and `headers: { accept: "text/plain" }`;
 * - for a kind in `parseAnswer`, one JSON object `{ kind, value }`, whatever Accept says.
 *
 * Refusals are the plain sentence for a person (what `useCompletion` shows as `error.message`), or
 * JSON `{ status, message, code?, data?, retryAfter? }` when Accept names `application/json`:
 * 400 a bad body (field errors under `data`: `prompt`, `instructions`, `kind`); 401 no valid
 * session; 403 `unverified`, the user's email is not verified (`requireVerified`); 405 not POST;
 * 413 too large; 422 `invalid_answer`, the answer of a `parseAnswer` kind was refused; 429 over
 * the limit, with `Retry-After` ("AI limit reached — try again in 4 min."); 502 the provider failed; 503 `not_configured` (no provider) or AI
 * unavailable (PocketBase or the usage store cannot be reached). The real reason of a 5xx is
 * logged, never sent. A provider stream that breaks off mid-answer ends the UI message stream
 * with an `error` chunk, and a plain-text answer with a broken connection.
 *
 * @throws at creation when neither `superuser` nor `usage` is given.
 * @example
 * const completion = createCompletionHandler({ pocketbaseUrl, superuser, provider, kinds: ["alt"] });
 * app.post("/api/completion", (c) => completion(c.req.raw));
 */
export function createCompletionHandler(
  options: CompletionHandlerOptions,
): (request: Request) => Promise<Response> {
  const limits = resolveLimits(options.limits);
  const kinds = options.kinds ?? ["completion"];
  const log = options.log ?? ((message, details) => console.error(`[completion] ${message}`, details ?? ""));
  const callerCheck = {
    pocketbaseUrl: options.pocketbaseUrl,
    usersCollection: options.usersCollection ?? "users",
    requireVerified: options.requireVerified ?? true,
    log,
  };
  const buildMessages = options.buildMessages ?? defaultMessages;
  // Made at creation, so that a missing `superuser` fails at startup, not at the first request.
  const usage = options.usage ?? defaultUsage(options);

  // The order matters: a caller without a valid session learns nothing (not even whether a
  // provider is configured) and gets no body read; a body that fails validation uses none of
  // the user's completions; only a reserved completion reaches the provider.
  return async function handleCompletion(request: Request): Promise<Response> {
    const format = negotiateFormat(request.headers.get("accept"));
    const refuse = (refusal: Refusal) => refusalResponse(format, refusal);
    if (request.method !== "POST")
      return refuse({ status: 405, message: "Use POST.", headers: { allow: "POST" } });

    const caller = await authenticateCaller(request.headers.get("authorization"), callerCheck);
    if ("refusal" in caller) return refuse(caller.refusal);
    const { user } = caller;

    if (!options.provider)
      return refuse({
        status: 503,
        code: "not_configured",
        message: "AI is off: no provider is configured.",
      });

    const raw = await readLimitedBody(request, limits.maxBodyBytes);
    if (raw === undefined) return refuse({ status: 413, message: "The request is too large." });
    const parsed = parseCompletionBody(raw, limits, kinds);
    if ("refusal" in parsed) return refuse(parsed.refusal);
    const { body, prompt, instructions, kind } = parsed;

    const reservation = await reserveCompletion(
      usage,
      { user, kind, perWindow: limits.perWindow, windowMs: limits.windowMs },
      log,
    );
    if ("refusal" in reservation) return refuse(reservation.refusal);
    const { finish } = reservation;

    let messages: ChatMessage[];
    try {
      messages = await buildMessages({ prompt, instructions, kind, body, user });
    } catch (error) {
      log("buildMessages failed", { error: describeError(error) });
      void finish({ status: "error", characters: 0 });
      return refuse({ status: 500, message: "The AI request could not be prepared. Try again." });
    }
    const call = {
      provider: options.provider,
      messages,
      request,
      format,
      finish,
      log,
      timeoutMs: options.providerTimeoutMs ?? 60_000,
    };
    const parse = options.parseAnswer?.[kind];
    return parse ? jsonAnswer({ ...call, kind, parse }) : streamFromProvider(call);
  };
}

function defaultUsage(options: CompletionHandlerOptions): CompletionUsageAdapter {
  if (!options.superuser)
    throw new Error("createCompletionHandler needs `superuser` (for the default usage adapter) or `usage`.");
  return createPocketBaseUsage({
    pocketbaseUrl: options.pocketbaseUrl,
    superuser: options.superuser,
    collection: options.usageCollection,
  });
}

function defaultMessages(input: CompletionInput): ChatMessage[] {
  return [
    ...(input.instructions ? [{ role: "system" as const, content: input.instructions }] : []),
    { role: "user", content: input.prompt },
  ];
}
