import { expect, test } from "vitest";

import { isDateOrder, monthsOf } from "./photo-timeline";
import { librarySorts } from "./library-query";

test("photos in date order make one section per month, in their order, marked by year", () => {
  const photos = [
    { sort_at: "2025-07-14 18:30:00.000Z" },
    { sort_at: "2025-07-01 08:00:00.000Z" },
    { sort_at: "2025-06-30 23:59:59.999Z" },
    { sort_at: "2023-12-24 12:00:00.000Z" },
    { sort_at: "2023-12-01 00:00:00.000Z" },
  ];
  expect(monthsOf(photos)).toEqual([
    { id: "2025-07", label: "July 2025", mark: "2025", count: 2 },
    { id: "2025-06", label: "June 2025", mark: "2025", count: 1 },
    { id: "2023-12", label: "December 2023", mark: "2023", count: 2 },
  ]);
  expect(monthsOf([])).toEqual([]);
});

test("only the date orders are headed by months", () => {
  expect(isDateOrder(librarySorts.newest)).toBe(true);
  expect(isDateOrder(librarySorts.oldest)).toBe(true);
  expect(isDateOrder(librarySorts.title)).toBe(false);
});
