import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useState } from "react";

// Virtual mode's window: which rows are in view (and ten on either side), and the height the
// rows above and below stand for. Cells never wrap, so every row has one height: it is measured
// once from a rendered row, not row by row (a per-row measurement redoes the positions of all
// 10,000 rows each time one row comes in).

const ESTIMATED_ROW_HEIGHT = 41;

export interface VirtualWindow {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The first row rendered, by index. */
  start: number;
  /** One past the last row rendered. */
  end: number;
  /** Pixels of rows above the window. */
  before: number;
  /** Pixels of rows below it. */
  after: number;
}

export function useVirtualWindow({
  enabled,
  count,
  scrollElement,
}: {
  enabled: boolean;
  count: number;
  scrollElement: HTMLDivElement | null;
}): VirtualWindow {
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- its result is read in this render only
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    enabled,
    count: enabled ? count : 0,
    getScrollElement: () => scrollElement,
    estimateSize,
    overscan: 10,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const rendered = first !== undefined;

  useLayoutEffect(() => {
    if (!enabled || !scrollElement || !rendered) return;
    const row = scrollElement.querySelector("tbody tr[data-slot='record-table-row']");
    const height = row?.getBoundingClientRect().height;
    if (height && Math.abs(height - rowHeight) > 0.25) setRowHeight(height);
  }, [enabled, scrollElement, rendered, rowHeight]);

  return {
    virtualizer,
    start: first?.index ?? 0,
    end: last ? last.index + 1 : 0,
    before: first?.start ?? 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
  };
}
