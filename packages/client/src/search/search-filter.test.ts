import { expect, test } from "vitest";

import { buildSearchFilter, searchFields, type CollectionSchema } from "..";

const notes: CollectionSchema = {
  id: "pbc_notes",
  name: "notes",
  type: "base",
  fields: [
    { name: "id", type: "text", primaryKey: true, system: true },
    { name: "body", type: "editor" },
    { name: "title", type: "text", presentable: true },
    { name: "contact", type: "email" },
    { name: "website", type: "url" },
    { name: "status", type: "select", values: ["draft", "published"] },
    { name: "views", type: "number" },
    { name: "secret", type: "text", hidden: true },
    { name: "created", type: "autodate", onCreate: true },
  ],
};

test("a collection is searched in its visible text, email, url and editor fields, presentable first, and its id", () => {
  expect(searchFields(notes)).toEqual(["title", "body", "contact", "website", "id"]);
  expect(searchFields({ ...notes, fields: [{ name: "views", type: "number" }] })).toEqual(["id"]);
});

test("a search is one phrase that any of the fields contains, or the id is", () => {
  expect(buildSearchFilter("  harbour view ", ["title", "id"])).toBe(
    'title ~ "%harbour view%" || id = "harbour view"',
  );
  expect(buildSearchFilter("/api/batch", ["data.url"])).toBe('data.url ~ "%/api/batch%"');
});

test("a blank search is no filter", () => {
  expect(buildSearchFilter("", ["title"])).toBe("");
  expect(buildSearchFilter(" \t\n ", ["title"])).toBe("");
  expect(buildSearchFilter(" ", [])).toBe("");
});

test("LIKE's wildcards and escape are escaped, so that the text means itself", () => {
  expect(buildSearchFilter("50%", ["title"])).toBe(String.raw`title ~ "%50\\%%"`);
  expect(buildSearchFilter("a_b", ["title"])).toBe(String.raw`title ~ "%a\\_b%"`);
  expect(buildSearchFilter("C:\\", ["title"])).toBe(String.raw`title ~ "%C:\\\\%"`);
});

test("quotes are escaped as the SDK's pb.filter() escapes them; operators stay inside the string", () => {
  expect(buildSearchFilter(`say "hi"`, ["title"])).toBe(String.raw`title ~ "%say \"hi\"%"`);
  expect(buildSearchFilter("it's", ["title"])).toBe(`title ~ "%it's%"`);
  expect(buildSearchFilter(`" || id != "`, ["title"])).toBe(String.raw`title ~ "%\" || id != \"%"`);
  expect(buildSearchFilter("🙂", ["title"])).toBe(`title ~ "%🙂%"`);
});

test("a search with no field to look in is a mistake, not a filter that finds everything", () => {
  expect(() => buildSearchFilter("harbour", [])).toThrow(TypeError);
});
