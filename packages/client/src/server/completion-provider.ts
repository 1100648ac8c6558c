/** An OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, LM Studio… */
export interface CompletionProvider {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string | unknown[] };

/**
 * Asks the provider for a streamed chat completion. Resolves with its response as soon as the
 * headers arrive, whatever the status; rejects when it cannot be reached or `signal` aborts.
 *
 * @example
 * const response = await requestChatCompletion(provider, [{ role: "user", content: "Hi" }], signal);
 */
export function requestChatCompletion(
  provider: CompletionProvider,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<Response> {
  // A base URL copied with its trailing slash must not become `/v1//chat/completions`.
  return fetch(`${provider.baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      // Local servers (Ollama, LM Studio) take no key; some refuse an empty Bearer.
      ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: provider.model, messages, stream: true }),
    signal,
  });
}
