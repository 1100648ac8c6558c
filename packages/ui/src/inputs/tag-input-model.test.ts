import { expect, test } from "vitest";

import { tagLength } from ".";
import { addTags, hasTooLongTag, splitTags } from "./tag-input-model";

test("typed and pasted text splits at commas and line breaks, trimmed, empty parts dropped", () => {
  expect(splitTags(" sea, Sunset ,,\nlow tide\r\n, ")).toEqual(["sea", "Sunset", "low tide"]);
});

test("each tag goes in once whatever its case, within the limits, and the rest is reported", () => {
  const result = addTags(["Sea"], ["sea", "dunes", "DUNES", "x".repeat(33), "gulls", "pier"], {
    maxTags: 3,
    maxLength: 32,
  });
  expect(result.tags).toEqual(["Sea", "dunes", "gulls"]);
  expect(result.rejected).toEqual([
    { tag: "sea", reason: "duplicate" },
    { tag: "DUNES", reason: "duplicate" },
    { tag: "x".repeat(33), reason: "too-long" },
    { tag: "pier", reason: "too-many" },
  ]);
});

test("length counts characters as people do, not UTF-16 units", () => {
  expect(tagLength("🌊".repeat(17))).toBe(17);
  expect(hasTooLongTag("🌊".repeat(32), { maxLength: 32 })).toBe(false);
  expect(hasTooLongTag(`ok, ${"🌊".repeat(33)}`, { maxLength: 32 })).toBe(true);
  expect(addTags([], ["  "], {}).tags).toEqual([]);
});
