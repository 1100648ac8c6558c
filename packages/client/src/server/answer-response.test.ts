import { setTimeout as sleep } from "node:timers/promises";

import { expect, test } from "vitest";

import { answerResponse } from "./answer-response";
import type { CompletionFormat } from "./completion-protocol";
import type { UsageOutcome } from "./completion-usage";
import { createProviderAbort } from "./provider-abort";

// The provider's side is a stream of bytes as a real provider sends them, piece by piece; the
// whole route against a loopback provider is covered by completion-handler.integration.test.ts.
const uiMessageStream: CompletionFormat = { answer: "ui-message-stream", refusal: "text" };
const plainText: CompletionFormat = { answer: "text", refusal: "json" };
const event = (content: string) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * Relays a provider's body that sends each piece after `delayMs`, then ends, or breaks with
 * `breakWith`. As with fetch, aborting the provider call errors the body being read.
 */
function relay(
  pieces: string[],
  format: CompletionFormat,
  {
    delayMs = 0,
    breakWith,
    timeoutMs = 60_000,
  }: { delayMs?: number; breakWith?: Error; timeoutMs?: number } = {},
) {
  const caller = new AbortController();
  const abort = createProviderAbort(caller.signal, timeoutMs);
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      abort.signal.addEventListener("abort", () => controller.error(abort.signal.reason));
    },
    async pull(controller) {
      await sleep(delayMs);
      if (abort.signal.aborted) return;
      const piece = pieces[index++];
      if (piece !== undefined) controller.enqueue(new TextEncoder().encode(piece));
      else if (breakWith) controller.error(breakWith);
      else controller.close();
    },
  });
  const outcomes: UsageOutcome[] = [];
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const response = answerResponse({
    body,
    format,
    abort,
    finish: (outcome) => outcomes.push(outcome),
    log: (message, details) => logged.push({ message, details }),
  });
  return { response, abort, caller, outcomes, logged };
}

const events = (text: string) =>
  text
    .split("\n\n")
    .filter(Boolean)
    .map((event) => event.replace(/^data: /, ""))
    .map((data) => (data === "[DONE]" ? data : (JSON.parse(data) as Record<string, unknown>)));

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const pieces: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return pieces;
    pieces.push(new TextDecoder().decode(value));
  }
}

test("a UI message stream: one text delta per piece with text, then the closing chunks and [DONE]", async () => {
  const { response, outcomes } = relay(
    [
      `data: ${JSON.stringify({ choices: [{ delta: { role: "assistant" } }] })}\n\n`,
      event("A ") + event("red "),
      ": keep-alive\n\n",
      event("gradient."),
      "data: [DONE]\n\n",
    ],
    uiMessageStream,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
  expect(events(await response.text())).toEqual([
    { type: "start" },
    { type: "start-step" },
    { type: "text-start", id: "0" },
    { type: "text-delta", id: "0", delta: "A red " },
    { type: "text-delta", id: "0", delta: "gradient." },
    { type: "text-end", id: "0" },
    { type: "finish-step" },
    { type: "finish" },
    "[DONE]",
  ]);
  expect(outcomes).toEqual([{ status: "ok", characters: 15 }]);
});

test("plain text: the text itself, and its characters counted (not its bytes)", async () => {
  const { response, outcomes } = relay([event("Ça "), event("🌊."), "data: [DONE]\n\n"], plainText);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe("Ça 🌊.");
  expect(outcomes).toEqual([{ status: "ok", characters: "Ça 🌊.".length }]);
});

test("a provider that breaks off ends a UI message stream with an error chunk, logged and recorded", async () => {
  const { response, outcomes, logged } = relay([event("A "), event("red ")], uiMessageStream, {
    breakWith: new TypeError("terminated"),
  });
  expect(events(await response.text()).slice(-2)).toEqual([
    { type: "text-delta", id: "0", delta: "red " },
    { type: "error", errorText: "The AI service didn't answer. Try again." },
  ]);
  expect(outcomes).toEqual([{ status: "error", characters: 6 }]);
  expect(logged).toEqual([{ message: "the provider's stream broke off", details: { error: "terminated" } }]);
});

test("a provider that breaks off breaks a plain-text answer: it has no way to say so", async () => {
  const { response, outcomes } = relay([event("A ")], plainText, { breakWith: new TypeError("terminated") });
  await expect(response.text()).rejects.toThrow("terminated");
  expect(outcomes).toEqual([{ status: "error", characters: 2 }]);
});

test("a caller that stops reading aborts the provider call and records a stop, once", async () => {
  const pieces = Array.from({ length: 50 }, (_, index) => event(`word${index} `));
  const { response, abort, outcomes, logged } = relay(pieces, plainText, { delayMs: 10 });
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toBe("word0 ");
  // Stop pressed while the next word is awaited: the relay's read of the provider is under way.
  const next = reader.read();
  await sleep(0);
  await reader.cancel(new Error("stop pressed"));
  expect(await next).toEqual({ done: true, value: undefined });
  expect(abort.signal.aborted).toBe(true);
  expect(abort.signal.reason).toEqual(new Error("stop pressed"));
  // That read then fails with the abort: still one stop, and nothing logged.
  await sleep(50);
  expect(outcomes).toEqual([{ status: "stopped", characters: 6 }]);
  expect(logged).toEqual([]);
});

test("a read that fails because the caller went away is a stop, not a broken provider", async () => {
  const pieces = Array.from({ length: 50 }, (_, index) => event(`word${index} `));
  const { response, caller, outcomes, logged } = relay(pieces, uiMessageStream, { delayMs: 30 });
  const reader = response.body!.getReader();
  await reader.read();
  caller.abort();
  // The rest ends quietly: no error chunk for a reader who is not there.
  expect(await readAll(reader)).toEqual([]);
  expect(outcomes).toEqual([{ status: "stopped", characters: 6 }]);
  expect(logged).toEqual([]);
});

test("a provider that has started to answer is not cut off by the wait for its first byte", async () => {
  const { response, abort, outcomes } = relay([event("A "), event("slow "), event("sea.")], plainText, {
    delayMs: 40,
    timeoutMs: 60,
  });
  expect(await response.text()).toBe("A slow sea.");
  expect(abort.signal.aborted).toBe(false);
  expect(outcomes).toEqual([{ status: "ok", characters: 11 }]);
});
