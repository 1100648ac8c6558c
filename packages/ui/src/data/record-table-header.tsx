import type { FieldMetadata } from "@pocketkit/client";
import type { ReactTable } from "@tanstack/react-table";

import { SELECT_COLUMN, type RecordTableFeatures } from "./record-table-columns";
import { RecordTableHead, RecordTableSortButton } from "./record-table-parts";
import type { RecordTableRecord } from "./record-table-types";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The header row: the select-all checkbox, then each field's label, as a sort button where it sorts. */
export function RecordTableHeaderRow({
  table,
  fieldsByName,
  sticky,
  disabled,
}: {
  table: ReactTable<RecordTableFeatures, RecordTableRecord>;
  fieldsByName: ReadonlyMap<string, FieldMetadata>;
  sticky: boolean;
  disabled: boolean;
}) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <tr data-slot="record-table-header-row" aria-rowindex={1}>
      {headers.map((header) => {
        const field = fieldsByName.get(header.column.id);
        const sorted = header.column.getIsSorted();
        return (
          <RecordTableHead
            key={header.id}
            data-sticky={sticky ? "" : undefined}
            data-type={field?.type}
            data-align={field?.type === "number" ? "end" : undefined}
            aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
          >
            {header.column.id === SELECT_COLUMN ? (
              <span className="pk:flex pk:items-center">
                <table.FlexRender header={header} />
              </span>
            ) : header.column.getCanSort() ? (
              <RecordTableSortButton
                sorted={sorted}
                disabled={disabled}
                title={field?.label}
                onClick={header.column.getToggleSortingHandler()}
              >
                <table.FlexRender header={header} />
              </RecordTableSortButton>
            ) : (
              <span className="pk:block pk:truncate" title={field?.label}>
                <table.FlexRender header={header} />
              </span>
            )}
          </RecordTableHead>
        );
      })}
    </tr>
  );
}
