import * as React from "react";

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
  const [own, setOwn] = React.useState<readonly string[]>(defaultSelection ?? []);
  const controlled = selection !== undefined;
  const selected = controlled ? selection : own;
  const anchor = React.useRef<number | undefined>(undefined);

  const wasControlled = React.useRef(controlled);
  React.useEffect(() => {
    if (process.env.NODE_ENV !== "production" && wasControlled.current !== controlled) {
      console.warn(
        `ImageGrid changed from ${wasControlled.current ? "controlled" : "uncontrolled"} to ${
          controlled ? "controlled" : "uncontrolled"
        } selection. Pass \`selection\` always or never.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled]);

  const selectedSet = React.useMemo(() => new Set(selected), [selected]);

  const commit = (next: string[]) => {
    if (!controlled) setOwn(next);
    onSelectionChange?.(next);
  };

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
