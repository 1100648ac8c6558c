import PocketBase, { BaseAuthStore, ClientResponseError, type RecordModel } from "pocketbase";

import { formatWait } from "../errors/to-pocketkit-error";
import {
  answerEncoder,
  negotiateFormat,
  refusalResponse,
  type CompletionFormat,
  type Refusal,
} from "./completion-protocol";
import { createPocketBaseUsage, type CompletionUsageAdapter, type UsageOutcome } from "./completion-usage";

/** An OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, LM Studio… */
export interface CompletionProvider {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

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

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string | unknown[] };

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

const AI_DOWN = "The AI service didn't answer. Try again.";
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
 * session; 405 not POST; 413 too large; 429 over the limit, with `Retry-After` ("AI limit reached
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
      reservation = await usage.reserve({ user: caller, kind, ...limits });
    } catch (error) {
      log("could not reserve AI usage", { error: describe(error) });
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
        .catch((error: unknown) => log("could not record AI usage", { error: describe(error) }));

    let messages: ChatMessage[];
    try {
      messages = await buildMessages({ prompt, instructions, kind, body, user: caller });
    } catch (error) {
      log("buildMessages failed", { error: describe(error) });
      void finish({ status: "error", characters: 0 });
      return refuse({ status: 500, message: "The AI request could not be prepared. Try again." });
    }
    return callProvider(options.provider, messages, request, format, finish);
  };

  async function callProvider(
    provider: CompletionProvider,
    messages: ChatMessage[],
    request: Request,
    format: CompletionFormat,
    finish: (outcome: UsageOutcome) => Promise<unknown>,
  ): Promise<Response> {
    const upstream = new AbortController();
    const abortUpstream = () => upstream.abort(request.signal.reason);
    request.signal.addEventListener("abort", abortUpstream, { once: true });
    const firstByteTimer = setTimeout(
      () => upstream.abort(new Error("the provider took too long")),
      options.providerTimeoutMs ?? 60_000,
    );

    let providerResponse: Response;
    try {
      providerResponse = await fetch(`${provider.baseUrl.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: provider.model, messages, stream: true }),
        signal: upstream.signal,
      });
    } catch (error) {
      clearTimeout(firstByteTimer);
      request.signal.removeEventListener("abort", abortUpstream);
      if (request.signal.aborted) {
        void finish({ status: "stopped", characters: 0 });
        return refusalResponse(format, { status: 499, message: "The request was cancelled." });
      }
      log("the provider could not be reached", { error: describe(error), baseUrl: provider.baseUrl });
      void finish({ status: "error", characters: 0 });
      return refusalResponse(format, { status: 502, message: AI_DOWN });
    }
    if (!providerResponse.ok || !providerResponse.body) {
      clearTimeout(firstByteTimer);
      request.signal.removeEventListener("abort", abortUpstream);
      const detail = await providerResponse.text().catch(() => "");
      log(`the provider answered ${providerResponse.status}`, {
        body: detail.slice(0, 500),
        baseUrl: provider.baseUrl,
      });
      void finish({ status: "error", characters: 0 });
      return refusalResponse(format, { status: 502, message: AI_DOWN });
    }

    const events = providerResponse.body.pipeThrough(new TextDecoderStream()).getReader();
    const encoder = answerEncoder(format);
    const bytes = new TextEncoder();
    let buffer = "";
    let characters = 0;
    let settled = false;
    const settle = (status: UsageOutcome["status"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(firstByteTimer);
      request.signal.removeEventListener("abort", abortUpstream);
      void finish({ status, characters });
    };

    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          for (;;) {
            const { done, value } = await events.read();
            clearTimeout(firstByteTimer);
            if (done) {
              settle("ok");
              const end = encoder.end();
              if (end) controller.enqueue(bytes.encode(end));
              controller.close();
              return;
            }
            buffer += value;
            const lines = buffer.split("\n");
            buffer = lines.pop() ?? "";
            let text = "";
            for (const line of lines) {
              const data = line.startsWith("data:") ? line.slice(5).trim() : "";
              if (!data || data === "[DONE]") continue;
              try {
                const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
                text += chunk.choices?.[0]?.delta?.content ?? "";
              } catch {
                // a keep-alive or a line we do not know: skip it
              }
            }
            if (text) {
              characters += text.length;
              controller.enqueue(bytes.encode(encoder.text(text)));
              return;
            }
          }
        } catch (error) {
          if (request.signal.aborted || upstream.signal.aborted) {
            settle("stopped");
            controller.close();
            return;
          }
          log("the provider's stream broke off", { error: describe(error) });
          settle("error");
          const said = encoder.error(AI_DOWN);
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
        upstream.abort(reason);
        settle("stopped");
      },
    });

    return new Response(stream, { status: 200, headers: encoder.headers });
  }

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
        error: describe(error),
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

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `maxBytes` (a body
 * without Content-Length could otherwise be read whole before being refused); `undefined` then.
 */
async function readBody(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

type FieldErrors = Record<string, { code: string; message: string }>;

function parseBody(
  raw: string,
  limits: { maxPrompt: number; maxInstructions: number },
  kinds: readonly string[],
):
  | { refusal: Refusal }
  | { body: Record<string, unknown>; prompt: string; instructions: string; kind: string } {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    return { refusal: { status: 400, message: "The request body must be a JSON object." } };
  }
  const fieldErrors: FieldErrors = {};
  const { prompt, instructions = "", kind = kinds[0] } = body;
  if (typeof prompt !== "string" || prompt.trim() === "") {
    fieldErrors.prompt = { code: "validation_required", message: "Cannot be blank." };
  } else if (prompt.length > limits.maxPrompt) {
    fieldErrors.prompt = tooLong(limits.maxPrompt);
  }
  if (typeof instructions !== "string") {
    fieldErrors.instructions = { code: "validation_invalid_value", message: "Must be text." };
  } else if (instructions.length > limits.maxInstructions) {
    fieldErrors.instructions = tooLong(limits.maxInstructions);
  }
  if (typeof kind !== "string" || !kinds.includes(kind)) {
    fieldErrors.kind = { code: "validation_invalid_value", message: `Must be one of: ${kinds.join(", ")}.` };
  }
  if (Object.keys(fieldErrors).length > 0)
    return { refusal: { status: 400, message: "Some fields need attention.", data: fieldErrors } };
  return { body, prompt: prompt as string, instructions: instructions as string, kind: kind as string };
}

function tooLong(max: number) {
  return { code: "validation_max_text_constraint", message: `Must be no more than ${max} character(s).` };
}

function defaultMessages(input: CompletionInput): ChatMessage[] {
  return [
    ...(input.instructions ? [{ role: "system" as const, content: input.instructions }] : []),
    { role: "user", content: input.prompt },
  ];
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
