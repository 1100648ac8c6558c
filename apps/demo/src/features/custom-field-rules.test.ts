import { PocketkitError } from "@pocketkit/client";
import { expect, test } from "vitest";

import { checkCustomField, customFieldProblemsFrom, type CustomFieldDraft } from "./custom-field-rules";

const draft: CustomFieldDraft = { name: "Film stock", type: "select", choices: ["HP5"] };

test("a named field of a chosen type, a list with a choice, is ready to send", () => {
  expect(checkCustomField(draft, ["Lens"])).toEqual({});
  expect(checkCustomField({ name: "Lens", type: "text", choices: [] }, [])).toEqual({});
});

test("each problem is said under its own input", () => {
  expect(checkCustomField({ name: "  ", type: "", choices: [] }, [])).toEqual({
    name: "Give the field a name.",
    type: "Choose what kind of field it is.",
  });
  expect(checkCustomField({ ...draft, choices: [] }, []).choices).toBe("Add at least one choice.");
});

test("a name counts characters as people do, and is taken whatever its case", () => {
  expect(checkCustomField({ ...draft, name: "🎞".repeat(40) }, [])).toEqual({});
  expect(checkCustomField({ ...draft, name: "x".repeat(41) }, []).name).toBe(
    "A name can have at most 40 characters.",
  );
  expect(checkCustomField({ ...draft, name: " film STOCK " }, ["Film stock"]).name).toBe(
    "You already have a field called “film STOCK”.",
  );
});

test("the server's refusals in the same words, by input; the owner half of the unique name is not said twice", () => {
  const refusal = (fieldErrors: PocketkitError["fieldErrors"]) =>
    new PocketkitError({ kind: "validation", message: "Some fields need attention.", fieldErrors });
  expect(
    customFieldProblemsFrom(
      refusal({
        name: { code: "validation_not_unique", message: "Value must be unique" },
        owner: { code: "validation_not_unique", message: "Value must be unique" },
      }),
      draft,
    ),
  ).toEqual({ fields: { name: "You already have a field called “Film stock”." } });
  expect(
    customFieldProblemsFrom(
      refusal({
        name: { code: "validation_too_many_fields", message: "You already have 30 custom fields." },
      }),
      draft,
    ).fields.name,
  ).toBe("You already have 30 fields, the most there can be. Delete one to add another.");
  expect(
    customFieldProblemsFrom(
      refusal({
        options: {
          code: "validation_json_size_limit",
          message: "The maximum allowed JSON size is 4000 bytes",
        },
      }),
      draft,
    ).fields.choices,
  ).toBe("These choices are too long all together. Remove some, or shorten them.");
});

test("a refusal that names no input, or another kind of failure, is said once for the form", () => {
  expect(customFieldProblemsFrom(new PocketkitError({ kind: "validation", message: "x" }), draft)).toEqual({
    fields: {},
    form: "The field couldn't be saved. Try again.",
  });
  const offline = new PocketkitError({
    kind: "network",
    message: "Can't reach the server. Check your connection.",
  });
  expect(customFieldProblemsFrom(offline, draft)).toEqual({
    fields: {},
    form: "Can't reach the server. Check your connection.",
  });
});
