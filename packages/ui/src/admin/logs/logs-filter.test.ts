import { expect, test } from "vitest";

import { buildLogFilter, countLogFilters, isValidStatusFilter } from ".";

test("no filters, no expression", () => {
  expect(buildLogFilter({})).toBe("");
  expect(buildLogFilter({ status: " ", url: "  " })).toBe("");
});

test("level, status class or code, and URL text join with &&", () => {
  expect(buildLogFilter({ level: "error", status: "5xx", url: "/api/batch" })).toBe(
    'level = 8 && data.status >= 500 && data.status <= 599 && data.url ~ "%/api/batch%"',
  );
  expect(buildLogFilter({ level: "debug", status: "404" })).toBe("level = -4 && data.status = 404");
  expect(buildLogFilter({ status: "4XX" })).toBe("data.status >= 400 && data.status <= 499");
});

test("the URL text is plain text: quotes never close the string, % and _ are no wildcards", () => {
  expect(buildLogFilter({ url: 'say "hi"' })).toBe(String.raw`data.url ~ "%say \"hi\"%"`);
  expect(buildLogFilter({ url: "?q=100%" })).toBe(String.raw`data.url ~ "%?q=100\\%%"`);
});

test("dates are whole local days, as UTC", () => {
  const from = new Date(2026, 10, 1).toISOString().replace("T", " ");
  const to = new Date(new Date(2026, 10, 3).getTime() - 1).toISOString().replace("T", " ");
  expect(buildLogFilter({ from: "2026-11-01", to: "2026-11-02" })).toBe(
    `created >= '${from}' && created <= '${to}'`,
  );
  expect(buildLogFilter({ from: "yesterday" })).toBe("");
});

test("status filters that can be read, and the count of set filters", () => {
  expect(["", "200", "4xx", " 5xx "].map(isValidStatusFilter)).toEqual([true, true, true, true]);
  expect(["2", "600", "4x", "ok"].map(isValidStatusFilter)).toEqual([false, false, false, false]);
  expect(countLogFilters({ level: "warn", url: "a", status: "" })).toBe(2);
});
