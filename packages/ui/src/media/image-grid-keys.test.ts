import { expect, test } from "vitest";

import { gridKeyTarget } from "./image-grid-keys";
import { gridRows } from "./image-grid-rows";
import { fitColumns } from "./use-grid-layout";

const grid = { count: 10_000, pageRows: 5, layout: gridRows(undefined, 10_000, 4) };

test("arrows, pages, Home and End move within the grid, and stop at its edges", () => {
  expect(gridKeyTarget("ArrowRight", { ...grid, index: 5 })).toBe(6);
  expect(gridKeyTarget("ArrowDown", { ...grid, index: 5 })).toBe(9);
  expect(gridKeyTarget("ArrowUp", { ...grid, index: 1 })).toBe(1);
  expect(gridKeyTarget("ArrowUp", { ...grid, index: 5 })).toBe(1);
  expect(gridKeyTarget("PageDown", { ...grid, index: 5 })).toBe(25);
  expect(gridKeyTarget("PageDown", { ...grid, index: 9_990 })).toBe(9_999);
  expect(gridKeyTarget("PageUp", { ...grid, index: 26 })).toBe(6);
  // Past the top, the first row in the same column.
  expect(gridKeyTarget("PageUp", { ...grid, index: 7 })).toBe(3);
  expect(gridKeyTarget("End", { ...grid, index: 0 })).toBe(9_999);
  expect(gridKeyTarget("Home", { ...grid, index: 9_999 })).toBe(0);
  expect(gridKeyTarget("Enter", { ...grid, index: 3 })).toBeUndefined();
});

test("right-to-left, the rows run from the right: Left is the next tile, Right the one before", () => {
  expect(gridKeyTarget("ArrowLeft", { ...grid, index: 5, dir: "rtl" })).toBe(6);
  expect(gridKeyTarget("ArrowRight", { ...grid, index: 5, dir: "rtl" })).toBe(4);
  expect(gridKeyTarget("ArrowDown", { ...grid, index: 5, dir: "rtl" })).toBe(9);
});

test("sections share a row when they fit in what is left of it, else start a new one and wrap", () => {
  // July: 6 photos; June: 1; May: 2; April: 5. Four columns.
  const layout = gridRows([{ count: 6 }, { count: 1 }, { count: 2 }, { count: 5 }], 14, 4);
  const drawn = layout.rows.map(
    (row) =>
      `${row.start}-${row.end}${row.headings.map((h) => ` [${h.section}@${h.offset}×${h.span}]`).join("")}`,
  );
  expect(drawn).toEqual([
    "0-4 [0@0×4]",
    // July's last two, then June (one fits) — May's two would not fit.
    "4-7 [1@2×2]",
    "7-9 [2@0×4]",
    // April's five do not fit beside May's two: a new row, wrapping.
    "9-13 [3@0×4]",
    "13-14",
  ]);
  expect(layout.sectionRows).toEqual([0, 1, 2, 3]);
  expect(layout.total).toBe(14);
  expect(layout.rowOf(6)).toBe(1);
  expect(layout.rowOf(13)).toBe(4);

  const keys = { count: 14, pageRows: 2, layout };
  // Down keeps the column, or takes a shorter row's last tile.
  expect(gridKeyTarget("ArrowDown", { ...keys, index: 3 })).toBe(6);
  expect(gridKeyTarget("ArrowDown", { ...keys, index: 5 })).toBe(8);
  expect(gridKeyTarget("ArrowUp", { ...keys, index: 12 })).toBe(8);
  expect(gridKeyTarget("PageDown", { ...keys, index: 1 })).toBe(8);
  expect(gridKeyTarget("PageUp", { ...keys, index: 11 })).toBe(6);
  expect(gridKeyTarget("PageUp", { ...keys, index: 5 })).toBe(1);
  // Only what is loaded can take the focus.
  expect(gridKeyTarget("ArrowDown", { ...keys, count: 9, index: 6 })).toBe(8);
  expect(gridKeyTarget("PageDown", { ...keys, count: 9, index: 5 })).toBe(8);
});

test("items beyond the sections' counts join the last section; an empty section adds nothing", () => {
  const layout = gridRows([{ count: 2 }, { count: 0 }, { count: 1 }], 5, 3);
  expect(layout.total).toBe(5);
  expect(layout.rows.map((row) => `${row.start}-${row.end}:${row.headings.length}`)).toEqual([
    "0-2:1",
    "2-5:1",
  ]);
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
