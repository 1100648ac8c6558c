// The provider's answer is OpenAI's streaming chat completions format: server-sent events whose
// `data:` lines hold `chat.completion.chunk` JSON (`{ choices: [{ delta: { content } }] }`), then
// `data: [DONE]`. OpenAI, Ollama, vLLM and LM Studio all send it.

/** Reads a provider's answer piece by piece, as its bytes arrive. */
export interface ChatCompletionParser {
  /**
   * The text the complete lines received so far add, joined: `""` when a piece completes no line
   * or only lines without text (a role chunk, a keep-alive, `[DONE]`).
   */
  push(bytes: Uint8Array): string;
}

/**
 * A parser for one answer. It keeps what it has not yet understood between pieces: the bytes of
 * a character split across two network packets, and a line cut in the middle.
 *
 * @example
 * const parser = createChatCompletionParser();
 * for await (const bytes of response.body) send(parser.push(bytes));
 */
export function createChatCompletionParser(): ChatCompletionParser {
  // `stream: true` holds back an incomplete UTF-8 sequence until the next piece completes it.
  const decoder = new TextDecoder();
  let unfinishedLine = "";
  return {
    push(bytes) {
      const lines = (unfinishedLine + decoder.decode(bytes, { stream: true })).split("\n");
      unfinishedLine = lines.pop() ?? "";
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
      return text;
    },
  };
}
