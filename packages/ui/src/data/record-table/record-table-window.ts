// Which of the shown rows a table renders. RecordTableView renders them all (no window);
// VirtualRecordTableView brings a virtualizer that renders only those in view. The hook is handed
// to the table's frame by the view, so that a table of pages never bundles the virtualizer.

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

/** A table's window over its rows; `undefined` when every row is rendered. */
export type UseRowWindow = (options: UseRowWindowOptions) => RowWindow | undefined;

/** Every row rendered: a page. */
export const useAllRows: UseRowWindow = () => undefined;
