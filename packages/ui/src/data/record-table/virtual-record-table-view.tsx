import { RecordTableControls } from "./record-table-controls";
import { RecordTableRoot } from "./record-table-root";
import { RecordTableSummary } from "./record-table-summary";
import type { VirtualRecordTableViewProps } from "./record-table-view-props";
import { VirtualRecordTableGrid } from "./virtual-record-table-grid";

/**
 * RecordTableView as one scrolling list of every record it has, rendering only the rows in view
 * (10,000 rows scroll smoothly), with a sticky header; `onEndReached` asks for more as the end
 * comes into view. Sorting, search, selection and keyboard paths work as in RecordTableView; the
 * virtualizer it brings is bundled only where it is used. `VirtualRecordTable` loads the records
 * from PocketBase page by page.
 *
 * @example
 * <VirtualRecordTableView collection={schema.images} records={images} height={600} />
 */
function VirtualRecordTableView({
  searchable,
  actions,
  onEndReached,
  height,
  ...props
}: VirtualRecordTableViewProps) {
  return (
    <RecordTableRoot {...props} mode="virtual">
      <RecordTableControls searchable={searchable} actions={actions} />
      <VirtualRecordTableGrid onEndReached={onEndReached} height={height} />
      <RecordTableSummary />
    </RecordTableRoot>
  );
}

export { VirtualRecordTableView };
export type { VirtualRecordTableViewProps };
