import PocketBase, { BaseAuthStore, type RecordModel } from "pocketbase";

import { formatWait } from "../errors/to-pocketkit-error";

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
  /** Largest request body, in bytes. @default 65536 */
  maxBodyBytes?: number;
}

export interface CompletionInput {
  prompt: string;
  instructions: string;
  /** What is being written, when the body says (`alt`, `description`, `tags`, …). */
  kind: string;
  /** The whole parsed body, for app-specific fields. */
  body: Record<string, unknown>;
  user: RecordModel;
}

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string | unknown[] };

export interface CompletionHandlerOptions {
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  /** A superuser, for recording usage in `ai_usage` (which users cannot write). */
  superuser: { email: string; password: string };
  /** `undefined` when no provider is configured: the route then answers 503 `not_configured`. */
  provider: CompletionProvider | undefined;
  limits?: CompletionLimits;
  /** The auth collection whose users may call the route. @default "users" */
  usersCollection?: string;
  /** The usage collection. @default "ai_usage" */
  usageCollection?: string;
  /** Turns a request into chat messages. @default the instructions as a system message, then the prompt */
  buildMessages?: (input: CompletionInput) => ChatMessage[] | Promise<ChatMessage[]>;
  /** Where failures are reported with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** How long to wait for the provider's first byte. @default 60000 */
  providerTimeoutMs?: number;
}

const AI_DOWN = "The AI service didn't answer. Try again.";

