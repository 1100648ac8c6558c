import { useLayoutEffect, useRef, useState } from "react";
import type * as React from "react";

import type { RowInteraction } from "./record-table-rows";
import type { RecordTableSelection } from "./record-table-selection";
import type { RecordTableRecord } from "./record-table-types";
import type { RowWindow } from "./record-table-window";

// How rows answer the keyboard and the pointer. One row is in the Tab order (a roving tabindex);
// arrows, Page Up/Down, Home and End move focus between rows, scrolling a virtual table to the
// row first when it is not rendered; Space selects, Enter opens.

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index) => index + 1,
  ArrowUp: (index) => index - 1,
  PageDown: (index) => index + 10,
  PageUp: (index) => index - 10,
  Home: () => 0,
  End: (_index, last) => last,
};

export interface UseRowInteractionOptions {
  /** How many rows are shown (virtual mode: all loaded ones). */
  count: number;
  /** Virtual mode's window; `undefined` when every row is rendered. */
  virtualWindow: RowWindow | undefined;
  scrollElement: HTMLElement | null;
  selection: RecordTableSelection;
  disabled: boolean;
  onRowClick?: (record: RecordTableRecord, event: React.MouseEvent<HTMLTableRowElement>) => void;
  onRowActivate?: (record: RecordTableRecord) => void;
}

export function useRowInteraction({
  count,
  virtualWindow,
  scrollElement,
  selection,
  disabled,
  onRowClick,
  onRowActivate,
}: UseRowInteractionOptions): RowInteraction & { tabbableIndex: number } {
  // Set by a key that moved focus: the row gets it once it is rendered.
  const focusPending = useRef(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(0, count - 1));
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const row = scrollElement?.querySelector<HTMLElement>(`tr[data-row-index="${active}"]`);
    if (row) {
      focusPending.current = false;
      row.focus();
    } else {
      virtualWindow?.scrollToIndex(active);
    }
  });

  // The row Tab reaches must be rendered; when it scrolled away, the first rendered row stands in.
  const rendered = !virtualWindow || (active >= virtualWindow.start && active < virtualWindow.end);
  return {
    tabbableIndex: rendered ? active : (virtualWindow?.start ?? 0),
    clickable: !disabled && Boolean(onRowClick || onRowActivate),
    isSelected: selection.isSelected,
    onRowFocus: setActiveIndex,
    onRowKeyDown: (event, index, record) => {
      // Keys pressed in the row's checkbox or links are theirs.
      if (event.target !== event.currentTarget) return;
      const move = KEY_MOVES[event.key];
      if (move) {
        event.preventDefault();
        focusPending.current = true;
        setActiveIndex(Math.min(Math.max(move(index, count - 1), 0), count - 1));
      } else if (event.key === " " && selection.enabled) {
        event.preventDefault();
        selection.toggle(record, event.shiftKey);
      } else if (event.key === "Enter" && onRowActivate && !disabled) {
        event.preventDefault();
        onRowActivate(record);
      }
    },
    onRowClick: (event, record) => {
      if (disabled) return;
      if ((event.target as Element).closest("a, button, input, label, [role='checkbox']")) return;
      onRowClick?.(record, event);
      if (!event.defaultPrevented) onRowActivate?.(record);
    },
  };
}
