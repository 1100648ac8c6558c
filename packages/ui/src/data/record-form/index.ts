// RecordForm: the connected form, its pure view, the submission model and the field inputs' types.
export type {
  FileUrlBuilder,
  RecordFieldInput,
  RecordFieldInputProps,
  RecordFieldInputs,
} from "./field-inputs/types";
export { RecordForm } from "./record-form";
export type { RecordFormProps } from "./record-form";
export { fileProgress, toRecordData } from "./record-form-model";
export type { RecordData, RecordFormSubmission } from "./record-form-model";
export { RecordFormView } from "./record-form-view";
export type { RecordFormViewProps } from "./record-form-view";
