import { RecordTableFrame } from "./record-table-frame";
import type { VirtualRecordTableViewProps } from "./record-table-view-props";
import { useVirtualWindow } from "./record-table-virtual";

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
function VirtualRecordTableView(props: VirtualRecordTableViewProps) {
  return <RecordTableFrame {...props} mode="virtual" useRowWindow={useVirtualWindow} />;
}

export { VirtualRecordTableView };
export type { VirtualRecordTableViewProps };
