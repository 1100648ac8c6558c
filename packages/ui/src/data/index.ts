// The data components.
// RecordTable
export { CellText, defaultCellRenderers } from "./cell-renderers";
export type { CellTextProps } from "./cell-renderers";
export { RecordTable } from "./record-table";
export type { RecordTableProps } from "./record-table";
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
export { VirtualRecordTableView } from "./virtual-record-table-view";
export type { VirtualRecordTableViewProps } from "./virtual-record-table-view";
// RecordForm and RecordView
export type {
  FileUrlBuilder,
  RecordFieldInput,
  RecordFieldInputProps,
  RecordFieldInputs,
} from "./field-inputs/types";
export { RecordDetails } from "./record-details";
export type { RecordDetailsProps } from "./record-details";
export { RecordForm } from "./record-form";
export type { RecordFormProps } from "./record-form";
export { fileProgress, toRecordData } from "./record-form-model";
export type { RecordData, RecordFormSubmission } from "./record-form-model";
export { RecordFormView } from "./record-form-view";
export type { RecordFormViewProps } from "./record-form-view";
export { recordLabel, searchFields, searchFilter } from "./record-label";
export { RecordValue } from "./record-value";
export type { RecordValueProps } from "./record-value";
export { RecordView } from "./record-view";
export type { RecordViewProps } from "./record-view";
export { RelationPicker } from "./relation-picker";
export type { RelationPickerProps } from "./relation-picker";
export { RelationPickerView } from "./relation-picker-view";
export type { RelationPickerViewProps } from "./relation-picker-view";
export {};
