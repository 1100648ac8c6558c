import { RecordTableFrame } from "./record-table-frame";
import type { RecordTableViewProps } from "./record-table-view-props";
import { useAllRows } from "./record-table-window";

/**
 * A table of records, its columns made from the collection's schema: sorting by header, a
 * search box, pages, row selection with Shift ranges, and keyboard paths (Tab reaches the rows,
 * arrows move, Space selects, Enter opens). Pure props: pair it with your own data, or use
 * `RecordTable`, which loads it from PocketBase. For one long scrolling list instead of pages,
 * use `VirtualRecordTableView`.
 *
 * @example
 * <RecordTableView collection={schema.images} records={images} selectable onRowActivate={open} />
 */
function RecordTableView(props: RecordTableViewProps) {
  return <RecordTableFrame {...props} mode="pages" useRowWindow={useAllRows} />;
}

export { RecordTableView };
export type { RecordTableViewProps };
