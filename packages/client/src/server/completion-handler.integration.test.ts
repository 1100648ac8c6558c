import type PocketBase from "pocketbase";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { streamCompletion } from "..";
import { signUpUser, startGalleryPocketBase } from "../test-support/gallery-pocketbase";
import { startCompletionApp, type CompletionApp } from "../test-support/completion-app";
import { startOpenAiCompatibleServer, type FakeProvider } from "../test-support/openai-compatible-server";
import type { PocketBaseServer } from "../testing";

// The whole path for real: a Hono app on loopback serving the handler, PocketBase for the
// token and the usage rows, and an OpenAI-compatible streaming server as the provider.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;
let appUrl: string;
let logged: { message: string; details?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  pocketbase = await startGalleryPocketBase();
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, apiKey: "sk-test", model: "test-model" },
    log: (message, details) => logged.push({ message, details }),
  });
  appUrl = app.url;
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});
beforeEach(() => {
  logged = [];
  app.options = {};
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 20 };
});

async function usageOf(pb: PocketBase) {
  return pb.collection("ai_usage").getFullList({ sort: "created" });
}

test("a full answer streams through, and one usage row records it", async () => {
  const user = await signUpUser(pocketbase.url);
  const pieces: string[] = [];
  const text = await streamCompletion({
    url: appUrl,
    prompt: "Describe the photo.",
    body: { kind: "alt", instructions: "One sentence." },
    token: () => user.authStore.token,
    onText: (delta) => pieces.push(delta),
  });
  expect(text).toBe("A red gradient.");
  expect(pieces.length).toBeGreaterThan(1);
  expect(pieces.join("")).toBe(text);

  const sent = provider.requests.at(-1)!;
  expect(sent.authorization).toBe("Bearer sk-test");
  expect(sent.body).toMatchObject({
    model: "test-model",
    stream: true,
    messages: [
      { role: "system", content: "One sentence." },
      { role: "user", content: "Describe the photo." },
    ],
  });
  await vi.waitFor(async () =>
    expect(await usageOf(user)).toMatchObject([{ kind: "alt", status: "ok", characters: 15 }]),
  );
});

test("stopping mid-stream aborts the provider's request and records a stop", async () => {
  const user = await signUpUser(pocketbase.url);
  provider.script = { chunks: Array.from({ length: 50 }, (_, index) => `word${index} `), delayMs: 40 };
  const controller = new AbortController();
  const error = await streamCompletion({
    url: appUrl,
    prompt: "Write a lot.",
    token: user.authStore.token,
    signal: controller.signal,
    onText: (_, text) => {
      if (text.length > 10) controller.abort();
    },
  }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ kind: "aborted" });
  await vi.waitFor(() => expect(provider.requests.at(-1)!.aborted).toBe(true));
  expect(provider.requests.at(-1)!.finished).toBe(false);
  await vi.waitFor(async () => expect((await usageOf(user)).at(-1)).toMatchObject({ status: "stopped" }));
});

test("a provider that is down gives 502 with a plain message, and the real reason is logged", async () => {
  const user = await signUpUser(pocketbase.url);
  app.options = { provider: { baseUrl: "http://127.0.0.1:9/v1", model: "x" } };
  const error = await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({
    kind: "server",
    status: 502,
    message: "The AI service didn't answer. Try again.",
  });
  const response = await fetch(appUrl, {
    method: "POST",
    headers: { authorization: user.authStore.token },
    body: JSON.stringify({ prompt: "Hi" }),
  });
  expect(await response.json()).toMatchObject({ message: "The AI service didn't answer. Try again." });
  expect(logged[0]?.message).toBe("the provider could not be reached");
  expect(String(logged[0]?.details?.error)).toMatch(/fetch failed|ECONNREFUSED/);
});

test("a provider that answers with an error status gives 502 and logs its answer", async () => {
  const user = await signUpUser(pocketbase.url);
  provider.script = { chunks: [], delayMs: 0, status: 503 };
  const response = await fetch(appUrl, {
    method: "POST",
    headers: { authorization: user.authStore.token },
    body: JSON.stringify({ prompt: "Hi" }),
  });
  expect(response.status).toBe(502);
  expect(logged[0]).toMatchObject({ message: "the provider answered 503" });
  expect(String(logged[0]?.details?.body)).toContain("model overloaded");
});

describe("refusals", () => {
  let user: PocketBase;
  beforeAll(async () => {
    user = await signUpUser(pocketbase.url);
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(appUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  test("401 without a token, or with one PocketBase does not know", async () => {
    expect((await post({ prompt: "Hi" })).status).toBe(401);
    expect((await post({ prompt: "Hi" }, { authorization: "not.a.token" })).status).toBe(401);
  });

  test("400 for a body that is not JSON, a blank prompt, or instructions over 2,000 characters", async () => {
    const auth = { authorization: user.authStore.token };
    expect((await post("{nope", auth)).status).toBe(400);
    const blank = await post({ prompt: " " }, auth);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ data: { prompt: { code: "validation_required" } } });
    const long = await post({ prompt: "Hi", instructions: "x".repeat(2001) }, auth);
    expect(await long.json()).toMatchObject({
      data: { instructions: { message: "Must be no more than 2000 character(s)." } },
    });
    expect((await post({ prompt: "Hi", instructions: "x".repeat(2000) }, auth)).status).toBe(200);
  });

  test("413 for a body over the limit", async () => {
    const response = await post({ prompt: "x".repeat(70_000) }, { authorization: user.authStore.token });
    expect(response.status).toBe(413);
  });

  test("503 not_configured when no provider is set", async () => {
    app.options = { provider: undefined };
    const error = await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      kind: "not_configured",
      status: 503,
      message: "AI is off: no provider is configured.",
    });
  });

  test("429 once the user's completions in the window reach the limit, with Retry-After", async () => {
    const limited = await signUpUser(pocketbase.url);
    app.options = { limits: { perWindow: 2, windowMs: 4 * 60_000 } };
    for (let index = 0; index < 2; index++) {
      expect(await streamCompletion({ url: appUrl, prompt: "Hi", token: limited.authStore.token })).toBe(
        "A red gradient.",
      );
    }
    const error = await streamCompletion({ url: appUrl, prompt: "Hi", token: limited.authStore.token }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      kind: "rate_limited",
      status: 429,
      message: "AI limit reached — try again in 4 min.",
    });
    const response = await post({ prompt: "Hi" }, { authorization: limited.authStore.token });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(200);
    expect(await response.json()).toMatchObject({ message: "AI limit reached — try again in 4 min." });
    // Another user is not affected.
    expect(await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token })).toBe(
      "A red gradient.",
    );
  });
});
