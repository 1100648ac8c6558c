import { useList } from "@pocketkit/hooks";

import { RecordTableControls } from "./record-table-controls";
import { RecordTableGrid } from "./record-table-grid";
import { RecordTableCount, RecordTablePagination } from "./record-table-pagination";
import {
  RecordTableBody,
  RecordTableCell,
  RecordTableFooter,
  RecordTableHead,
  RecordTableHeader,
  RecordTableMessage,
  RecordTableRow,
  RecordTableScrollArea,
  RecordTableSearch,
  RecordTableSortButton,
  RecordTableTable,
  RecordTableToolbar,
} from "./record-table-parts";
import {
  useRecordTableSource,
  useRecordTableStatus,
  type RecordTableSourceProps,
} from "./record-table-source";
import { RecordTableRoot } from "./record-table-root";
import { RecordTableSummary } from "./record-table-summary";
import type { RecordTableRecord } from "./record-table-types";
import { RecordTableView, type RecordTableViewProps } from "./record-table-view";

const NO_RECORDS: RecordTableRecord[] = [];

type RecordTableProps = Omit<
  RecordTableViewProps,
  "collection" | "records" | "totalItems" | "schema" | "fileUrl" | "loading" | "error" | "onRetry"
> &
  RecordTableSourceProps;

/**
 * RecordTableView with its records from PocketBase: the server sorts (`sort`), searches (a filter
 * over the text, email, url and editor fields, joined with `filter`) and pages. Thumbnails of
 * protected files get a file token. For one long list that loads more as it scrolls, use
 * `VirtualRecordTable`.
 *
 * @example
 * <RecordTable collection="images" columns={["file", "title", "album", "created"]} defaultSort="-created" selectable />
 */
function RecordTableConnected({ perPage = 30, ...props }: RecordTableProps) {
  const source = useRecordTableSource(props);
  const list = useList(source.collectionName, { ...source.query, perPage, page: source.page });
  const { data, ...status } = useRecordTableStatus(source, list);
  const records = data?.items ?? NO_RECORDS;

  return (
    <RecordTableView
      {...source.viewProps}
      {...status}
      records={records}
      totalItems={data?.totalItems ?? (list.isPending ? 0 : records.length)}
      perPage={perPage}
      page={source.page}
      onPageChange={source.setPage}
    />
  );
}

/**
 * `<RecordTable collection="…">` loads its records from PocketBase; `RecordTable.View` is the
 * same table for records you bring, and `RecordTable.Root` with `.Controls`, `.Grid` and
 * `.Summary` the same table in parts. The styled elements are reachable as `RecordTable.Row`, …
 */
const RecordTable = Object.assign(RecordTableConnected, {
  View: RecordTableView,
  Root: RecordTableRoot,
  Controls: RecordTableControls,
  Grid: RecordTableGrid,
  Summary: RecordTableSummary,
  Toolbar: RecordTableToolbar,
  Search: RecordTableSearch,
  ScrollArea: RecordTableScrollArea,
  Table: RecordTableTable,
  Header: RecordTableHeader,
  Head: RecordTableHead,
  SortButton: RecordTableSortButton,
  Body: RecordTableBody,
  Row: RecordTableRow,
  Cell: RecordTableCell,
  Message: RecordTableMessage,
  Footer: RecordTableFooter,
  Pagination: RecordTablePagination,
  Count: RecordTableCount,
});

export { RecordTable };
export type { RecordTableProps };
