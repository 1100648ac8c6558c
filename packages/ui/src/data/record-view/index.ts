// A record's fields and values: RecordDetails draws a record it is given, RecordView loads one.
export { RecordDetails } from "./record-details";
export type { RecordDetailsProps } from "./record-details";
export { RecordView } from "./record-view";
export type { RecordViewProps } from "./record-view";
