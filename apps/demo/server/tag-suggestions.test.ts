import { expect, test } from "vitest";

import { NOT_A_TAG_LIST, parseTagSuggestions, TAGS_BREAK_RULES } from "./tag-suggestions";

test("a JSON list of strings is the suggestions, tidied as a person's tags are", () => {
  expect(parseTagSuggestions('["harbour", "boats"]')).toEqual({ value: ["harbour", "boats"] });
  expect(parseTagSuggestions('["Harbour ", "fishing   boats", "harbour", " ", "🌊"]')).toEqual({
    value: ["harbour", "fishing boats", "🌊"],
  });
  expect(parseTagSuggestions('```json\n["harbour", "boats"]\n```')).toEqual({ value: ["harbour", "boats"] });
  expect(parseTagSuggestions("[]")).toEqual({ value: [] });
});

test("anything but a JSON list of strings is refused with a sentence for the person", () => {
  for (const answer of [
    "harbour, boats",
    '{"tags": ["harbour"]}',
    '["harbour", 3]',
    '"harbour"',
    '["harbour"',
    "",
  ]) {
    expect(parseTagSuggestions(answer), answer).toEqual({ error: NOT_A_TAG_LIST });
  }
  expect(NOT_A_TAG_LIST).toBe("The AI's answer wasn't a list of tags. Try again.");
});

test("a list the Gallery could not save is refused: more than 20 tags, or one over 32 characters", () => {
  const twenty = Array.from({ length: 20 }, (_, index) => `tag${index}`);
  expect(parseTagSuggestions(JSON.stringify(twenty))).toEqual({ value: twenty });
  expect(parseTagSuggestions(JSON.stringify([...twenty, "one more"]))).toEqual({ error: TAGS_BREAK_RULES });
  expect(parseTagSuggestions(JSON.stringify(["a".repeat(32)]))).toEqual({ value: ["a".repeat(32)] });
  expect(parseTagSuggestions(JSON.stringify(["a".repeat(33)]))).toEqual({ error: TAGS_BREAK_RULES });
  // 32 emoji are 32 characters (64 UTF-16 units).
  expect(parseTagSuggestions(JSON.stringify(["🌊".repeat(32)]))).toEqual({ value: ["🌊".repeat(32)] });
  expect(TAGS_BREAK_RULES).toBe(
    "The AI suggested tags the Gallery can't keep (at most 20, each 1 to 32 characters). Try again.",
  );
});
