import { expect, test } from "vitest";

import { answerEncoder, negotiateFormat, refusalResponse } from "./completion-protocol";

test.each([
  // What the AI SDK's useCompletion sends: nothing of its own, or a browser's */*.
  [null, { answer: "ui-message-stream", refusal: "text" }],
  ["*/*", { answer: "ui-message-stream", refusal: "text" }],
  ["text/event-stream", { answer: "ui-message-stream", refusal: "text" }],
  // useCompletion({ streamProtocol: "text", headers: { accept: "text/plain" } })
  ["text/plain", { answer: "text", refusal: "text" }],
  // Pocketkit's streamCompletion
  ["text/plain, application/json", { answer: "text", refusal: "json" }],
  ["Text/Plain;charset=utf-8 , Application/JSON", { answer: "text", refusal: "json" }],
  ["text/event-stream, text/plain;q=0.5", { answer: "ui-message-stream", refusal: "text" }],
  ["text/event-stream;q=0.2, text/plain", { answer: "text", refusal: "text" }],
  ["application/json", { answer: "ui-message-stream", refusal: "json" }],
  ["text/plain, application/json;q=0.5", { answer: "text", refusal: "text" }],
  ["text/plain, application/json;q=0", { answer: "text", refusal: "text" }],
] as const)("Accept %j: %j", (accept, format) => {
  expect(negotiateFormat(accept)).toEqual(format);
});

test("the UI message stream sends its opening chunks with the first text, and ends with [DONE]", () => {
  const encoder = answerEncoder({ answer: "ui-message-stream", refusal: "text" });
  expect(encoder.headers).toMatchObject({
    "content-type": "text/event-stream",
    "x-vercel-ai-ui-message-stream": "v1",
  });
  const events = (text: string) =>
    text
      .split("\n\n")
      .filter(Boolean)
      .map((event) => event.replace(/^data: /, ""))
      .map((data) => (data === "[DONE]" ? data : (JSON.parse(data) as { type: string })));
  expect(events(encoder.text("A "))).toEqual([
    { type: "start" },
    { type: "start-step" },
    { type: "text-start", id: "0" },
    { type: "text-delta", id: "0", delta: "A " },
  ]);
  expect(events(encoder.text("sea."))).toEqual([{ type: "text-delta", id: "0", delta: "sea." }]);
  expect(events(encoder.end())).toEqual([
    { type: "text-end", id: "0" },
    { type: "finish-step" },
    { type: "finish" },
    "[DONE]",
  ]);
  expect(events(encoder.error("Broken.")!)).toEqual([{ type: "error", errorText: "Broken." }]);
});

test("plain text is the text itself, and cannot say that it broke off", () => {
  const encoder = answerEncoder({ answer: "text", refusal: "json" });
  expect(encoder.text("A sea.")).toBe("A sea.");
  expect(encoder.end()).toBe("");
  expect(encoder.error("Broken.")).toBeUndefined();
});

test("a refusal as text names each field's problem; as JSON it carries everything", async () => {
  const refusal = {
    status: 429,
    message: "AI limit reached — try again in 4 min.",
    retryAfter: 240,
  };
  const text = refusalResponse({ answer: "text", refusal: "text" }, refusal);
  expect(text.headers.get("retry-after")).toBe("240");
  expect(await text.text()).toBe("AI limit reached — try again in 4 min.");
  const json = refusalResponse({ answer: "text", refusal: "json" }, refusal);
  expect(json.headers.get("retry-after")).toBe("240");
  expect(await json.json()).toEqual(refusal);

  const fields = refusalResponse(
    { answer: "ui-message-stream", refusal: "text" },
    {
      status: 400,
      message: "Some fields need attention.",
      data: { prompt: { code: "validation_required", message: "Cannot be blank." } },
    },
  );
  expect(await fields.text()).toBe("Some fields need attention. prompt: Cannot be blank.");
});
