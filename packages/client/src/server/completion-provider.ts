import { answerEncoder, refusalResponse, type CompletionFormat } from "./completion-protocol";
import type { UsageOutcome } from "./completion-usage";

/** An OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, LM Studio… */
export interface CompletionProvider {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string | unknown[] };

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

const AI_DOWN = "The AI service didn't answer. Try again.";

/**
 * Calls the provider's streaming chat completions and relays its text in the caller's format;
 * 502 when the provider cannot be reached or refuses (the reason logged, not sent).
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
  const upstream = new AbortController();
  const abortUpstream = () => upstream.abort(request.signal.reason);
  request.signal.addEventListener("abort", abortUpstream, { once: true });
  const firstByteTimer = setTimeout(() => upstream.abort(new Error("the provider took too long")), timeoutMs);

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
    log("the provider could not be reached", { error: describeError(error), baseUrl: provider.baseUrl });
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
        log("the provider's stream broke off", { error: describeError(error) });
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

export function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
