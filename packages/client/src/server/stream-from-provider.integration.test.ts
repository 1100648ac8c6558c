import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";

import { startOpenAiCompatibleServer, type FakeProvider } from "@pocketkit/testkit";
import type { CompletionFormat } from "./completion-protocol";
import type { UsageOutcome } from "./completion-usage";
import { streamFromProvider } from "./stream-from-provider";

// The provider step against real servers on loopback: the OpenAI-compatible one, and one that
// takes requests and never answers, as a provider stuck before its first byte.
let provider: FakeProvider;
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  provider = await startOpenAiCompatibleServer();
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  silentUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v1`;
});
afterAll(async () => {
  silent?.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
  await provider?.close();
});
beforeEach(() => {
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
});

const plainText: CompletionFormat = { answer: "text", refusal: "json" };

function call(
  baseUrl: string,
  { timeoutMs = 60_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const outcomes: UsageOutcome[] = [];
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const request = new Request("http://127.0.0.1/api/completion", { method: "POST", signal });
  const response = streamFromProvider({
    provider: { baseUrl, model: "test-model" },
    messages: [{ role: "user", content: "Hi" }],
    request,
    format: plainText,
    finish: async (outcome) => {
      outcomes.push(outcome);
    },
    log: (message, details) => logged.push({ message, details }),
    timeoutMs,
  });
  return { response, outcomes, logged };
}

test("the provider's answer is relayed, and its end recorded", async () => {
  const { response, outcomes, logged } = call(provider.url);
  expect(await (await response).text()).toBe("A red gradient.");
  expect(outcomes).toEqual([{ status: "ok", characters: 15 }]);
  expect(logged).toEqual([]);
});

test("a provider out of reach: 502 with the plain sentence, the reason logged", async () => {
  const { response, outcomes, logged } = call("http://127.0.0.1:9/v1");
  const refused = await response;
  expect(refused.status).toBe(502);
  expect(await refused.json()).toEqual({ status: 502, message: "The AI service didn't answer. Try again." });
  expect(outcomes).toEqual([{ status: "error", characters: 0 }]);
  expect(logged).toMatchObject([
    { message: "the provider could not be reached", details: { baseUrl: "http://127.0.0.1:9/v1" } },
  ]);
});

test("a provider that refuses: 502, its answer logged", async () => {
  provider.script = { chunks: [], delayMs: 0, status: 401 };
  const { response, outcomes, logged } = call(provider.url);
  expect((await response).status).toBe(502);
  expect(outcomes).toEqual([{ status: "error", characters: 0 }]);
  expect(logged).toMatchObject([{ message: "the provider answered 401" }]);
  expect(String(logged[0]?.details?.body)).toContain("model overloaded");
});

test("a provider that does not start answering in time: 502, and why logged", async () => {
  const { response, outcomes, logged } = call(silentUrl, { timeoutMs: 100 });
  expect((await response).status).toBe(502);
  expect(outcomes).toEqual([{ status: "error", characters: 0 }]);
  expect(logged).toMatchObject([
    { message: "the provider could not be reached", details: { error: "the provider took too long" } },
  ]);
});

test("a caller gone before the provider is called (while the route checked who it is): 499, and the provider is not asked", async () => {
  const caller = new AbortController();
  caller.abort();
  const before = provider.requests.length;
  const { response, outcomes, logged } = call(provider.url, { signal: caller.signal });
  expect((await response).status).toBe(499);
  expect(outcomes).toEqual([{ status: "stopped", characters: 0 }]);
  expect(logged).toEqual([]);
  expect(provider.requests.length).toBe(before);
});

test("a caller gone before the provider answers: 499, recorded as a stop, nothing logged", async () => {
  const caller = new AbortController();
  const { response, outcomes, logged } = call(silentUrl, { signal: caller.signal });
  setTimeout(() => caller.abort(), 50);
  expect((await response).status).toBe(499);
  expect(outcomes).toEqual([{ status: "stopped", characters: 0 }]);
  expect(logged).toEqual([]);
});
