import { expect, test } from "vitest";

import { daysLeft, daysLeftText, moveToTrashItems, restoreItems, TRASH_DAYS } from "./trash";

const DAY_MS = 86_400_000;
const now = Date.parse("2026-03-01T12:00:00.000Z");
// As PocketBase writes a date.
const trashedDaysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString().replace("T", " ");

test("a photo has 29 whole days left once it has been in Trash a moment (never more than it has), 0 on its last day", () => {
  expect(TRASH_DAYS).toBe(30);
  expect(daysLeft(trashedDaysAgo(0), now)).toBe(30);
  expect(daysLeft(trashedDaysAgo(0.0001), now)).toBe(29);
  expect(daysLeft(trashedDaysAgo(0.5), now)).toBe(29);
  expect(daysLeft(trashedDaysAgo(1), now)).toBe(29);
  expect(daysLeft(trashedDaysAgo(1.01), now)).toBe(28);
  expect(daysLeft(trashedDaysAgo(29.5), now)).toBe(0);
  // Past its 30 days, until the hourly purge has run.
  expect(daysLeft(trashedDaysAgo(30.01), now)).toBe(0);
});

test("the days left in words", () => {
  expect(daysLeftText(29)).toBe("Deleted in 29 days");
  expect(daysLeftText(1)).toBe("Deleted in 1 day");
  expect(daysLeftText(0)).toBe("Deleted today");
});

test("bulk items: to Trash with a date (the server puts its own), back with an empty one", () => {
  const [item] = moveToTrashItems(["abc"]);
  expect(item).toMatchObject({ action: "update", collection: "images", id: "abc" });
  expect(item && "data" in item && typeof item.data.trashed_at).toBe("string");
  expect(restoreItems(["abc", "def"])).toEqual([
    { action: "update", collection: "images", id: "abc", data: { trashed_at: "" } },
    { action: "update", collection: "images", id: "def", data: { trashed_at: "" } },
  ]);
});
