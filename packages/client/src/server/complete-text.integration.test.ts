import {
  signUpUser,
  startCompletionApp,
  startOpenAiCompatibleServer,
  startTestPocketBase,
  type CompletionApp,
  type FakeProvider,
} from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";

import { streamCompletion } from "..";
import type { PocketBaseServer } from "../testing";
import {
  completeText,
  createPocketBaseUsage,
  type CompleteTextOptions,
  type CompletionUsageAdapter,
} from ".";

// A caller that is no HTTP request (a background job) asks for completions with completeText,
// against a real PocketBase for the usage rows and an OpenAI-compatible server on loopback, while
// the route serves people from the same usage rows.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;
let usage: CompletionUsageAdapter;
let logged: { message: string; details?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  pocketbase = await startTestPocketBase();
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    kinds: ["alt"],
    limits: { perWindow: 3 },
    log: () => {},
  });
  usage = createPocketBaseUsage({ pocketbaseUrl: pocketbase.url, superuser: pocketbase.superuser });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});
beforeEach(() => {
  logged = [];
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
});

const usageOf = (pb: PocketBase) => pb.collection("ai_usage").getFullList({ sort: "sequence" });

function job(user: PocketBase, options: Partial<CompleteTextOptions> = {}) {
  return completeText({
    provider: { baseUrl: provider.url, model: "test-model" },
    usage,
    user: user.authStore.record as RecordModel,
    kind: "alt",
    messages: [{ role: "user", content: "Describe the photo." }],
    limits: { perWindow: 3 },
    log: (message, details) => logged.push({ message, details }),
    ...options,
  });
}

test("the whole answer, once it is all there, recorded as one of the user's completions", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  expect(await job(user)).toEqual({ status: "ok", text: "A red gradient." });
  expect(provider.requests.at(-1)!.body).toMatchObject({
    model: "test-model",
    stream: true,
    messages: [{ role: "user", content: "Describe the photo." }],
  });
  expect(await usageOf(user)).toMatchObject([{ kind: "alt", status: "ok", characters: 15, sequence: 1 }]);
});

test("jobs and the route share one limit: what one used, the other cannot", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  expect((await job(user)).status).toBe("ok");
  expect(await streamCompletion({ url: app.url, prompt: "Hi", token: user.authStore.token })).toBe(
    "A red gradient.",
  );
  expect((await job(user)).status).toBe("ok");
  const requestsBefore = provider.requests.length;

  const refused = await job(user);
  expect(refused).toMatchObject({
    status: "rate_limited",
    message: "AI limit reached — try again in 10 min.",
  });
  expect(refused.status === "rate_limited" && refused.retryAfter).toBeGreaterThan(500);
  const error = await streamCompletion({ url: app.url, prompt: "Hi", token: user.authStore.token }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ kind: "rate_limited" });
  expect(provider.requests.length).toBe(requestsBefore);
  expect((await usageOf(user)).map((row) => row.status)).toEqual(["ok", "ok", "ok"]);
});

test("a job asking with a lower perWindow leaves the rest of the window to the person", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const background = { perWindow: 2 };
  expect((await job(user, { limits: background })).status).toBe("ok");
  expect((await job(user, { limits: background })).status).toBe("ok");
  expect((await job(user, { limits: background })).status).toBe("rate_limited");
  // The route's 3 per window: one is left for the person.
  expect(await streamCompletion({ url: app.url, prompt: "Hi", token: user.authStore.token })).toBe(
    "A red gradient.",
  );
  expect((await job(user, { limits: { perWindow: 3 } })).status).toBe("rate_limited");
});

test("a short window frees up again: refused, then granted once the oldest completion is out of it", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const limits = { perWindow: 1, windowMs: 1500 };
  expect((await job(user, { limits })).status).toBe("ok");
  const refused = await job(user, { limits });
  expect(refused).toMatchObject({ status: "rate_limited", retryAfter: 2 });
  await vi.waitFor(async () => expect((await job(user, { limits })).status).toBe("ok"), {
    timeout: 10_000,
    interval: 250,
  });
});

test("a provider that answers 500, or is down, or too slow: failed with the route's words, the reason logged", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  provider.script = { chunks: [], delayMs: 0, status: 500 };
  expect(await job(user)).toEqual({ status: "failed", message: "The AI service didn't answer. Try again." });
  expect(logged.at(-1)).toMatchObject({ message: "the provider answered 500" });

  expect(await job(user, { provider: { baseUrl: "http://127.0.0.1:9/v1", model: "x" } })).toMatchObject({
    status: "failed",
  });
  expect(logged.at(-1)).toMatchObject({ message: "the provider could not be reached" });

  let release = () => {};
  provider.script = {
    chunks: ["Late."],
    delayMs: 0,
    waitFor: new Promise<void>((resolve) => (release = resolve)),
  };
  expect(await job(user, { providerTimeoutMs: 100 })).toMatchObject({ status: "failed" });
  release();
  expect(logged.at(-1)).toMatchObject({ message: "the provider could not be reached" });
  expect((await usageOf(user)).map((row) => row.status)).toEqual(["error", "error", "error"]);
});

test("a stream that breaks off mid-answer fails; a signal stops it and keeps what had arrived", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5, breakAfter: 2 };
  expect(await job(user)).toMatchObject({ status: "failed" });
  expect(logged.at(-1)).toMatchObject({ message: "the provider's stream broke off" });

  provider.script = { chunks: Array.from({ length: 50 }, (_, index) => `word${index} `), delayMs: 30 };
  const controller = new AbortController();
  const requestsBefore = provider.requests.length;
  const stopping = job(user, { signal: controller.signal });
  // Stopped once a few words are on their way.
  await vi.waitFor(() => expect(provider.requests[requestsBefore]?.chunksSent).toBeGreaterThanOrEqual(3));
  controller.abort();
  const stopped = await stopping;
  expect(stopped.status).toBe("stopped");
  expect(stopped.status === "stopped" && stopped.text).toMatch(/^word0 word1 /);
  await vi.waitFor(() => expect(provider.requests.at(-1)!.aborted).toBe(true));
  expect((await usageOf(user)).map((row) => row.status)).toEqual(["error", "stopped"]);
});

test("a usage store out of reach: unavailable, and the provider is never asked", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const requestsBefore = provider.requests.length;
  const result = await job(user, {
    usage: { reserve: () => Promise.reject(new Error("disk full")), finish: () => Promise.resolve() },
  });
  expect(result).toEqual({ status: "unavailable", message: "AI is unavailable. Try again later." });
  expect(provider.requests.length).toBe(requestsBefore);
  expect(logged).toEqual([{ message: "could not reserve AI usage", details: { error: "disk full" } }]);
});
