import type { CollectionSchema } from "@pocketkit/client";
import { createContext, useContext, useMemo, useRef } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { Checkbox } from "../../primitives/checkbox";
import { recordLabel } from "../record-label";
import type { RecordTableRecord } from "./record-table-types";

// Row selection: ids in state, checkboxes in a column, Shift to select a range. Kept out of
// TanStack Table on purpose: its row model costs tens of µs per row (half a second for 10,000
// in development builds), so the table hands it only the rows on screen, while a selection and
// its ranges span every loaded row.

export interface RecordTableSelection {
  enabled: boolean;
  isSelected: (id: string) => boolean;
  /** Toggles one row; with `range`, sets every row from the last toggled one to this one alike. */
  toggle: (record: RecordTableRecord, range: boolean) => void;
  /** Selects every loaded row, or clears them when all are selected. */
  toggleAll: () => void;
  all: boolean;
  some: boolean;
  collection: CollectionSchema;
}

const SelectionContext = createContext<RecordTableSelection | null>(null);
export const RecordTableSelectionProvider = SelectionContext.Provider;

function useSelection(part: string): RecordTableSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error(`${part} must be used within RecordTable`);
  return selection;
}

export interface UseRecordSelectionOptions {
  /** The selected ids. */
  selection: string[];
  setSelection: (selection: string[]) => void;
  /** The loaded rows, in the order shown: what select-all and ranges cover. */
  rows: readonly RecordTableRecord[];
  enabled: boolean;
  collection: CollectionSchema;
}

export function useRecordSelection({
  selection,
  setSelection,
  rows,
  enabled,
  collection,
}: UseRecordSelectionOptions): RecordTableSelection {
  // The anchor of a Shift range: the row toggled last.
  const anchor = useRef<string | undefined>(undefined);
  return useMemo(() => {
    const selected = new Set(selection);
    const count = rows.reduce((sum, record) => sum + (selected.has(record.id) ? 1 : 0), 0);
    const all = rows.length > 0 && count === rows.length;
    return {
      enabled,
      isSelected: (id) => selected.has(id),
      toggle: (record, range) => {
        if (!enabled) return;
        const value = !selected.has(record.id);
        const from = range && anchor.current ? rows.findIndex((row) => row.id === anchor.current) : -1;
        const to = rows.findIndex((row) => row.id === record.id);
        const ids =
          from >= 0 && to >= 0
            ? rows.slice(Math.min(from, to), Math.max(from, to) + 1).map((row) => row.id)
            : [record.id];
        anchor.current = record.id;
        const next = new Set(selected);
        for (const id of ids) {
          if (value) next.add(id);
          else next.delete(id);
        }
        setSelection([...next]);
      },
      toggleAll: () => {
        if (!enabled) return;
        anchor.current = undefined;
        const next = new Set(selected);
        for (const record of rows) {
          if (all) next.delete(record.id);
          else next.add(record.id);
        }
        setSelection([...next]);
      },
      all,
      some: count > 0,
      collection,
    };
  }, [selection, setSelection, rows, enabled, collection]);
}

/** The header's checkbox: all loaded rows, some (a dash) or none. */
export function RecordTableSelectAll() {
  const t = useCatalogue(tableAndFormEn);
  const selection = useSelection("RecordTableSelectAll");
  return (
    <Checkbox
      aria-label={t("data.table.selectAll")}
      checked={selection.all ? true : selection.some ? "indeterminate" : false}
      disabled={!selection.enabled}
      onClick={selection.toggleAll}
    />
  );
}

/** A row's checkbox, named after the record. Shift-click selects the range from the last one toggled. */
export function RecordTableSelectRow({ record }: { record: RecordTableRecord }) {
  const t = useCatalogue(tableAndFormEn);
  const selection = useSelection("RecordTableSelectRow");
  return (
    // A flex box: an inline checkbox would sit on the text baseline, above the row's middle.
    <span className="pk:flex pk:items-center">
      <Checkbox
        aria-label={t("data.table.selectRow", { name: recordLabel(record, selection.collection) })}
        checked={selection.isSelected(record.id)}
        disabled={!selection.enabled}
        // A click, not a change: only the click event knows whether Shift was held.
        onClick={(event) => selection.toggle(record, event.shiftKey)}
      />
    </span>
  );
}
