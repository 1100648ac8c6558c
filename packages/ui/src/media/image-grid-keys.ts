/** Where a key moves the focus in a grid of `count` tiles, `columns` wide; `undefined` if it does not move it. */
export function gridKeyTarget(
  key: string,
  { index, columns, count, pageRows }: { index: number; columns: number; count: number; pageRows: number },
): number | undefined {
  const moves: Record<string, number | undefined> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    // A screenful of rows, in the same column; the last tile if the page goes past it.
    PageDown: index + columns * pageRows,
    PageUp: index - columns * pageRows,
    Home: 0,
    End: count - 1,
  };
  const target = moves[key];
  if (target === undefined) return undefined;
  // A page up past the top lands in the first row, in the same column.
  if (key === "PageUp" && target < 0) return index % columns;
  return Math.max(0, Math.min(target, count - 1));
}
