/** A run of consecutive items of an `ImageGridView` under one heading: a month of a timeline. */
export interface ImageGridSection {
  /** Stable key. */
  id: string;
  /** The heading drawn above its first tile, e.g. "July 2025". */
  label: string;
  /** How many items it has, loaded or not: the grid keeps their room, so that it is as tall as the whole list. */
  count: number;
  /**
   * Where a scrubber marks it (`ImageGridScrubber`): sections with the same mark are one stretch,
   * named once, e.g. the year "2025" of a month. @default its `label`
   */
  mark?: string;
}

/**
 * Where a section's heading goes: above the tile `offset` columns into the row, with the room of
 * `span` tiles (up to the next heading in the row, or the row's last column).
 */
export interface GridRowHeading {
  section: number;
  offset: number;
  span: number;
}

/** One row of a grid: items `start` to `end - 1`, with the headings of the sections that start in it. */
export interface GridRow {
  start: number;
  end: number;
  headings: readonly GridRowHeading[];
}

export interface GridRows {
  rows: GridRow[];
  /** The items the rows hold, loaded or not. */
  total: number;
  /** Each section's first row (the row with its heading). */
  sectionRows: number[];
  /** Each item's row, by binary search. */
  rowOf(index: number): number;
}

/**
 * The rows of a grid `columns` wide. Without sections, `count` tiles in rows. With sections, as
 * photo apps lay out a timeline: a section that fits in what is left of a row starts there, its
 * heading above its first tile (so that a year of a few photos a month is not a column of headings
 * over near-empty rows); one that does not fit starts a new row, and wraps. Items stay in order,
 * in columns. Items beyond the sections' counts (a list that grew before its sections did) join
 * the last section.
 */
export function gridRows(
  sections: readonly Pick<ImageGridSection, "count">[] | undefined,
  count: number,
  columns: number,
): GridRows {
  const counts = sections?.map((section) => Math.max(0, section.count)) ?? [count];
  const counted = counts.reduce((sum, value) => sum + value, 0);
  if (counts.length > 0 && counted < count) counts[counts.length - 1]! += count - counted;

  const rows: GridRow[] = [];
  const sectionRows: number[] = [];
  let row: { start: number; end: number; headings: GridRowHeading[] } | undefined;
  let next = 0;
  counts.forEach((sectionCount, section) => {
    if (sectionCount === 0) {
      sectionRows.push(Math.max(0, rows.length - 1));
      return;
    }
    if (row && row.end - row.start + sectionCount > columns) row = undefined;
    let left = sectionCount;
    while (left > 0) {
      if (!row || row.end - row.start === columns) {
        row = { start: next, end: next, headings: [] };
        rows.push(row);
      }
      const taken = Math.min(left, columns - (row.end - row.start));
      if (left === sectionCount) {
        sectionRows.push(rows.length - 1);
        if (sections) {
          const offset = row.end - row.start;
          const before = row.headings.at(-1);
          if (before) before.span = offset - before.offset;
          row.headings.push({ section, offset, span: columns - offset });
        }
      }
      row.end += taken;
      next += taken;
      left -= taken;
    }
  });
  const rowOf = (index: number) => {
    let low = 0;
    let high = rows.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (rows[middle]!.start <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return { rows, total: next, sectionRows, rowOf };
}
