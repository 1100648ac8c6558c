import { expect, test } from "vitest";

import { localDateValue, shareExpiry } from "./share-expiry";

const now = new Date(2026, 5, 10, 15, 30);

test("a number of days counts from now; never is null", () => {
  expect(shareExpiry("never", now)).toBeNull();
  expect(shareExpiry("1", now)).toEqual(new Date(2026, 5, 11, 15, 30));
  expect(shareExpiry("30", now)).toEqual(new Date(now.getTime() + 30 * 86_400_000));
});

test("a picked date lasts to the end of that day, today included; a day gone or no date is no expiry", () => {
  expect(shareExpiry("date", now, "2026-06-24")).toEqual(new Date(2026, 5, 24, 23, 59, 59, 999));
  expect(shareExpiry("date", now, "2026-06-10")).toEqual(new Date(2026, 5, 10, 23, 59, 59, 999));
  expect(shareExpiry("date", now, "2026-06-09")).toBeUndefined();
  expect(shareExpiry("date", now, "")).toBeUndefined();
  expect(shareExpiry("date", now, "24/06/2026")).toBeUndefined();
});

test("today's date for the picker is the local one", () => {
  expect(localDateValue(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
});
