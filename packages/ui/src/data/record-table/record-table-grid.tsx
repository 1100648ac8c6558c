import { useMemo, useState } from "react";
import type * as React from "react";

import { useRecordTableContext } from "./record-table-context";
import { RecordTableHeaderRow } from "./record-table-header";
import { useRowInteraction } from "./record-table-keyboard";
import { columnWidth } from "./record-table-model";
import {
  RecordTableBody,
  RecordTableHeader,
  RecordTableScrollArea,
  RecordTableTable,
} from "./record-table-parts";
import { RecordTableRows } from "./record-table-rows";
import { RecordTableEmptyState, RecordTableErrorState, RecordTableSkeletonRows } from "./record-table-states";
import type { RowWindow } from "./record-table-window";

const SELECT_WIDTH = 48;

type RecordTableGridProps = Omit<React.ComponentProps<"div">, "children" | "ref">;

/**
 * The table of a RecordTable.Root, scrolling inside its frame: the header that sorts, the rows
 * with their selection and keyboard paths, or what stands for them (skeleton rows, an error with
 * Retry, "no records"). Every row of the page is rendered; `VirtualRecordTable.Grid` renders only
 * those in view.
 */
function RecordTableGrid(props: RecordTableGridProps) {
  // State, not a ref, as for the virtual grid, which needs the element in the render after it mounts.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  return (
    <RecordTableGridContent
      {...props}
      part="RecordTable.Grid"
      scrollElement={scrollElement}
      onScrollElement={setScrollElement}
      rowWindow={undefined}
    />
  );
}

type RecordTableGridContentProps = RecordTableGridProps & {
  /** The part's name, for the error outside a RecordTable.Root. */
  part: string;
  scrollElement: HTMLDivElement | null;
  onScrollElement: (element: HTMLDivElement | null) => void;
  /** The rows in view, when only those are rendered; `undefined` renders every row. */
  rowWindow: RowWindow | undefined;
  /** Keeps the header in view while the rows scroll under it. @default false */
  stickyHeader?: boolean;
};

/** What the page grid and the virtual grid share; each brings its own row window. */
export function RecordTableGridContent({
  part,
  scrollElement,
  onScrollElement,
  rowWindow,
  stickyHeader = false,
  ...props
}: RecordTableGridContentProps) {
  const table = useRecordTableContext(part);
  const { shown, columns, fields, selectable, search, changeSearch, error, loading, disabled } = table;
  const start = rowWindow?.start ?? 0;
  const end = rowWindow?.end ?? shown.length;
  const windowed = rowWindow !== undefined;
  const rendered = useMemo(() => (windowed ? shown.slice(start, end) : shown), [windowed, shown, start, end]);
  const { tabbableIndex, ...interaction } = useRowInteraction({
    count: shown.length,
    virtualWindow: rowWindow,
    scrollElement,
    selection: table.selection,
    disabled,
    onRowClick: table.onRowClick,
    onRowActivate: table.onRowActivate,
  });

  const columnCount = columns.length;
  const body = error ? (
    <RecordTableErrorState error={error} onRetry={table.onRetry} colSpan={columnCount} disabled={disabled} />
  ) : shown.length === 0 ? (
    loading ? (
      <RecordTableSkeletonRows columnCount={columnCount} />
    ) : (
      <RecordTableEmptyState
        search={search}
        onClearSearch={() => changeSearch("")}
        colSpan={columnCount}
        disabled={disabled}
      />
    )
  ) : (
    <RecordTableRows
      columns={columns}
      records={rendered}
      startIndex={start}
      rowOffset={table.rowOffset}
      tabbableIndex={tabbableIndex}
      columnCount={columnCount}
      before={rowWindow?.before}
      after={rowWindow?.after}
      {...interaction}
    />
  );
  const width = fields.reduce((sum, field) => sum + columnWidth(field), selectable ? SELECT_WIDTH : 0);
  return (
    <RecordTableScrollArea ref={onScrollElement} {...props}>
      {loading && shown.length > 0 ? (
        // Rows already shown stay readable while the next ones load; a bar says it's busy.
        <div
          data-slot="record-table-progress"
          aria-hidden
          className="pk:absolute pk:inset-x-0 pk:top-0 pk:z-20 pk:h-0.5 pk:animate-pulse pk:bg-primary"
        />
      ) : null}
      <RecordTableTable
        aria-label={table.label}
        aria-rowcount={error ? undefined : table.total + 1}
        aria-busy={loading || undefined}
        style={{ width }}
      >
        <colgroup>
          {selectable ? <col style={{ width: SELECT_WIDTH }} /> : null}
          {fields.map((field) => (
            <col key={field.name} style={{ width: columnWidth(field) }} />
          ))}
        </colgroup>
        <RecordTableHeader>
          <RecordTableHeaderRow
            columns={columns}
            sort={table.sort}
            onSort={disabled ? undefined : table.toggleSort}
            sticky={stickyHeader}
          />
        </RecordTableHeader>
        <RecordTableBody>{body}</RecordTableBody>
      </RecordTableTable>
    </RecordTableScrollArea>
  );
}

export { RecordTableGrid };
export type { RecordTableGridProps };
