// Form state shared by RecordForm and the auth forms. Only `FormValuesProps` is public (through the auth forms).
export { createFormStore, isEqual } from "./form-store";
export type {
  FieldSnapshot,
  FormErrors,
  FormSnapshot,
  FormStore,
  FormSummary,
  FormValues,
} from "./form-store";
export { useForm } from "./use-form";
export type { FormValuesProps, UseFormResult } from "./use-form";
export { useFieldSnapshot, useFormSnapshot } from "./use-form-snapshot";
