import PocketBase, { BaseAuthStore, ClientResponseError, type RecordModel } from "pocketbase";

import { formatWait } from "../errors/to-pocketkit-error";
import { negotiateFormat, refusalResponse, type Refusal } from "./completion-protocol";
import {
  describeError,
  streamFromProvider,
  type ChatMessage,
  type CompletionProvider,
} from "./completion-provider";
import { parseBody, readBody } from "./completion-request";
import { createPocketBaseUsage, type CompletionUsageAdapter, type UsageOutcome } from "./completion-usage";

export type { ChatMessage, CompletionProvider } from "./completion-provider";

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
  /** Turns a request into chat messages. @default the instructions as a system message, then the prompt */
  buildMessages?: (input: CompletionInput) => ChatMessage[] | Promise<ChatMessage[]>;
  /** Where failures are reported with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** How long to wait for the provider's first byte. @default 60000 */
  providerTimeoutMs?: number;
}

const UNAVAILABLE = "AI is unavailable. Try again later.";

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
 *   with `streamProtocol: "text"` and `headers: { accept: "text/plain" }`.
 *
 * Refusals are the plain sentence for a person (what `useCompletion` shows as `error.message`), or
 * JSON `{ status, message, code?, data?, retryAfter? }` when Accept names `application/json`:
 * 400 a bad body (field errors under `data`: `prompt`, `instructions`, `kind`); 401 no valid
 * session; 403 `unverified`, the user's email is not verified (`requireVerified`); 405 not POST; 413 too large; 429 over the limit, with `Retry-After` ("AI limit reached
 * — try again in 4 min."); 502 the provider failed; 503 `not_configured` (no provider) or AI
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
  const limits = {
    perWindow: options.limits?.perWindow ?? 20,
    windowMs: options.limits?.windowMs ?? 10 * 60_000,
    maxInstructions: options.limits?.maxInstructions ?? 2000,
    maxPrompt: options.limits?.maxPrompt ?? 8000,
    maxBodyBytes: options.limits?.maxBodyBytes ?? 64 * 1024,
  };
  const kinds = options.kinds ?? ["completion"];
  const usersCollection = options.usersCollection ?? "users";
  const requireVerified = options.requireVerified ?? true;
  const log = options.log ?? ((message, details) => console.error(`[completion] ${message}`, details ?? ""));
  const buildMessages = options.buildMessages ?? defaultMessages;
  const usage = options.usage ?? defaultUsage(options);

  return async function handleCompletion(request: Request): Promise<Response> {
    const format = negotiateFormat(request.headers.get("accept"));
    const refuse = (refusal: Refusal) => refusalResponse(format, refusal);
    if (request.method !== "POST")
      return refuse({ status: 405, message: "Use POST.", headers: { allow: "POST" } });

    const caller = await authenticate(request.headers.get("authorization"));
    if (caller === "unreachable") return refuse({ status: 503, code: "unavailable", message: UNAVAILABLE });
    if (!caller) return refuse({ status: 401, message: "Sign in to use AI." });
    if (requireVerified && caller.verified !== true)
      return refuse({ status: 403, code: "unverified", message: "Verify your email to use AI." });

    if (!options.provider)
      return refuse({
        status: 503,
        code: "not_configured",
        message: "AI is off: no provider is configured.",
      });

    const raw = await readBody(request, limits.maxBodyBytes);
    if (raw === undefined) return refuse({ status: 413, message: "The request is too large." });
    const parsed = parseBody(raw, limits, kinds);
    if ("refusal" in parsed) return refuse(parsed.refusal);
    const { body, prompt, instructions, kind } = parsed;

    let reservation;
    try {
      reservation = await usage.reserve({
        user: caller,
        kind,
        perWindow: limits.perWindow,
        windowMs: limits.windowMs,
      });
    } catch (error) {
      log("could not reserve AI usage", { error: describeError(error) });
      return refuse({ status: 503, code: "unavailable", message: UNAVAILABLE });
    }
    if (!reservation.granted) {
      const { retryAfter } = reservation;
      return refuse({
        status: 429,
        message: `AI limit reached — try again in ${formatWait(retryAfter)}.`,
        retryAfter,
      });
    }
    const usageId = reservation.id;
    const finish = (outcome: UsageOutcome) =>
      usage
        .finish(usageId, outcome)
        .catch((error: unknown) => log("could not record AI usage", { error: describeError(error) }));

    let messages: ChatMessage[];
    try {
      messages = await buildMessages({ prompt, instructions, kind, body, user: caller });
    } catch (error) {
      log("buildMessages failed", { error: describeError(error) });
      void finish({ status: "error", characters: 0 });
      return refuse({ status: 500, message: "The AI request could not be prepared. Try again." });
    }
    return streamFromProvider({
      provider: options.provider,
      messages,
      request,
      format,
      finish,
      log,
      timeoutMs: options.providerTimeoutMs ?? 60_000,
    });
  };

  /**
   * The caller's user; `undefined` when PocketBase refuses the token; `"unreachable"` when
   * PocketBase cannot say (down, unreachable, failing): that is no reason to ask someone to sign in.
   */
  async function authenticate(
    authorization: string | null,
  ): Promise<RecordModel | "unreachable" | undefined> {
    const token = authorization?.replace(/^Bearer\s+/i, "").trim();
    if (!token) return undefined;
    const pb = new PocketBase(options.pocketbaseUrl, new BaseAuthStore());
    pb.autoCancellation(false);
    pb.authStore.save(token, null);
    try {
      const { record } = await pb.collection(usersCollection).authRefresh();
      return record;
    } catch (error) {
      // The SDK reports a failed fetch (refused connection, DNS, reset) as status 0.
      if (error instanceof ClientResponseError && error.status > 0 && error.status < 500) return undefined;
      log("PocketBase could not check the token", {
        error: describeError(error),
        pocketbaseUrl: options.pocketbaseUrl,
      });
      return "unreachable";
    }
  }
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
