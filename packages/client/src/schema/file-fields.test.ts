import { expect, test } from "vitest";

import { fileFields, findFileField, type CollectionSchema } from "..";

function collection(...fields: CollectionSchema["fields"]): CollectionSchema {
  return { id: "c1", name: "things", type: "base", fields };
}

const title = { id: "f0", name: "title", type: "text" } as const;
const photo = { id: "f1", name: "photo", type: "file", maxSelect: 1 } as const;
const scan = { id: "f2", name: "scan", type: "file", maxSelect: 1 } as const;

test("fileFields lists the file fields in schema order, none without a schema", () => {
  expect(fileFields(collection(title, photo, scan)).map((field) => field.name)).toEqual(["photo", "scan"]);
  expect(fileFields(undefined)).toEqual([]);
});

test("findFileField finds the named file field, never a field of another type", () => {
  expect(findFileField(collection(title, photo, scan), "scan")).toBe(scan);
  expect(findFileField(collection(title, photo), "title")).toBeUndefined();
  expect(findFileField(collection(title, photo), "missing")).toBeUndefined();
});

test("findFileField without a name takes the only file field, and none of several", () => {
  expect(findFileField(collection(title, photo))).toBe(photo);
  expect(findFileField(collection(title, photo, scan))).toBeUndefined();
  expect(findFileField(collection(title))).toBeUndefined();
  expect(findFileField(undefined)).toBeUndefined();
});
