import {
  signUpUser,
  startTestPocketBase,
  startCompletionApp,
  type CompletionApp,
  startOpenAiCompatibleServer,
  type FakeProvider,
} from "@pocketkit/testkit";
import { request as httpRequest } from "node:http";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { streamCompletion } from "..";
import { startCompletionAppProcess } from "../test-support/completion-app-process";
import type { PocketBaseServer } from "../testing";
import type { CompletionUsageAdapter, UsageOutcome } from ".";

// The whole path for real: a Hono app on loopback serving the handler, PocketBase for the
// token and the usage rows, and an OpenAI-compatible streaming server as the provider.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;
let appUrl: string;
let logged: { message: string; details?: Record<string, unknown> }[] = [];
const kinds = ["description", "alt", "tags"] as const;

beforeAll(async () => {
  pocketbase = await startTestPocketBase();
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, apiKey: "sk-test", model: "test-model" },
    kinds,
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
  return pb.collection("ai_usage").getFullList({ sort: "sequence" });
}

const post = (body: unknown, headers: Record<string, string> = {}, url = appUrl) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

test("a full answer streams through, and one usage row records it", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
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
  await vi.waitFor(
    async () =>
      expect(await usageOf(user)).toMatchObject([{ kind: "alt", status: "ok", characters: 15, sequence: 1 }]),
    { timeout: 10_000 },
  );
});

test("stopping mid-stream aborts the provider's request and records a stop", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
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
  await vi.waitFor(() => expect(provider.requests.at(-1)!.aborted).toBe(true), { timeout: 10_000 });
  expect(provider.requests.at(-1)!.finished).toBe(false);
  await vi.waitFor(async () => expect((await usageOf(user)).at(-1)).toMatchObject({ status: "stopped" }), {
    timeout: 10_000,
  });
});

test("a provider that is down gives 502 with a plain message, and the real reason is logged", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  app.options = { provider: { baseUrl: "http://127.0.0.1:9/v1", model: "x" } };
  const error = await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({
    kind: "network",
    status: 502,
    message: "The AI service didn't answer. Try again.",
  });
  const response = await post({ prompt: "Hi" }, { authorization: user.authStore.token });
  expect(await response.text()).toBe("The AI service didn't answer. Try again.");
  expect(logged[0]?.message).toBe("the provider could not be reached");
  expect(String(logged[0]?.details?.error)).toMatch(/fetch failed|ECONNREFUSED/);
  await vi.waitFor(
    async () => expect((await usageOf(user)).map((row) => row.status)).toEqual(["error", "error"]),
    { timeout: 10_000 },
  );
});

test("a provider that answers with an error status gives 502 and logs its answer", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  provider.script = { chunks: [], delayMs: 0, status: 503 };
  const response = await post({ prompt: "Hi" }, { authorization: user.authStore.token });
  expect(response.status).toBe(502);
  expect(logged[0]).toMatchObject({ message: "the provider answered 503" });
  expect(String(logged[0]?.details?.body)).toContain("model overloaded");
});

test("PocketBase out of reach gives 503 'AI is unavailable', not a request to sign in, and logs why", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  app.options = { pocketbaseUrl: "http://127.0.0.1:9" };
  const requestsBefore = provider.requests.length;
  const error = await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({
    kind: "network",
    status: 503,
    message: "AI is unavailable. Try again later.",
  });
  expect(logged[0]?.message).toBe("PocketBase could not check the token");
  expect(String(logged[0]?.details?.error)).toMatch(/fetch failed|ECONNREFUSED|Failed to connect/i);
  expect(provider.requests.length).toBe(requestsBefore);
});

