// RecordTable: the connected tables, their pure views, and the parts to compose your own.
export { RecordTable } from "./record-table";
export type { RecordTableProps } from "./record-table";
export { RecordTableRoot } from "./record-table-root";
export type { RecordTableRootProps } from "./record-table-root";
export { RecordTableControls } from "./record-table-controls";
export type { RecordTableControlsProps } from "./record-table-controls";
export { RecordTableGrid } from "./record-table-grid";
export type { RecordTableGridProps } from "./record-table-grid";
export { RecordTableSummary } from "./record-table-summary";
export type { RecordTableSummaryProps } from "./record-table-summary";
export { RecordTableCount, RecordTablePagination } from "./record-table-pagination";
export type { RecordTableCountProps, RecordTablePaginationProps } from "./record-table-pagination";
export {
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
export type { RecordTableSortButtonProps } from "./record-table-parts";
export type {
  CellRenderer,
  CellRendererProps,
  CellRenderers,
  RecordTableFileUrl,
  RecordTableRecord,
} from "./record-table-types";
export { RecordTableView } from "./record-table-view";
export type { RecordTableViewProps } from "./record-table-view";
export type { RecordTableSourceProps } from "./record-table-source";
export { VirtualRecordTable } from "./virtual-record-table";
export type { VirtualRecordTableProps } from "./virtual-record-table";
export { VirtualRecordTableGrid } from "./virtual-record-table-grid";
export type { VirtualRecordTableGridProps } from "./virtual-record-table-grid";
export { VirtualRecordTableView } from "./virtual-record-table-view";
export type { VirtualRecordTableViewProps } from "./virtual-record-table-view";
