import { expect, test } from "vitest";

import { readAltTextAnswer } from "./alt-text-answer";

test("a plain sentence is the alt text, unwrapped and on one line", () => {
  expect(readAltTextAnswer("Fishing boats in a calm harbour at dawn.")).toEqual({
    alt: "Fishing boats in a calm harbour at dawn.",
  });
  expect(readAltTextAnswer('  "Fishing boats\nin a calm harbour."  ')).toEqual({
    alt: "Fishing boats in a calm harbour.",
  });
  expect(readAltTextAnswer("Alt text: “A lighthouse on a cliff.”")).toEqual({
    alt: "A lighthouse on a cliff.",
  });
});

test("UNSURE, however it is said, or nothing at all: unsure", () => {
  for (const answer of ["UNSURE", "unsure", " UNSURE. ", '"UNSURE"', "I can't tell. UNSURE", "", "  \n"]) {
    expect(readAltTextAnswer(answer), JSON.stringify(answer)).toEqual({ unsure: true });
  }
  // The word inside a description is no answer of "unsure".
  expect(readAltTextAnswer("An unsure toddler on a balance beam.")).toEqual({
    alt: "An unsure toddler on a balance beam.",
  });
});

test("too long: cut after the last whole sentence that fits, else the last whole word with an ellipsis", () => {
  const first = "A crowded market street at dusk. ";
  const long = first + "Stalls sell fruit ".repeat(20);
  expect(readAltTextAnswer(long, 60)).toEqual({ alt: "A crowded market street at dusk." });
  const oneSentence = "A crowded market street at dusk with stalls selling fruit and lanterns overhead";
  const shortened = readAltTextAnswer(oneSentence, 40);
  expect(shortened).toEqual({ alt: "A crowded market street at dusk with…" });
  expect(Array.from((shortened as { alt: string }).alt).length).toBeLessThanOrEqual(40);
  // Counted in characters as people count them: 250 emoji fit in 250.
  expect(readAltTextAnswer("🌊".repeat(250))).toEqual({ alt: "🌊".repeat(250) });
});
