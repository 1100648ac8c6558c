// RecordDetails: a record's fields and values. RecordDetailsView draws a record it is given,
// RecordDetails loads one (RecordView, its old name, is a deprecated alias).
export { RecordDetails, RecordView } from "./record-details";
export type { RecordDetailsProps, RecordViewProps } from "./record-details";
export { RecordDetailsView } from "./record-details-view";
export type { RecordDetailsViewProps } from "./record-details-view";
