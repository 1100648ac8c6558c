import { beforeAll, describe, expect, test } from "vitest";

import { checkFieldValue, type CollectionSchema, type FieldSchema } from "..";
import { allOptionsCollection, requiredCollection } from "../test-support/differential/collections";
import { loadGoParsers } from "../schema/lazy-parsers";
import { fieldCases } from "../test-support/differential/field-cases";
import { generateTypes } from "./generate-types";

// The schema the typegen writes must check values exactly as the collections it came from: an
// option it leaves out must mean what PocketBase reads for an option that is not there.
const asCollection = (name: string, fields: object[]): CollectionSchema => ({
  id: `id_${name}`,
  name,
  type: "base",
  fields: fields as FieldSchema[],
});

function schemaFromGenerated(text: string): Record<string, CollectionSchema> {
  const start = text.indexOf("export const schema = ") + "export const schema = ".length;
  return JSON.parse(text.slice(start, text.lastIndexOf(" as const satisfies"))) as Record<
    string,
    CollectionSchema
  >;
}

// Dates and URLs are checked once Go's parsers have loaded.
beforeAll(() => loadGoParsers());

describe("generateTypes", () => {
  // Options as the server sends them: every option present, zero values included.
  const withZeros = asCollection("zeros", [
    { type: "number", name: "at_least_zero", min: 0, max: null, onlyInt: false, required: false },
    { type: "number", name: "at_most_zero", min: null, max: 0, onlyInt: false, required: false },
    { type: "text", name: "plain", min: 0, max: 0, pattern: "", required: false, primaryKey: false },
    { type: "select", name: "one", values: ["a"], maxSelect: 0, required: false },
    { type: "file", name: "file", maxSelect: 0, maxSize: 0, mimeTypes: [], thumbs: null, protected: false },
  ]);
  const collections = [
    withZeros,
    asCollection("all", allOptionsCollection("id_targets").fields),
    asCollection("required", requiredCollection("id_targets").fields),
  ];
  const context = { relationIds: () => ["abc", "def", "ghi", "jkl"], freshId: () => "fresh" };

  test("keeps a number's bound of 0 (min: 0 refuses -1)", () => {
    const schema = schemaFromGenerated(generateTypes([withZeros]));
    const [atLeastZero, atMostZero] = schema.zeros!.fields;
    expect(atLeastZero).toMatchObject({ name: "at_least_zero", min: 0 });
    expect(atMostZero).toMatchObject({ name: "at_most_zero", max: 0 });
    expect(checkFieldValue(atLeastZero!, -1)).toMatchObject({ code: "validation_min_number_constraint" });
    expect(checkFieldValue(atMostZero!, 1)).toMatchObject({ code: "validation_max_number_constraint" });
  });

  test("writes a schema that judges every value as the collections it came from", () => {
    const schema = schemaFromGenerated(generateTypes(collections));
    let compared = 0;
    for (const collection of collections) {
      for (const field of collection.fields) {
        const generated = schema[collection.name]!.fields.find((candidate) => candidate.name === field.name)!;
        for (const value of fieldCases(field, context, 7)) {
          expect([field.name, value, checkFieldValue(generated, value)]).toEqual([
            field.name,
            value,
            checkFieldValue(field, value),
          ]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
