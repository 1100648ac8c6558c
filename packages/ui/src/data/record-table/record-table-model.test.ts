import {
  imageRecords,
  imagesCollection,
  placesCollection,
  usersCollection,
} from "@pocketkit/testkit/fixtures";
import { expect, test } from "vitest";

import { jsonPreview, smallestThumb } from "../cells/cell-renderers-format";
import { recordLabel, searchFilter } from "../record-label";
import {
  formatSort,
  joinFilters,
  pageCount,
  parseSort,
  processRecords,
  tableFields,
} from "./record-table-model";

test("columns: every field but the id, hidden ones and passwords; or the ones asked for, in that order", () => {
  expect(tableFields(usersCollection).map((field) => field.name)).toEqual([
    "email",
    "emailVisibility",
    "verified",
    "name",
    "avatar",
    "created",
    "updated",
  ]);
  // Named, a hidden field shows (a superuser sees it); a password or the token key never does.
  const notes = {
    ...usersCollection,
    fields: [...usersCollection.fields, { name: "notes", type: "text" as const, hidden: true }],
  };
  expect(tableFields(notes).map((field) => field.name)).not.toContain("notes");
  expect(
    tableFields(notes, ["notes", "name", "tokenKey", "password", "nope"]).map((field) => field.name),
  ).toEqual(["notes", "name"]);
});

test("a search is a filter over the text, email, url and editor fields and the id, taken as plain text", () => {
  expect(searchFilter(imagesCollection, "  harbour ")).toBe(
    'title ~ "%harbour%" || alt ~ "%harbour%" || description ~ "%harbour%" || id = "harbour"',
  );
  expect(searchFilter(placesCollection, "it's 50%")).toBe(
    String.raw`name ~ "%it's 50\\%%" || notes ~ "%it's 50\\%%" || contact ~ "%it's 50\\%%" || website ~ "%it's 50\\%%" || id = "it's 50%"`,
  );
  expect(searchFilter(imagesCollection, "   ")).toBe("");
});

test("filters join with && and parentheses only when both are there", () => {
  expect(joinFilters(undefined, "a = 1")).toBe("a = 1");
  expect(joinFilters("a = 1 || b = 2", "c ~ 'x'")).toBe("(a = 1 || b = 2) && (c ~ 'x')");
  expect(joinFilters("", " ")).toBe("");
});

test("sort strings round-trip", () => {
  expect(parseSort("-created,title")).toEqual({ field: "created", desc: true });
  expect(parseSort("+title")).toEqual({ field: "title", desc: false });
  expect(parseSort("")).toBeUndefined();
  expect(formatSort({ field: "width", desc: true })).toBe("-width");
  expect(formatSort(undefined)).toBe("");
});

test("the view's own search and order match the server's", () => {
  const options = { collection: imagesCollection, locale: "en" };
  const lake = processRecords(imageRecords, { ...options, search: "LAKE", sort: "" });
  expect(lake.map((record) => record.title)).toEqual(["Alpine lake"]);
  const pasted = imageRecords[3]!;
  const byId = processRecords(imageRecords, { ...options, search: ` ${pasted.id} `, sort: "" });
  expect(byId).toEqual([pasted]);
  // A part of an id does not find its record, as on the server.
  expect(processRecords(imageRecords, { ...options, search: pasted.id.slice(0, 6), sort: "" })).not.toContain(
    pasted,
  );
  const byWidth = processRecords(imageRecords, { ...options, search: "", sort: "-width" });
  expect(byWidth.slice(0, 2).map((record) => record.width)).toEqual([7952, 6000]);
  // Untouched input, and the same array when there is nothing to do.
  expect(processRecords(imageRecords, { ...options, search: "", sort: "" })).toBe(imageRecords);
  expect(pageCount(0, 30)).toBe(1);
  expect(pageCount(61, 30)).toBe(3);
});

test("helpers of the cells", () => {
  expect(jsonPreview({ a: [1, 2], b: null })).toBe('{"a":[1,2],"b":null}');
  expect(jsonPreview(null)).toBe("");
  expect(smallestThumb(["1200x0", "100x100", "400x0"])).toBe("100x100");
  expect(smallestThumb(["0x300", "50x50f"])).toBe("50x50f");
  expect(smallestThumb([])).toBeUndefined();
  expect(recordLabel({ id: "x1", title: "", email: "ada@example.com" })).toBe("ada@example.com");
  expect(recordLabel({ id: "x1" })).toBe("x1");
});
