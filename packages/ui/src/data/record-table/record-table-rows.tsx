import type * as React from "react";

import type { RecordTableColumn } from "./record-table-columns";
import { RecordTableCell, RecordTableRow } from "./record-table-parts";
import type { RecordTableRecord } from "./record-table-types";

// The body's rows: a page, or virtual mode's window with spacer rows standing in for the rest.

export interface RowInteraction {
  clickable: boolean;
  isSelected: (id: string) => boolean;
  onRowFocus: (index: number) => void;
  onRowKeyDown: (
    event: React.KeyboardEvent<HTMLTableRowElement>,
    index: number,
    record: RecordTableRecord,
  ) => void;
  onRowClick: (event: React.MouseEvent<HTMLTableRowElement>, record: RecordTableRecord) => void;
}

export interface RecordTableRowsProps extends RowInteraction {
  columns: readonly RecordTableColumn[];
  /** The rows to render. */
  records: readonly RecordTableRecord[];
  /** The index of the first of these rows among all the rows shown (virtual mode: its window's start). */
  startIndex: number;
  /** How many rows of the result come before index 0 (earlier pages), for `aria-rowindex`. */
  rowOffset: number;
  /** The row that Tab reaches, by index; the others are -1. */
  tabbableIndex: number;
  columnCount: number;
  /** Pixels of rows above and below these (virtual mode). @default 0 */
  before?: number;
  after?: number;
}

export function RecordTableRows({
  columns,
  records,
  startIndex,
  rowOffset,
  tabbableIndex,
  columnCount,
  before = 0,
  after = 0,
  clickable,
  isSelected,
  onRowFocus,
  onRowKeyDown,
  onRowClick,
}: RecordTableRowsProps) {
  return (
    <>
      {before > 0 ? <Spacer height={before} columnCount={columnCount} /> : null}
      {records.map((record, position) => {
        const index = startIndex + position;
        return (
          <RecordTableRow
            key={record.id}
            data-row-index={index}
            data-state={isSelected(record.id) ? "selected" : undefined}
            data-clickable={clickable ? "" : undefined}
            aria-rowindex={rowOffset + index + 2}
            tabIndex={index === tabbableIndex ? 0 : -1}
            onFocus={(event) => {
              if (event.target === event.currentTarget) onRowFocus(index);
            }}
            onKeyDown={(event) => onRowKeyDown(event, index, record)}
            onClick={(event) => onRowClick(event, record)}
          >
            {columns.map(({ id, field, cell }) => (
              <RecordTableCell
                key={id}
                data-type={field?.type}
                data-align={field?.type === "number" ? "end" : undefined}
              >
                {cell(record)}
              </RecordTableCell>
            ))}
          </RecordTableRow>
        );
      })}
      {after > 0 ? <Spacer height={after} columnCount={columnCount} /> : null}
    </>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden data-slot="record-table-spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
