import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";

import {
  startCompletionApp,
  type CompletionApp,
  startOpenAiCompatibleServer,
  type FakeProvider,
  startTestPocketBase,
} from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs } from "@pocketkit/testkit/react";
import { useCompletion } from "./use-completion";

// The whole path for real: the hook in jsdom, the Hono app serving the completion route on
// loopback, PocketBase checking the token, and an OpenAI-compatible server as the provider,
// which records whether its caller went away.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;

beforeAll(async () => {
  pocketbase = await startTestPocketBase();
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, apiKey: "sk-test", model: "test-model" },
    kinds: ["description", "alt", "tags"],
    log: () => {},
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});
// Testing Library unmounts by itself only where test globals are on; they are not here.
afterEach(cleanup);
beforeEach(() => {
  app.options = {};
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 20 };
});

const words = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index} `);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInClient() {
  const client = createTestClient(pocketbase.url);
  await signUpAs(client, pocketbase.superuser);
  return client;
}

test("a full answer streams into text; the hook's body and complete()'s body are both sent", async () => {
  const client = await signedInClient();
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "description", instructions: "One sentence." } }),
  );
  expect(result.current).toMatchObject({ text: "", status: "idle", error: undefined });

  let answer: string | undefined;
  await act(async () => {
    answer = await result.current.complete("Describe the photo.", { kind: "alt" });
  });
  expect(answer).toBe("A red gradient.");
  expect(result.current).toMatchObject({
    text: "A red gradient.",
    status: "done",
    error: undefined,
    prompt: "Describe the photo.",
  });
  expect(provider.requests.at(-1)!.body.messages).toEqual([
    { role: "system", content: "One sentence." },
    { role: "user", content: "Describe the photo." },
  ]);
  await waitFor(
    async () =>
      expect(await client.pocketkit.pb.collection("ai_usage").getFullList()).toMatchObject([
        { kind: "alt", status: "ok" },
      ]),
    { timeout: 10_000 },
  );
});

test("the token is read when each request starts: a new session is used at once, a cleared one is refused", async () => {
  const client = await signedInClient();
  const firstUser = client.pocketkit.pb.authStore.record!.id;
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" } }),
  );
  await act(() => result.current.complete("One."));
  expect(result.current.status).toBe("done");

  const secondUser = await signUpAs(client, pocketbase.superuser, "Second user");
  expect(secondUser).not.toBe(firstUser);
  await act(() => result.current.complete("Two."));
  expect(result.current.status).toBe("done");
  await waitFor(
    async () =>
      expect(await client.pocketkit.pb.collection("ai_usage").getFullList()).toMatchObject([
        { user: secondUser, status: "ok" },
      ]),
    { timeout: 10_000 },
  );

  client.pocketkit.pb.authStore.clear();
  await act(() => result.current.complete("Three."));
  expect(result.current.status).toBe("error");
  expect(result.current.error).toMatchObject({ kind: "auth", status: 401 });
});

test("stop() aborts the provider's request, keeps the text so far, and nothing arrives after it", async () => {
  const client = await signedInClient();
  provider.script = { chunks: words("word", 60), delayMs: 40 };
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" } }),
  );

  let answer: Promise<string | undefined> | undefined;
  act(() => {
    answer = result.current.complete("Write a lot.");
  });
  expect(result.current.status).toBe("streaming");
  await waitFor(() => expect(result.current.text).toMatch(/word2 /), { timeout: 10_000 });
  const requestsBefore = provider.requests.length;
  act(() => result.current.stop());
  expect(result.current.status).toBe("stopped");
  const stoppedAt = result.current.text;
  expect(stoppedAt).toMatch(/^word0 word1 word2 /);

  expect(await answer).toBeUndefined();
  await waitFor(() => expect(provider.requests.at(-1)!.aborted).toBe(true), { timeout: 10_000 });
  expect(provider.requests.at(-1)!.finished).toBe(false);
  await pause(300);
  expect(result.current).toMatchObject({ status: "stopped", text: stoppedAt, error: undefined });
  expect(provider.requests.length).toBe(requestsBefore);
});

test("stop then an immediate restart streams the new answer, and the second request can be stopped too", async () => {
  const client = await signedInClient();
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" } }),
  );

  provider.script = { chunks: words("first", 60), delayMs: 40 };
  act(() => void result.current.complete("First."));
  await waitFor(() => expect(result.current.text).toMatch(/first1 /), { timeout: 10_000 });
  const first = provider.requests.at(-1)!;

  provider.script = { chunks: words("second", 60), delayMs: 40 };
  act(() => {
    result.current.stop();
    void result.current.complete("Second.");
  });
  expect(result.current).toMatchObject({ status: "streaming", text: "", prompt: "Second." });
  await waitFor(() => expect(result.current.text).toMatch(/^second0 second1 /), { timeout: 10_000 });
  const second = provider.requests.at(-1)!;
  expect(second).not.toBe(first);
  expect(first.aborted).toBe(true);

  act(() => result.current.stop());
  expect(result.current.status).toBe("stopped");
  await waitFor(() => expect(second.aborted).toBe(true), { timeout: 10_000 });
  expect(second.finished).toBe(false);
  await pause(200);
  expect(result.current.text).not.toMatch(/first/);
  expect(result.current.status).toBe("stopped");
});

test("a 200-chunk answer renders far fewer than 200 times, and is seen growing as it streams", async () => {
  const client = await signedInClient();
  const chunks = words("t", 200);
  provider.script = { chunks, delayMs: 5 };
  let renders = 0;
  const textsSeen = new Set<string>();
  const { result } = renderWithPocketkit(client, () => {
    renders++;
    const completion = useCompletion({ api: app.url, body: { kind: "description" } });
    textsSeen.add(completion.text);
    return completion;
  });

  const rendersBefore = renders;
  await act(() => result.current.complete("Write a long description."));
  expect(result.current.text).toBe(chunks.join(""));
  expect(result.current.status).toBe("done");
  const rendersWhileStreaming = renders - rendersBefore;
  expect(rendersWhileStreaming).toBeLessThan(50);
  // Throttled, not held back: intermediate texts were rendered on the way.
  const partial = [...textsSeen].filter((text) => text !== "" && text !== chunks.join(""));
  expect(partial.length).toBeGreaterThanOrEqual(3);
});

test("regenerate() asks again with the latest prompt and body", async () => {
  const client = await signedInClient();
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt", instructions: "Be brief." } }),
  );
  await act(() => result.current.complete("Describe it.", { kind: "tags" }));
  provider.script = { chunks: ["A ", "blue ", "sky."], delayMs: 10 };
  const requestsBefore = provider.requests.length;
  await act(() => result.current.regenerate());
  expect(result.current).toMatchObject({ text: "A blue sky.", status: "done" });
  expect(provider.requests.length).toBe(requestsBefore + 1);
  expect(provider.requests.at(-1)!.body.messages).toEqual(provider.requests.at(-2)!.body.messages);
  await waitFor(
    async () =>
      expect(
        (await client.pocketkit.pb.collection("ai_usage").getFullList()).map((row) => row.kind as string),
      ).toEqual(["tags", "tags"]),
    { timeout: 10_000 },
  );
});

test("unmounting while it streams aborts the provider's request", async () => {
  const client = await signedInClient();
  provider.script = { chunks: words("word", 60), delayMs: 40 };
  const { result, unmount } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" } }),
  );
  act(() => void result.current.complete("Write a lot."));
  await waitFor(() => expect(result.current.text).toMatch(/word1 /), { timeout: 10_000 });
  const request = provider.requests.at(-1)!;
  unmount();
  await waitFor(() => expect(request.aborted).toBe(true), { timeout: 10_000 });
  expect(request.finished).toBe(false);
});

test("the rate limit comes through as a rate_limited PocketkitError with the wait", async () => {
  const client = await signedInClient();
  app.options = { limits: { perWindow: 1, windowMs: 4 * 60_000 } };
  const errors: PocketkitError[] = [];
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" }, onError: (error) => errors.push(error) }),
  );
  await act(() => result.current.complete("Once."));
  expect(result.current.status).toBe("done");

  let answer: string | undefined = "not called";
  await act(async () => {
    answer = await result.current.complete("Twice.");
  });
  expect(answer).toBeUndefined();
  expect(result.current.status).toBe("error");
  expect(isPocketkitError(result.current.error)).toBe(true);
  expect(result.current.error).toMatchObject({ kind: "rate_limited", status: 429 });
  expect(result.current.error!.retryAfter).toBeGreaterThan(200);
  expect(result.current.error!.message).toBe("AI limit reached — try again in 4 min.");
  expect(errors).toEqual([result.current.error]);
});

test("no provider configured comes through as a not_configured PocketkitError with its message", async () => {
  const client = await signedInClient();
  app.options = { provider: undefined };
  const { result } = renderWithPocketkit(client, () =>
    useCompletion({ api: app.url, body: { kind: "alt" } }),
  );
  await act(() => result.current.complete("Hello."));
  expect(result.current.status).toBe("error");
  expect(isPocketkitError(result.current.error)).toBe(true);
  expect(result.current.error).toMatchObject({
    kind: "not_configured",
    status: 503,
    message: "AI is off: no provider is configured.",
  });
  expect(result.current.text).toBe("");
});
