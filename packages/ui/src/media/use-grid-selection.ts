import * as React from "react";

import { useControllableState } from "../lib/use-controllable-state";

export interface UseGridSelectionOptions {
  /** The ids in grid order. */
  ids: readonly string[];
  selection?: readonly string[];
  defaultSelection?: readonly string[];
  onSelectionChange?: (selection: string[]) => void;
}

/**
 * Selection by id over a grid, controlled or not (`selection` / `defaultSelection` /
 * `onSelectionChange`, as Radix does it), with toggling and shift-ranges from an anchor: the
 * last item toggled.
 */
export function useGridSelection({
  ids,
  selection,
  defaultSelection,
  onSelectionChange,
}: UseGridSelectionOptions) {
  const [selected, setSelected] = useControllableState<readonly string[]>({
    value: selection,
    defaultValue: defaultSelection ?? [],
    // Only fresh arrays are committed below, so the caller may keep (and change) the one it gets.
    onChange: onSelectionChange as ((selection: readonly string[]) => void) | undefined,
    caller: "ImageGrid",
    prop: "selection",
  });
  const anchor = React.useRef<number | undefined>(undefined);

  const selectedSet = React.useMemo(() => new Set(selected), [selected]);

  const commit = (next: string[]) => setSelected(next);

  return {
    selected: selectedSet,
    /** Flips one item and makes it the anchor of the next range. */
    toggle(index: number) {
      const id = ids[index];
      if (id === undefined) return;
      anchor.current = index;
      commit(selectedSet.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
    },
    /** Adds every item from the anchor (or `from`) to `index`. */
    extendTo(index: number, from?: number) {
      const start = anchor.current ?? from ?? index;
      const [low, high] = start < index ? [start, index] : [index, start];
      const next = new Set(selected);
      for (let position = low; position <= high; position++) {
        const id = ids[position];
        if (id !== undefined) next.add(id);
      }
      anchor.current ??= start;
      commit([...next]);
    },
    selectAll() {
      commit([...ids]);
    },
    clear() {
      anchor.current = undefined;
      if (selected.length > 0) commit([]);
    },
  };
}
