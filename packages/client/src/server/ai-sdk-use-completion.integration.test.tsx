// @vitest-environment jsdom
import { useCompletion } from "@ai-sdk/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";

import {
  signUpUser,
  startTestPocketBase,
  startCompletionApp,
  type CompletionApp,
  startOpenAiCompatibleServer,
  type FakeProvider,
} from "@pocketkit/testkit";
import type { PocketBaseServer } from "../testing";

// The AI SDK's own hook, unchanged, reading Pocketkit's route in both of its stream protocols:
// nobody has to adopt our client to use our server.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;

beforeAll(async () => {
  pocketbase = await startTestPocketBase();
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    kinds: ["description", "alt", "tags"],
    log: () => {},
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});
beforeEach(() => {
  app.options = {};
  provider.script = { chunks: ["A calm ", "sea ", "at dusk."], delayMs: 20 };
});

// The default protocol needs nothing from the app; the text protocol names what it reads, since
// the SDK sends the same request in both.
const protocols: { name: string; options: { streamProtocol?: "text"; headers?: Record<string, string> } }[] =
  [
    { name: "default (UI message stream)", options: {} },
    { name: "text", options: { streamProtocol: "text", headers: { accept: "text/plain" } } },
  ];

function renderCompletion(
  user: PocketBase,
  protocol: (typeof protocols)[number],
  body: Record<string, unknown> = { kind: "alt" },
) {
  return renderHook(() =>
    useCompletion({
      api: app.url,
      ...protocol.options,
      headers: { authorization: user.authStore.token, ...protocol.options.headers },
      body,
    }),
  );
}

describe.each(protocols)("the AI SDK's useCompletion, $name protocol", (protocol) => {
  test("streams the answer, and the usage is recorded", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    const { result } = renderCompletion(user, protocol);
    let answer: string | null | undefined;
    await act(async () => {
      answer = await result.current.complete("Describe the photo.");
    });
    expect(answer).toBe("A calm sea at dusk.");
    await waitFor(() => expect(result.current.completion).toBe("A calm sea at dusk."), { timeout: 10_000 });
    expect(result.current.error).toBeUndefined();
    expect(provider.requests.at(-1)!.body.messages).toEqual([
      { role: "user", content: "Describe the photo." },
    ]);
    await waitFor(
      async () =>
        expect(await user.collection("ai_usage").getFullList()).toMatchObject([
          { kind: "alt", status: "ok", characters: 19 },
        ]),
      { timeout: 10_000 },
    );
  });

  test("the limit's refusal reads as its sentence", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    app.options = { limits: { perWindow: 1, windowMs: 4 * 60_000 } };
    const { result } = renderCompletion(user, protocol);
    await act(async () => {
      await result.current.complete("Once.");
    });
    expect(result.current.error).toBeUndefined();
    await act(async () => {
      await result.current.complete("Twice.");
    });
    await waitFor(
      () => expect(result.current.error?.message).toBe("AI limit reached — try again in 4 min."),
      { timeout: 10_000 },
    );
    expect(result.current.completion).toBe("");
  });

  test("no provider configured reads as its sentence", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    app.options = { provider: undefined };
    const { result } = renderCompletion(user, protocol);
    await act(async () => {
      await result.current.complete("Hello.");
    });
    await waitFor(() => expect(result.current.error?.message).toBe("AI is off: no provider is configured."), {
      timeout: 10_000,
    });
  });

  test("an unknown kind is refused with the field's message", async () => {
    const user = await signUpUser(pocketbase.url, pocketbase.superuser);
    const requestsBefore = provider.requests.length;
    const { result } = renderCompletion(user, protocol, { kind: "poem" });
    await act(async () => {
      await result.current.complete("Hello.");
    });
    await waitFor(
      () =>
        expect(result.current.error?.message).toBe(
          "Some fields need attention. kind: Must be one of: description, alt, tags.",
        ),
      { timeout: 10_000 },
    );
    expect(provider.requests.length).toBe(requestsBefore);
  });
});

test("a provider that breaks off mid-answer ends the default protocol's stream with the route's message", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  provider.script = { chunks: ["A calm ", "sea ", "at dusk."], delayMs: 20, breakAfter: 2 };
  const { result } = renderCompletion(user, protocols[0]!);
  await act(async () => {
    await result.current.complete("Describe the photo.");
  });
  await waitFor(
    () => expect(result.current.error?.message).toBe("The AI service didn't answer. Try again."),
    { timeout: 10_000 },
  );
  expect(result.current.completion).toBe("A calm sea ");
  await waitFor(
    async () =>
      expect(await user.collection("ai_usage").getFullList()).toMatchObject([
        { status: "error", characters: 11 },
      ]),
    { timeout: 10_000 },
  );
});

test("the AI SDK's stop() over the default protocol aborts the provider's request and records a stop", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  provider.script = { chunks: Array.from({ length: 60 }, (_, index) => `word${index} `), delayMs: 40 };
  const { result } = renderCompletion(user, protocols[0]!);
  let finished: Promise<unknown> | undefined;
  act(() => {
    finished = result.current.complete("Write a lot.");
  });
  await waitFor(() => expect(result.current.completion).toMatch(/word1 /), { timeout: 10_000 });
  act(() => result.current.stop());
  await act(async () => {
    await finished;
  });
  await waitFor(() => expect(provider.requests.at(-1)!.aborted).toBe(true), { timeout: 10_000 });
  expect(provider.requests.at(-1)!.finished).toBe(false);
  expect(result.current.error).toBeUndefined();
  await waitFor(
    async () =>
      expect(await user.collection("ai_usage").getFullList()).toMatchObject([{ status: "stopped" }]),
    { timeout: 10_000 },
  );
});