/**
 * `POST /api/completion` as a fetch-style handler (`Request → Response`), for Hono, a Next.js
 * route handler, or anything that speaks web Requests. It checks the caller's PocketBase token,
 * validates the body, enforces the per-user limit recorded in `ai_usage`, and streams the
 * provider's answer as plain text. When the caller goes away, the provider call is aborted.
 *
 * Answers: 200 text stream; 400 a bad body (field errors under `data`); 401 no valid session;
 * 405 not POST; 413 too large; 429 over the limit, with `Retry-After`; 502 the provider failed
 * (the reason is logged, not sent); 503 `not_configured`.
 *
 * @example
 * const completion = createCompletionHandler({ pocketbaseUrl, superuser, provider });
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
  const usersCollection = options.usersCollection ?? "users";
  const usageCollection = options.usageCollection ?? "ai_usage";
  const log = options.log ?? ((message, details) => console.error(`[completion] ${message}`, details ?? ""));
  const buildMessages = options.buildMessages ?? defaultMessages;

  let superuserClient: Promise<PocketBase> | undefined;
  function superuser(): Promise<PocketBase> {
    superuserClient ??= (async () => {
      // A store in memory only: where a `localStorage` exists (an edge runtime, a test's DOM),
      // the SDK's default store would share it with any other client there.
      const pb = new PocketBase(options.pocketbaseUrl, new BaseAuthStore());
      pb.autoCancellation(false);
      await pb
        .collection("_superusers")
        .authWithPassword(options.superuser.email, options.superuser.password, {
          autoRefreshThreshold: 30 * 60,
        });
      return pb;
    })().catch((error: unknown) => {
      superuserClient = undefined;
      throw error;
    });
    return superuserClient;
  }

  return async function handleCompletion(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { message: "Use POST." }, { allow: "POST" });

    const user = await authenticate(request.headers.get("authorization"));
    if (!user) return json(401, { message: "Sign in to use AI." });

    if (!options.provider)
      return json(503, { code: "not_configured", message: "AI is off: no provider is configured." });

    const declaredLength = Number(request.headers.get("content-length") ?? 0);
    if (declaredLength > limits.maxBodyBytes) return json(413, { message: "The request is too large." });
    const raw = await request.text();
    if (new TextEncoder().encode(raw).length > limits.maxBodyBytes)
      return json(413, { message: "The request is too large." });

    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw new Error("not an object");
      body = parsed as Record<string, unknown>;
    } catch {
      return json(400, { message: "The request body must be a JSON object." });
    }
    const fieldErrors: Record<string, { code: string; message: string }> = {};
    const prompt = body.prompt;
    const instructions = body.instructions ?? "";
    if (typeof prompt !== "string" || prompt.trim() === "") {
      fieldErrors.prompt = { code: "validation_required", message: "Cannot be blank." };
    } else if (prompt.length > limits.maxPrompt) {
      fieldErrors.prompt = {
        code: "validation_max_text_constraint",
        message: `Must be no more than ${limits.maxPrompt} character(s).`,
      };
    }
    if (typeof instructions !== "string") {
      fieldErrors.instructions = { code: "validation_invalid_value", message: "Must be text." };
    } else if (instructions.length > limits.maxInstructions) {
      fieldErrors.instructions = {
        code: "validation_max_text_constraint",
        message: `Must be no more than ${limits.maxInstructions} character(s).`,
      };
    }
    if (Object.keys(fieldErrors).length > 0)
      return json(400, { message: "Some fields need attention.", data: fieldErrors });
    const kind = typeof body.kind === "string" ? body.kind : "description";

    let admin: PocketBase;
    try {
      admin = await superuser();
    } catch (error) {
      log("cannot sign in to PocketBase as the superuser", { error: String(error) });
      return json(502, { message: AI_DOWN });
    }

    // The limit counts attempts already recorded, in flight ones included: a row is written
    // before the provider is called, so parallel requests cannot slip past it.
    const since = new Date(Date.now() - limits.windowMs).toISOString().replace("T", " ");
    const recent = await admin.collection(usageCollection).getList(1, limits.perWindow, {
      filter: admin.filter("user = {:user} && created >= {:since} && status != 'rate_limited'", {
        user: user.id,
        since,
      }),
      sort: "created",
      fields: "created",
    });
    if (recent.totalItems >= limits.perWindow) {
      const oldest = Date.parse(String(recent.items[0]?.created ?? "").replace(" ", "T"));
      const retryAfter = Math.max(1, Math.ceil((oldest + limits.windowMs - Date.now()) / 1000));
      await admin
        .collection(usageCollection)
        .create({ user: user.id, kind, characters: 0, status: "rate_limited" })
        .catch(() => undefined);
      return json(
        429,
        { message: `AI limit reached — try again in ${formatWait(retryAfter)}.`, retryAfter },
        { "retry-after": String(retryAfter) },
      );
    }
    const usage = await admin
      .collection(usageCollection)
      .create({ user: user.id, kind, characters: 0, status: "ok" });
    const finish = (status: "ok" | "stopped" | "error", characters: number) =>
      admin
        .collection(usageCollection)
        .update(usage.id, { status, characters })
        .catch((error: unknown) => log("could not record AI usage", { error: String(error) }));

    const messages = await buildMessages({
      prompt: prompt as string,
      instructions: instructions as string,
      kind,
      body,
      user,
    });
    const provider = options.provider;
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
        void finish("stopped", 0);
        return json(499, { message: "The request was cancelled." });
      }
      log("the provider could not be reached", { error: describe(error), baseUrl: provider.baseUrl });
      void finish("error", 0);
      return json(502, { message: AI_DOWN });
    }
    if (!providerResponse.ok || !providerResponse.body) {
      clearTimeout(firstByteTimer);
      const detail = await providerResponse.text().catch(() => "");
      log(`the provider answered ${providerResponse.status}`, {
        body: detail.slice(0, 500),
        baseUrl: provider.baseUrl,
      });
      void finish("error", 0);
      return json(502, { message: AI_DOWN });
    }

    const events = providerResponse.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let characters = 0;
    let settled = false;
    const settle = (status: "ok" | "stopped" | "error") => {
      if (settled) return;
      settled = true;
      clearTimeout(firstByteTimer);
      request.signal.removeEventListener("abort", abortUpstream);
      void finish(status, characters);
    };
    const encoder = new TextEncoder();

    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          for (;;) {
            const { done, value } = await events.read();
            clearTimeout(firstByteTimer);
            if (done) {
              settle("ok");
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
              controller.enqueue(encoder.encode(text));
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
          controller.error(error);
        }
      },
      cancel(reason) {
        // The caller stopped reading (it went away, or pressed stop): stop the provider too.
        upstream.abort(reason);
        settle("stopped");
      },
    });

    return new Response(stream, {
      status: 200,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  };

  async function authenticate(authorization: string | null): Promise<RecordModel | undefined> {
    const token = authorization?.replace(/^Bearer\s+/i, "").trim();
    if (!token) return undefined;
    const pb = new PocketBase(options.pocketbaseUrl, new BaseAuthStore());
    pb.autoCancellation(false);
    pb.authStore.save(token, null);
    try {
      const { record } = await pb.collection(usersCollection).authRefresh();
      return record;
    } catch {
      return undefined;
    }
  }
}

function defaultMessages(input: CompletionInput): ChatMessage[] {
  return [
    ...(input.instructions ? [{ role: "system" as const, content: input.instructions }] : []),
    { role: "user", content: input.prompt },
  ];
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
