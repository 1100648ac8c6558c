// How one value reads: in a table's cell (the renderers) and in a record's details (RecordValue).
export { CellText, defaultCellRenderers } from "./cell-renderers";
export type { CellTextProps } from "./cell-renderers";
export { RecordValue } from "./record-value";
export type { RecordValueProps } from "./record-value";
