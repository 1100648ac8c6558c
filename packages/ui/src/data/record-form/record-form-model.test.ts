import { createRecordValidator } from "@pocketkit/client";
import { describe, expect, test } from "vitest";

import {
  albumsCollection,
  placeRecords,
  placesCollection,
  usersCollection,
} from "@pocketkit/testkit/fixtures";
import {
  fileProgress,
  formFields,
  fromDateTimeLocal,
  initialFormValues,
  readForm,
  sameValue,
  toDateTimeLocal,
  toRecordData,
  type RecordData,
} from "./record-form-model";
import { recordLabel, searchFilter } from "../record-label";

const harbour = placeRecords[0] as RecordData;
const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe("formFields", () => {
  test("every field a person edits: no token key, hidden fields only for passwords, no autodates on create", () => {
    expect(names(formFields(usersCollection, { isNew: true }))).toEqual([
      "id",
      "password",
      "email",
      "emailVisibility",
      "verified",
      "name",
      "avatar",
    ]);
    expect(names(formFields(albumsCollection, { isNew: false }))).toContain("created");
  });

  test("the fields asked for, in that order, unknown names left out", () => {
    expect(names(formFields(placesCollection, { isNew: true, fields: ["rating", "name", "nope"] }))).toEqual([
      "rating",
      "name",
    ]);
  });
});

describe("form values", () => {
  const fields = formFields(placesCollection, { isNew: false });
  const initial = initialFormValues(placesCollection, fields, harbour, false);

  test("each type in the shape its input edits", () => {
    expect(initial).toMatchObject({
      name: "Old Harbour",
      rating: "4.5",
      visited: true,
      kind: ["beach", "city"],
      photos: ["harbour_dawn_k2j3h4g5f6.jpg", "lighthouse_p0o9i8u7y6.jpg"],
      album: ["alcoast00000001"],
      location: { lat: "38.7223", lon: "-9.1393" },
      entryCode: "",
    });
    expect(JSON.parse(String(initial.details))).toEqual(harbour.details);
    expect(new Date(String(initial.visitOn)).toISOString()).toBe("2025-08-14T07:30:00.000Z");
    // The server sets these: shown, not edited.
    expect(initial).not.toHaveProperty("id");
    expect(initial).not.toHaveProperty("created");
  });

  test("editing sends only what changed, as PocketBase takes it", () => {
    const read = readForm(
      placesCollection,
      fields,
      { ...initial, rating: "5", album: [] },
      { isNew: false, initial },
    );
    expect(read.values).toEqual({ rating: 5, album: "" });
    expect(read.files).toEqual({});
  });

  test("creating sends every field, numbers and points as numbers, an empty id left out", () => {
    const createFields = formFields(placesCollection, { isNew: true });
    const start = initialFormValues(placesCollection, createFields, {}, true);
    const read = readForm(
      placesCollection,
      createFields,
      { ...start, name: "Bay", kind: ["beach"], location: { lat: "1.5", lon: "" } },
      { isNew: true, initial: start, extraValues: { owner: "u1", name: "ignored: the form shows it" } },
    );
    expect(read.values).toMatchObject({
      owner: "u1",
      name: "Bay",
      kind: ["beach"],
      rating: 0,
      details: null,
    });
    expect(read.values.location).toEqual({ lon: 0, lat: 1.5 });
    expect(read.values).not.toHaveProperty("id");
    expect(read.values).not.toHaveProperty("photos");
    expect(createRecordValidator(placesCollection).validate(read.check)).toEqual({});
  });

  test("JSON that does not parse is reported, not sent", () => {
    const read = readForm(
      placesCollection,
      fields,
      { ...initial, details: "{ nope" },
      { isNew: false, initial },
    );
    expect(read.invalidJson).toEqual(["details"]);
    expect(read.values).not.toHaveProperty("details");
  });

  test("files kept and files added, and the validator sees both", () => {
    const added = new File(["x"], "pier.png", { type: "image/png" });
    const read = readForm(
      placesCollection,
      fields,
      { ...initial, photos: ["harbour_dawn_k2j3h4g5f6.jpg", added] },
      { isNew: false, initial },
    );
    expect(read.values).toEqual({ photos: ["harbour_dawn_k2j3h4g5f6.jpg"] });
    expect(read.files).toEqual({ photos: [added] });
    expect(read.check.photos).toEqual(["harbour_dawn_k2j3h4g5f6.jpg", added]);
  });

  test("a password is sent only when typed, with its confirmation", () => {
    const userFields = formFields(usersCollection, { isNew: false });
    const start = initialFormValues(usersCollection, userFields, { id: "u1", email: "a@b.co" }, false);
    expect(start).toMatchObject({ password: "", passwordConfirm: "" });
    expect(readForm(usersCollection, userFields, start, { isNew: false, initial: start }).values).toEqual({});
    const typed = readForm(
      usersCollection,
      userFields,
      { ...start, passwordConfirm: "x" },
      { isNew: false, initial: start },
    );
    expect(typed.values).toEqual({ password: "", passwordConfirm: "x" });
    expect(createRecordValidator(usersCollection).validate(typed.check, { isNew: false })).toHaveProperty(
      "password",
    );
  });
});