describe("refusals", () => {
  let user: PocketBase;
  beforeAll(async () => {
    user = await signUpUser(pocketbase.url, pocketbase.superuser);
  });

  test("401 without a token, or with one PocketBase does not know", async () => {
    expect((await post({ prompt: "Hi" })).status).toBe(401);
    const refused = await post({ prompt: "Hi" }, { authorization: "not.a.token" });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe("Sign in to use AI.");
  });

  test("403 unverified for a user whose email is not verified, unless requireVerified is off", async () => {
    // Signed up as anyone can, and never through the emailed link.
    const unverified = new PocketBase(pocketbase.url);
    const email = `${crypto.randomUUID()}@pocketkit.test`;
    await unverified
      .collection("users")
      .create({ email, password: "correct horse", passwordConfirm: "correct horse" });
    await unverified.collection("users").authWithPassword(email, "correct horse");
    const requestsBefore = provider.requests.length;

    const asPerson = await post({ prompt: "Hi" }, { authorization: unverified.authStore.token });
    expect([asPerson.status, await asPerson.text()]).toEqual([403, "Verify your email to use AI."]);
    const asJson = await post(
      { prompt: "Hi" },
      { authorization: unverified.authStore.token, accept: "application/json" },
    );
    expect(await asJson.json()).toEqual({
      status: 403,
      code: "unverified",
      message: "Verify your email to use AI.",
    });
    const error = await streamCompletion({
      url: appUrl,
      prompt: "Hi",
      token: unverified.authStore.token,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "forbidden", status: 403 });
    expect(provider.requests.length).toBe(requestsBefore);
    expect(await usageOf(unverified)).toEqual([]);

    app.options = { requireVerified: false };
    expect(await streamCompletion({ url: appUrl, prompt: "Hi", token: unverified.authStore.token })).toBe(
      "A red gradient.",
    );
  });

  test("400 for a body that is not JSON, a blank prompt, instructions over 2,000 characters or an unknown kind", async () => {
    const auth = { authorization: user.authStore.token, accept: "application/json" };
    expect((await post("{nope", auth)).status).toBe(400);
    const blank = await post({ prompt: " " }, auth);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ data: { prompt: { code: "validation_required" } } });
    const long = await post({ prompt: "Hi", instructions: "x".repeat(2001) }, auth);
    expect(await long.json()).toMatchObject({
      data: { instructions: { message: "Must be no more than 2000 character(s)." } },
    });
    const requestsBefore = provider.requests.length;
    for (const kind of ["poem", 7, null]) {
      const unknown = await post({ prompt: "Hi", kind }, auth);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        message: "Some fields need attention.",
        data: {
          kind: { code: "validation_invalid_value", message: "Must be one of: description, alt, tags." },
        },
      });
    }
    expect(provider.requests.length).toBe(requestsBefore);
    expect(await usageOf(user)).toEqual([]);
    expect((await post({ prompt: "Hi", instructions: "x".repeat(2000) }, auth)).status).toBe(200);
  });

  test("refusals are the sentence for a person unless JSON is asked for", async () => {
    const blank = await post({ prompt: "", kind: "poem" }, { authorization: user.authStore.token });
    expect(blank.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await blank.text()).toBe(
      "Some fields need attention. prompt: Cannot be blank. kind: Must be one of: description, alt, tags.",
    );
    const signedOut = await post({ prompt: "Hi" }, { accept: "text/plain, application/json" });
    expect(signedOut.headers.get("content-type")).toBe("application/json");
    expect(await signedOut.json()).toEqual({ status: 401, message: "Sign in to use AI." });
  });

  test("413 for a body over the limit", async () => {
    const response = await post({ prompt: "x".repeat(70_000) }, { authorization: user.authStore.token });
    expect(response.status).toBe(413);
  });

  test("413 for a body without Content-Length as soon as it passes the limit, while it is still being sent", async () => {
    // 200 MB, chunked: the route must stop reading at 64 KB and answer while the sender is still
    // sending. A route that reads it all first answers only once all 200 MB are sent.
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "x");
    const url = new URL(appUrl);
    const { status, sent } = await new Promise<{ status: number | undefined; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const request = httpRequest({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { authorization: user.authStore.token, "content-type": "application/json" },
        });
        request.on("response", (response) => {
          answered = true;
          resolve({ status: response.statusCode, sent });
          response.resume();
          request.destroy();
        });
        request.on("error", (error) => {
          if (!answered) reject(error);
        });
        const write = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!request.write(chunk)) {
              request.once("drain", write);
              return;
            }
          }
          if (!answered) request.end();
        };
        write();
      },
    );
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total);
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
    const limited = await signUpUser(pocketbase.url, pocketbase.superuser);
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
    expect(await response.text()).toBe("AI limit reached — try again in 4 min.");
    // Refusals write nothing; another user is not affected.
    expect(await usageOf(limited)).toHaveLength(2);
    expect(await streamCompletion({ url: appUrl, prompt: "Hi", token: user.authStore.token })).toBe(
      "A red gradient.",
    );
  });
});

test("100 requests at once by one user, through two server processes: exactly 20 reach the provider", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  // A second server process: no memory shared with this one, as behind a load balancer.
  const other = await startCompletionAppProcess({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, apiKey: "sk-test", model: "test-model" },
    kinds: [...kinds],
  });
  try {
    provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
    const requestsBefore = provider.requests.length;
    const responses = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const response = await post(
          { prompt: "Hi", kind: "alt" },
          { authorization: user.authStore.token, accept: "text/plain, application/json" },
          index % 2 === 0 ? appUrl : other.url,
        );
        return {
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: response.ok ? await response.text() : ((await response.json()) as { message: string }),
        };
      }),
    );
    const granted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(granted).toHaveLength(20);
    expect(refused).toHaveLength(80);
    expect(provider.requests.length - requestsBefore).toBe(20);
    for (const response of granted) expect(response.body).toBe("A red gradient.");
    for (const response of refused) {
      expect(response.body).toMatchObject({ message: "AI limit reached — try again in 10 min." });
      expect(Number(response.retryAfter)).toBeGreaterThan(500);
    }
    await vi.waitFor(
      async () => {
        const rows = await usageOf(user);
        expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
        expect(rows.every((row) => row.status === "ok" && row.characters === 15)).toBe(true);
      },
      { timeout: 10_000 },
    );
  } finally {
    await other.close();
  }
});

