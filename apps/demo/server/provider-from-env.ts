import type { CompletionProvider } from "@pocketkit/client/server";

/**
 * The AI provider named by `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL` (any OpenAI-compatible
 * endpoint: OpenAI, Ollama, vLLM, LM Studio), or `undefined` — AI off — without `AI_BASE_URL`.
 */
export function providerFromEnv(env: Record<string, string | undefined>): CompletionProvider | undefined {
  if (!env.AI_BASE_URL) return undefined;
  return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL ?? "gpt-4o-mini" };
}
