// Which of the shown rows a table renders. RecordTable.Grid renders them all (no window);
// VirtualRecordTable.Grid brings a virtualizer (record-table-virtual.ts) that renders only those in
// view, and hands the grid its window.

export interface RowWindow {
  /** The first row rendered, by index. */
  start: number;
  /** One past the last row rendered. */
  end: number;
  /** Pixels of rows above the window. */
  before: number;
  /** Pixels of rows below it. */
  after: number;
  /** Scrolls a row that isn't rendered into view, so that it can take focus. */
  scrollToIndex: (index: number) => void;
}

export interface UseRowWindowOptions {
  /** How many rows are shown (virtual mode: all loaded ones). */
  count: number;
  scrollElement: HTMLDivElement | null;
  /** The last rows came into view: load more. */
  onEndReached?: () => void;
}
