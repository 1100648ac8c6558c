// @vitest-environment jsdom
import { useCompletion } from "@ai-sdk/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase } from "../test-support/gallery-pocketbase";
import { startCompletionApp, type CompletionApp } from "../test-support/completion-app";
import { startOpenAiCompatibleServer, type FakeProvider } from "../test-support/openai-compatible-server";
import type { PocketBaseServer } from "../testing";

// The AI SDK's own hook, unchanged, reading Pocketkit's route: nobody has to adopt our client to
// use our server.
let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;

beforeAll(async () => {
  pocketbase = await startGalleryPocketBase();
  provider = await startOpenAiCompatibleServer();
  provider.script = { chunks: ["A calm ", "sea ", "at dusk."], delayMs: 20 };
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    log: () => {},
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});

test("the AI SDK's useCompletion (streamProtocol 'text') streams from the route", async () => {
  const user = await signUpUser(pocketbase.url);
  const { result } = renderHook(() =>
    useCompletion({
      api: app.url,
      streamProtocol: "text",
      headers: { authorization: user.authStore.token },
      body: { kind: "alt" },
    }),
  );
  await act(async () => {
    await result.current.complete("Describe the photo.");
  });
  await waitFor(() => expect(result.current.completion).toBe("A calm sea at dusk."));
  expect(result.current.error).toBeUndefined();
  expect(provider.requests.at(-1)!.body.messages).toEqual([{ role: "user", content: "Describe the photo." }]);
});
