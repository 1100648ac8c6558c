import { SELECT_COLUMN, type RecordTableColumn } from "./record-table-columns";
import type { SortParts } from "./record-table-model";
import { RecordTableHead, RecordTableSortButton } from "./record-table-parts";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The header row: the select-all checkbox, then each field's label, as a sort button where it sorts. */
export function RecordTableHeaderRow({
  columns,
  sort,
  onSort,
  sticky,
}: {
  columns: readonly RecordTableColumn[];
  sort: SortParts | undefined;
  /** Changes the order by a column; none while the table is disabled. */
  onSort: ((column: string) => void) | undefined;
  sticky: boolean;
}) {
  return (
    <tr data-slot="record-table-header-row" aria-rowindex={1}>
      {columns.map(({ id, field, sortable, header }) => {
        const sorted = sort?.field === id ? (sort.desc ? "desc" : "asc") : false;
        return (
          <RecordTableHead
            key={id}
            data-sticky={sticky ? "" : undefined}
            data-type={field?.type}
            data-align={field?.type === "number" ? "end" : undefined}
            aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
          >
            {id === SELECT_COLUMN ? (
              <span className="pk:flex pk:items-center">{header}</span>
            ) : sortable && onSort ? (
              <RecordTableSortButton sorted={sorted} title={field?.label} onClick={() => onSort(id)}>
                {header}
              </RecordTableSortButton>
            ) : (
              <span className="pk:block pk:truncate" title={field?.label}>
                {header}
              </span>
            )}
          </RecordTableHead>
        );
      })}
    </tr>
  );
}
