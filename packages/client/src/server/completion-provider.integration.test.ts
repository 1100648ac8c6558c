import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";

import { startOpenAiCompatibleServer, type FakeProvider } from "@pocketkit/testkit";
import { requestChatCompletion } from "./completion-provider";

// The provider call against a real OpenAI-compatible server on loopback.
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startOpenAiCompatibleServer();
});
afterAll(async () => {
  await provider?.close();
});
beforeEach(() => {
  provider.script = { chunks: ["A ", "sea."], delayMs: 0 };
});

const messages = [{ role: "user" as const, content: "Describe the photo." }];

test("a streamed chat completion is asked for, with the key as a Bearer token", async () => {
  const response = await requestChatCompletion(
    { baseUrl: provider.url, apiKey: "sk-test", model: "test-model" },
    messages,
    new AbortController().signal,
  );
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('"content":"sea."');
  expect(provider.requests.at(-1)).toMatchObject({
    authorization: "Bearer sk-test",
    body: { model: "test-model", messages, stream: true },
  });
});

test("a base URL with a trailing slash, and no key: no authorization header at all", async () => {
  const response = await requestChatCompletion(
    { baseUrl: `${provider.url}/`, model: "local" },
    messages,
    new AbortController().signal,
  );
  // The fake provider answers 404 to any path but /v1/chat/completions.
  expect(response.status).toBe(200);
  await response.text();
  expect(provider.requests.at(-1)).toMatchObject({ authorization: undefined, body: { model: "local" } });
});

test("a provider's error status is the caller's to read, not thrown", async () => {
  provider.script = { chunks: [], delayMs: 0, status: 503 };
  const response = await requestChatCompletion(
    { baseUrl: provider.url, model: "test-model" },
    messages,
    new AbortController().signal,
  );
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("model overloaded");
});

test("the signal aborts the call, and the provider sees its caller go", async () => {
  provider.script = { chunks: Array.from({ length: 50 }, () => "word "), delayMs: 20 };
  const controller = new AbortController();
  const response = await requestChatCompletion(
    { baseUrl: provider.url, model: "test-model" },
    messages,
    controller.signal,
  );
  const reader = response.body!.getReader();
  await reader.read();
  controller.abort();
  await expect(reader.read()).rejects.toThrow();
  await expect.poll(() => provider.requests.at(-1)?.aborted).toBe(true);
});
