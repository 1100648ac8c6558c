import { expect, test } from "vitest";

import { parseCompletionBody } from "./parse-completion-body";

const limits = { maxPrompt: 10, maxInstructions: 5 };
const kinds = ["description", "alt"] as const;
const parse = (body: unknown) =>
  parseCompletionBody(typeof body === "string" ? body : JSON.stringify(body), limits, kinds);

test("a valid body: its fields, the first kind when none is named, and the whole object kept", () => {
  expect(parse({ prompt: "Describe.", appField: 7 })).toEqual({
    body: { prompt: "Describe.", appField: 7 },
    prompt: "Describe.",
    instructions: "",
    kind: "description",
  });
  expect(parse({ prompt: "Hi", instructions: "Short", kind: "alt" })).toMatchObject({
    instructions: "Short",
    kind: "alt",
  });
});

test.each(["{nope", "[]", "null", '"text"', "7", ""])("%j is not a JSON object: 400", (raw) => {
  expect(parse(raw)).toEqual({
    refusal: { status: 400, message: "The request body must be a JSON object." },
  });
});

test.each([undefined, "", "   ", 7, null])("prompt %j is blank", (prompt) => {
  expect(parse({ prompt })).toEqual({
    refusal: {
      status: 400,
      message: "Some fields need attention.",
      data: { prompt: { code: "validation_required", message: "Cannot be blank." } },
    },
  });
});

test("the limits are counted in characters, the limit itself allowed", () => {
  expect(parse({ prompt: "x".repeat(10), instructions: "y".repeat(5) })).not.toHaveProperty("refusal");
  expect(parse({ prompt: "x".repeat(11), instructions: "y".repeat(6) })).toEqual({
    refusal: {
      status: 400,
      message: "Some fields need attention.",
      data: {
        prompt: { code: "validation_max_text_constraint", message: "Must be no more than 10 character(s)." },
        instructions: {
          code: "validation_max_text_constraint",
          message: "Must be no more than 5 character(s).",
        },
      },
    },
  });
});

test("instructions that are not text, and a kind not among the handler's, each get their field error", () => {
  for (const kind of ["poem", 7, null, ""]) {
    expect(parse({ prompt: "Hi", instructions: ["a"], kind })).toEqual({
      refusal: {
        status: 400,
        message: "Some fields need attention.",
        data: {
          instructions: { code: "validation_invalid_value", message: "Must be text." },
          kind: { code: "validation_invalid_value", message: "Must be one of: description, alt." },
        },
      },
    });
  }
});
