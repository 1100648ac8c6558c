// RecordForm: the connected form, its pure view and parts, the submission model and the field inputs' types.
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
export { RecordFormActions, RecordFormFooter } from "./record-form-actions";
export type { RecordFormActionsProps, RecordFormFooterProps } from "./record-form-actions";
export { RecordFormErrorSummary } from "./record-form-error-summary";
export type { RecordFormErrorSummaryProps } from "./record-form-error-summary";
export { RecordFormFields } from "./record-form-fields";
export type { RecordFormFieldsProps } from "./record-form-fields";
export type { RecordFormOptions } from "./record-form-options";
export { RecordFormRoot } from "./record-form-root";
export type { RecordFormRootProps } from "./record-form-root";
export { RecordFormView } from "./record-form-view";
export type { RecordFormViewProps } from "./record-form-view";
