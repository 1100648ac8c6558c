import type { GridRows } from "./image-grid-rows";

/**
 * Where a key moves the focus among a grid's `count` loaded tiles laid out in `layout`'s rows;
 * `undefined` if it does not move it. Up and Down keep the column (or take a shorter row's last
 * tile); Page Up and Down move `pageRows` rows. Right-to-left (`dir: "rtl"`) the rows run from
 * the right, so Left is the next tile and Right the one before.
 */
export function gridKeyTarget(
  key: string,
  {
    index,
    count,
    pageRows,
    layout,
    dir = "ltr",
  }: { index: number; count: number; pageRows: number; layout: GridRows; dir?: "ltr" | "rtl" },
): number | undefined {
  if (dir === "rtl" && (key === "ArrowLeft" || key === "ArrowRight")) {
    key = key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
  }
  const last = count - 1;
  const clamp = (target: number) => Math.max(0, Math.min(target, last));
  const here = layout.rowOf(index);
  const column = index - layout.rows[here]!.start;
  // The tile in the same column of row `row`, or that row's last if it is shorter.
  const inRow = (row: number) => {
    const target = layout.rows[row]!;
    return Math.min(target.start + column, target.end - 1);
  };
  const lastRow = layout.rows.length - 1;
  switch (key) {
    case "ArrowRight":
      return clamp(index + 1);
    case "ArrowLeft":
      return clamp(index - 1);
    case "ArrowDown":
      return clamp(here < lastRow ? inRow(here + 1) : last);
    case "ArrowUp":
      return clamp(here > 0 ? inRow(here - 1) : index);
    // A screenful of rows, in the same column; the last tile if the page goes past it, the first
    // row's tile in that column if it goes past the top.
    case "PageDown":
      return clamp(here + pageRows <= lastRow ? inRow(here + pageRows) : last);
    case "PageUp":
      return clamp(inRow(Math.max(0, here - pageRows)));
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}