describe("toRecordData", () => {
  const added = new File(["x"], "pier.png", { type: "image/png" });

  test("a multi-file field adds with `field+` and removes with `field-` when some are kept", () => {
    expect(
      toRecordData(
        placesCollection,
        { values: { photos: ["harbour_dawn_k2j3h4g5f6.jpg"] }, files: { photos: [added] } },
        { record: harbour },
      ),
    ).toEqual({
      "photos+": [added],
      "photos-": ["lighthouse_p0o9i8u7y6.jpg"],
    });
  });

  test("new files alone replace; a single-file field takes the last", () => {
    expect(
      toRecordData(
        placesCollection,
        { values: { photos: [] }, files: { photos: [added] } },
        { record: harbour },
      ),
    ).toEqual({
      photos: [added],
    });
    expect(toRecordData(placesCollection, { values: { name: "Bay" }, files: { photos: [added] } })).toEqual({
      name: "Bay",
      photos: [added],
    });
    expect(
      toRecordData(
        usersCollection,
        { values: { avatar: "old.png" }, files: { avatar: [added] } },
        { record: { id: "u1", avatar: "old.png" } },
      ),
    ).toEqual({ avatar: added });
  });
});

test("fileProgress follows the bytes through the files in order", () => {
  const first = new File([new Uint8Array(1000)], "a.png");
  const second = new File([new Uint8Array(1000)], "b.png");
  const data = { name: "x", photos: [first, second] };
  expect([...fileProgress(data, 0).values()]).toEqual([0, 0]);
  const halfway = fileProgress(data, 160 + 500);
  expect(halfway.get(first)).toBe(0.5);
  expect(halfway.get(second)).toBe(0);
  expect([...fileProgress(data, 10_000).values()]).toEqual([1, 1]);
});

test("fileProgress counts the new files of a list that also names files it keeps", () => {
  const added = new File([new Uint8Array(1000)], "c.png");
  const data = { photos: ["kept_abc123.png", added] };
  expect(fileProgress(data, 160 + 250).get(added)).toBe(0.25);
});

test("dates go to local time and back to PocketBase's UTC format", () => {
  const stored = "2025-08-14 07:30:00.000Z";
  expect(fromDateTimeLocal(toDateTimeLocal(stored))).toBe(stored);
  expect(fromDateTimeLocal(toDateTimeLocal("2025-08-14 07:30:15.250Z"))).toBe("2025-08-14 07:30:15.250Z");
  expect(toDateTimeLocal("")).toBe("");
  expect(fromDateTimeLocal("")).toBe("");
});

test("sameValue compares lists and objects by content, files by identity", () => {
  const file = new File(["x"], "a.png");
  expect(sameValue({ lat: "1", lon: "2" }, { lat: "1", lon: "2" })).toBe(true);
  expect(sameValue(["a", file], ["a", file])).toBe(true);
  expect(sameValue([file], [new File(["x"], "a.png")])).toBe(false);
  expect(sameValue(["a"], [])).toBe(false);
});

test("relation search filters escape quotes and look in the text fields, the name first, and the id", () => {
  expect(searchFilter(albumsCollection, 'co"ast')).toBe(
    String.raw`name ~ "%co\"ast%" || description ~ "%co\"ast%" || id = "co\"ast"`,
  );
  expect(searchFilter(albumsCollection, "  ")).toBe("");
  expect(recordLabel({ id: "a1", name: "Coast" }, albumsCollection)).toBe("Coast");
  expect(recordLabel({ id: "a1" })).toBe("a1");
});
