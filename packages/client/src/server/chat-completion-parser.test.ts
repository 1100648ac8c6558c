import { expect, test } from "vitest";

import { createChatCompletionParser } from "./chat-completion-parser";

const bytes = (text: string) => new TextEncoder().encode(text);
// One event as OpenAI sends it.
const event = (content: string) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;

test("the text of every complete event in a piece, joined", () => {
  const parser = createChatCompletionParser();
  expect(parser.push(bytes(event("A ") + event("red ") + event("sea.")))).toBe("A red sea.");
});

test("an event cut between two pieces is read once its line is complete", () => {
  const parser = createChatCompletionParser();
  const whole = event("gradient");
  const cut = whole.indexOf("gradient") + 3;
  expect(parser.push(bytes(whole.slice(0, cut)))).toBe("");
  expect(parser.push(bytes(whole.slice(cut)))).toBe("gradient");
});

test("a line is not read before its newline arrives", () => {
  const parser = createChatCompletionParser();
  expect(parser.push(bytes(event("A").trimEnd()))).toBe("");
  expect(parser.push(bytes("\n"))).toBe("A");
});

test("[DONE], a role chunk and a finish chunk add no text", () => {
  const parser = createChatCompletionParser();
  const role = `data: ${JSON.stringify({ choices: [{ delta: { role: "assistant", content: null } }] })}\n\n`;
  const stop = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\n`;
  expect(parser.push(bytes(role + stop + "data: [DONE]\n\n"))).toBe("");
});

test("keep-alives, other fields and malformed lines are skipped, the good lines around them read", () => {
  const parser = createChatCompletionParser();
  const noise = [
    ": keep-alive",
    "event: message",
    "id: 7",
    "data:",
    "data: {nope",
    "data: null",
    'data: {"choices":[]}',
    'data: "just a string"',
    "retry: 1000",
  ].join("\n");
  expect(parser.push(bytes(event("A ") + noise + "\n\n" + event("sea.")))).toBe("A sea.");
});

test("CRLF line ends and `data:` without a space are read too", () => {
  const parser = createChatCompletionParser();
  const chunk = JSON.stringify({ choices: [{ delta: { content: "A sea." } }] });
  expect(parser.push(bytes(`data:${chunk}\r\n\r\n`))).toBe("A sea.");
});

test("a character split across pieces, at every byte, comes out whole", () => {
  const whole = bytes(event("Ça 🌊"));
  const start = whole.indexOf(0xc3); // Ç is 0xC3 0x87; 🌊 takes four bytes
  for (let cut = start + 1; cut < start + 10; cut++) {
    const parser = createChatCompletionParser();
    const text = parser.push(whole.slice(0, cut)) + parser.push(whole.slice(cut));
    expect(text, `cut at byte ${cut}`).toBe("Ça 🌊");
  }
});

test("one byte at a time gives the same text", () => {
  const parser = createChatCompletionParser();
  const whole = bytes(event("Über ") + ": keep-alive\n\n" + event("die 🌊.") + "data: [DONE]\n\n");
  let text = "";
  for (const byte of whole) text += parser.push(Uint8Array.of(byte));
  expect(text).toBe("Über die 🌊.");
});
