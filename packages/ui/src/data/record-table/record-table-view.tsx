import { RecordTableControls } from "./record-table-controls";
import { RecordTableGrid } from "./record-table-grid";
import { RecordTableRoot } from "./record-table-root";
import { RecordTableSummary } from "./record-table-summary";
import type { RecordTableViewProps } from "./record-table-view-props";

/**
 * A table of records, its columns made from the collection's schema: sorting by header, a
 * search box, pages, row selection with Shift ranges, and keyboard paths (Tab reaches the rows,
 * arrows move, Space selects, Enter opens). Pure props: pair it with your own data, or use
 * `RecordTable`, which loads it from PocketBase. For one long scrolling list instead of pages,
 * use `VirtualRecordTableView`. To lay the parts out yourself, compose `RecordTable.Root`.
 *
 * @example
 * <RecordTableView collection={schema.images} records={images} selectable onRowActivate={open} />
 */
function RecordTableView({ searchable, actions, ...props }: RecordTableViewProps) {
  return (
    <RecordTableRoot {...props}>
      <RecordTableControls searchable={searchable} actions={actions} />
      <RecordTableGrid />
      <RecordTableSummary />
    </RecordTableRoot>
  );
}

export { RecordTableView };
export type { RecordTableViewProps };