test("a usage adapter of the app's own replaces the PocketBase one, and learns how each completion ended", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const finished: { id: string; outcome: UsageOutcome }[] = [];
  let refuse = false;
  const usage: CompletionUsageAdapter = {
    reserve: async ({ user: caller, kind, perWindow, windowMs }) => {
      expect({ user: caller.id, kind, perWindow, windowMs }).toEqual({
        user: user.authStore.record!.id,
        kind: "tags",
        perWindow: 20,
        windowMs: 600_000,
      });
      return refuse ? { granted: false, retryAfter: 30 } : { granted: true, id: "reservation-1" };
    },
    finish: async (id, outcome) => {
      finished.push({ id, outcome });
    },
  };
  app.options = { usage, superuser: undefined };
  expect(
    await streamCompletion({
      url: appUrl,
      prompt: "Hi",
      body: { kind: "tags" },
      token: user.authStore.token,
    }),
  ).toBe("A red gradient.");
  await vi.waitFor(
    () => expect(finished).toEqual([{ id: "reservation-1", outcome: { status: "ok", characters: 15 } }]),
    { timeout: 10_000 },
  );
  refuse = true;
  const error = await streamCompletion({
    url: appUrl,
    prompt: "Hi",
    body: { kind: "tags" },
    token: user.authStore.token,
  }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({
    kind: "rate_limited",
    retryAfter: 30,
    message: "AI limit reached — try again in 30 s.",
  });
  expect(await usageOf(user)).toEqual([]);
});

test("a usage store that fails gives 503 and logs the real reason", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  app.options = {
    usage: {
      reserve: () => Promise.reject(new Error("disk full")),
      finish: () => Promise.resolve(),
    },
  };
  const response = await post({ prompt: "Hi" }, { authorization: user.authStore.token });
  expect(response.status).toBe(503);
  expect(await response.text()).toBe("AI is unavailable. Try again later.");
  expect(logged).toEqual([{ message: "could not reserve AI usage", details: { error: "disk full" } }]);
});

describe("a kind whose answer is checked before it is sent (parseAnswer)", () => {
  const tagList = (text: string) => {
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value) && value.every((item) => typeof item === "string")) return { value };
    } catch {
      // not JSON: refused below
    }
    return { error: "The AI's answer wasn't a list of tags. Try again." };
  };
  beforeEach(() => {
    app.options = { parseAnswer: { tags: tagList } };
  });

  test("a valid answer arrives whole, as JSON, and is recorded", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    provider.script = { chunks: ['["harbour", ', '"boats"]'], delayMs: 5 };
    const response = await post(
      { prompt: "Suggest tags.", kind: "tags" },
      { authorization: user.authStore.token, accept: "application/json" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ kind: "tags", value: ["harbour", "boats"] });
    await vi.waitFor(
      async () => expect(await usageOf(user)).toMatchObject([{ kind: "tags", status: "ok", characters: 20 }]),
      { timeout: 10_000 },
    );
  });

  test("an answer the parser refuses is 422 invalid_answer with its sentence, logged, and counts", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    provider.script = { chunks: ["harbour, ", "boats"], delayMs: 5 };
    const response = await post(
      { prompt: "Suggest tags.", kind: "tags" },
      { authorization: user.authStore.token, accept: "application/json" },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 422,
      code: "invalid_answer",
      message: "The AI's answer wasn't a list of tags. Try again.",
    });
    expect(logged).toEqual([
      {
        message: 'the provider\'s answer for "tags" was refused',
        details: { reason: "The AI's answer wasn't a list of tags. Try again.", answer: "harbour, boats" },
      },
    ]);
    // As a plain sentence for a reader that asks for text.
    const plain = await post(
      { prompt: "Suggest tags.", kind: "tags" },
      { authorization: user.authStore.token },
    );
    expect(plain.status).toBe(422);
    expect(await plain.text()).toBe("The AI's answer wasn't a list of tags. Try again.");
    await vi.waitFor(
      async () => expect((await usageOf(user)).map((row) => row.status)).toEqual(["error", "error"]),
      { timeout: 10_000 },
    );
  });

  test("a provider failure is the usual 502; other kinds still stream", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    provider.script = { chunks: [], delayMs: 0, status: 500 };
    const failed = await post(
      { prompt: "Suggest tags.", kind: "tags" },
      { authorization: user.authStore.token, accept: "application/json" },
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: "The AI service didn't answer. Try again." });

    provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
    expect(
      await streamCompletion({
        url: appUrl,
        prompt: "Hi",
        body: { kind: "alt" },
        token: user.authStore.token,
      }),
    ).toBe("A red gradient.");
  });
});
