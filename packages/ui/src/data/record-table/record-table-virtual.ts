import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import type { RowWindow, UseRowWindowOptions } from "./record-table-window";

// Virtual mode's window: which rows are in view (and ten on either side), and the height the
// rows above and below stand for. Cells never wrap, so every row has one height: it is measured
// once from a rendered row, not row by row (a per-row measurement redoes the positions of all
// 10,000 rows each time one row comes in).

const ESTIMATED_ROW_HEIGHT = 41;

export function useVirtualWindow({ count, scrollElement, onEndReached }: UseRowWindowOptions): RowWindow {
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- its result is read in this render only
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement: () => scrollElement,
    estimateSize,
    overscan: 10,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const rendered = first !== undefined;

  useLayoutEffect(() => {
    if (!scrollElement || !rendered) return;
    const row = scrollElement.querySelector("tbody tr[data-slot='record-table-row']");
    const height = row?.getBoundingClientRect().height;
    if (height && Math.abs(height - rowHeight) > 0.25) setRowHeight(height);
  }, [scrollElement, rendered, rowHeight]);

  const end = last ? last.index + 1 : 0;
  useEndReached(end, count, onEndReached);

  return {
    start: first?.index ?? 0,
    end,
    before: first?.start ?? 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: "auto" }),
  };
}

/** Calls `onEndReached` once per row count, as the last ten rows come into view. */
function useEndReached(end: number, count: number, onEndReached?: () => void) {
  const askedAt = useRef(-1);
  const nearEnd = count > 0 && end >= count - 10;
  useEffect(() => {
    if (nearEnd && onEndReached && askedAt.current !== count) {
      askedAt.current = count;
      onEndReached();
    }
  }, [nearEnd, onEndReached, count]);
}
