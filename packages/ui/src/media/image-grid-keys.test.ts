import { expect, test } from "vitest";

import { gridKeyTarget } from "./image-grid-keys";
import { fitColumns } from "./use-grid-layout";

const grid = { columns: 4, count: 10_000, pageRows: 5 };

test("arrows, pages, Home and End move within the grid, and stop at its edges", () => {
  expect(gridKeyTarget("ArrowRight", { ...grid, index: 5 })).toBe(6);
  expect(gridKeyTarget("ArrowDown", { ...grid, index: 5 })).toBe(9);
  expect(gridKeyTarget("ArrowUp", { ...grid, index: 1 })).toBe(0);
  expect(gridKeyTarget("PageDown", { ...grid, index: 5 })).toBe(25);
  expect(gridKeyTarget("PageDown", { ...grid, index: 9_990 })).toBe(9_999);
  expect(gridKeyTarget("PageUp", { ...grid, index: 26 })).toBe(6);
  // Past the top, the first row in the same column.
  expect(gridKeyTarget("PageUp", { ...grid, index: 7 })).toBe(3);
  expect(gridKeyTarget("End", { ...grid, index: 0 })).toBe(9_999);
  expect(gridKeyTarget("Home", { ...grid, index: 9_999 })).toBe(0);
  expect(gridKeyTarget("Enter", { ...grid, index: 3 })).toBeUndefined();
});

test("columns fit the width as CSS auto-fill would, tiles square, one column when even one is too wide", () => {
  expect(fitColumns(640, 160, 8)).toEqual({
    columns: 3,
    tileSize: (640 - 16) / 3,
    rowHeight: (640 - 16) / 3 + 8,
    gap: 8,
  });
  expect(fitColumns(1232, 160, 8).columns).toBe(7);
  expect(fitColumns(100, 160, 8)).toMatchObject({ columns: 1, tileSize: 100 });
  expect(fitColumns(0, 160, 8)).toMatchObject({ columns: 1, tileSize: 0 });
});
