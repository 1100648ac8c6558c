import { expect, test } from "vitest";

import { newRecordId } from "..";
import { ownerMark } from "./record-id";

const format = /^[a-z0-9]{15}$/;

test("an id in PocketBase's default format, different each time", () => {
  const ids = Array.from({ length: 1000 }, () => newRecordId());
  for (const id of ids) expect(id).toMatch(format);
  expect(new Set(ids).size).toBe(1000);
});

test("an id bound to its owner: its last 5 characters follow from the first 10 and the owner", () => {
  const id = newRecordId("a1b2c3d4e5f6g7h");
  expect(id).toMatch(format);
  expect(id.slice(10)).toBe(ownerMark("a1b2c3d4e5f6g7h", id.slice(0, 10)));
  // The check a server makes (the Gallery's pb_hooks/record_ids.pb.js), against the same inputs.
  expect(ownerMark("owner", "0123456789")).toBe(ownerMark("owner", "0123456789"));
  expect(ownerMark("owner", "0123456789")).toMatch(/^[a-z0-9]{5}$/);
});

test("ids bound to someone else do not pass an owner's check", () => {
  // Fixed random parts, so the test never depends on chance: of 10,000, none passes.
  const randoms = Array.from({ length: 10_000 }, (_, index) => index.toString(36).padStart(10, "x"));
  const passing = randoms.filter((random) => ownerMark("bob", random) === ownerMark("ada", random));
  expect(passing).toEqual([]);
});
