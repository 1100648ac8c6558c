// Test-only: a real HTTP server on loopback that speaks the OpenAI chat-completions streaming
// format (server-sent events of `chat.completion.chunk`), as OpenAI, Ollama, vLLM and LM Studio
// do. It records each request and whether its caller went away before the answer ended.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface ProviderRequest {
  body: { model: string; messages: { role: string; content: unknown }[]; stream: boolean };
  authorization: string | undefined;
  /** The caller closed the connection before the last chunk. */
  aborted: boolean;
  finished: boolean;
  /** How many of the answer's chunks have been written so far. */
  chunksSent: number;
}

/**
 * An answer, chunk by chunk, and how long each chunk takes; `status`: an error status instead;
 * `breakAfter`: the connection is destroyed after that many chunks, as a provider that falls over
 * mid-answer; `waitFor`: nothing is sent (not even headers) until it settles, so that a test can
 * hold an answer while it looks at what the caller shows meanwhile.
 */
export interface ProviderScript {
  chunks: string[];
  delayMs: number;
  status?: number;
  breakAfter?: number;
  waitFor?: Promise<unknown>;
}

export interface FakeProvider {
  /** Base URL including `/v1`, as `AI_BASE_URL` would be. */
  url: string;
  requests: ProviderRequest[];
  /** What the next answers say, unless `respond` says otherwise. */
  script: ProviderScript;
  /**
   * Chooses the answer to one request by what it asks (its messages), e.g. when a background job
   * and a person share the provider; `undefined` falls back to `script`.
   */
  respond?: (request: ProviderRequest) => ProviderScript | undefined;
  close(): Promise<void>;
}

export async function startOpenAiCompatibleServer(): Promise<FakeProvider> {
  const requests: ProviderRequest[] = [];
  const provider: FakeProvider = {
    url: "",
    requests,
    script: { chunks: ["Hello", ", ", "world", "."], delayMs: 20 },
    // Keep-alive connections would hold close() for seconds after the last answer.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      if (request.url !== "/v1/chat/completions") {
        response.writeHead(404).end();
        return;
      }
      const record: ProviderRequest = {
        body: JSON.parse(raw) as ProviderRequest["body"],
        authorization: request.headers.authorization,
        aborted: false,
        finished: false,
        chunksSent: 0,
      };
      requests.push(record);
      // Heard before any wait: a caller that leaves while its answer is held has aborted too.
      let ended = false;
      response.on("close", () => {
        if (!ended) record.aborted = true;
      });
      const script = provider.respond?.(record) ?? provider.script;
      void Promise.resolve(script.waitFor)
        .catch(() => {})
        .then(() => answer(script, record, response, () => (ended = true)));
    });
  });

  function answer(
    { chunks, delayMs, status = 200, breakAfter }: ProviderScript,
    record: ProviderRequest,
    response: ServerResponse,
    end: () => void,
  ) {
    if (response.destroyed || record.aborted) return;
    if (status !== 200) {
      end();
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "model overloaded" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let index = 0;
    const next = () => {
      if (response.destroyed) return;
      if (index === breakAfter) {
        response.destroy();
        return;
      }
      if (index < chunks.length) {
        const chunk = {
          id: "chatcmpl-test",
          object: "chat.completion.chunk",
          model: record.body.model,
          choices: [{ index: 0, delta: { content: chunks[index] }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        index++;
        record.chunksSent = index;
        setTimeout(next, delayMs);
      } else {
        response.write(
          `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
        );
        end();
        record.finished = true;
        response.end("data: [DONE]\n\n");
      }
    };
    next();
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  provider.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v1`;
  return provider;
}
