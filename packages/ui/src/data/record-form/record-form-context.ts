import type { CollectionSchema, FieldSchema, RelationFieldSchema } from "@pocketkit/client";
import { createContext, useContext, type ReactNode, type RefObject } from "react";

import type { FormStore, FormSummary } from "../../form";
import type { FileUrlBuilder, RecordFieldInputs, RecordFieldInputProps } from "./field-inputs/types";
import type { RecordData } from "./record-form-model";

/**
 * What the parts of a RecordForm share. Whether the form changed, is submitting and its summary
 * of problems live in `form` (each part subscribes to what it shows); the rest changes only with
 * the props, so a keystroke re-renders the field typed in, not every part.
 */
export interface RecordFormContextValue {
  form: FormStore;
  collection: CollectionSchema;
  record: RecordData | undefined;
  isNew: boolean;
  /** The fields shown, in order. */
  fields: readonly FieldSchema[];
  /** A field's label: `labels[name]`, else one made from its name. */
  labelOf: (name: string) => string;
  labels: Partial<Record<string, string>> | undefined;
  inputs: RecordFieldInputs | undefined;
  renderField: ((props: RecordFieldInputProps) => ReactNode) | undefined;
  fileUrl: FileUrlBuilder | undefined;
  uploadProgress: ReadonlyMap<File, number> | undefined;
  relationOptions: Partial<Record<string, readonly RecordData[]>> | undefined;
  recordLabel: ((record: RecordData, field: RelationFieldSchema) => string) | undefined;
  disabled: boolean;
  readOnly: boolean;
  /** A save running outside the form (the `pending` prop). */
  pending: boolean;
  /** The last submit saved (and nothing changed since). */
  saved: boolean;
  /** What the `error` and `serverErrors` props say, shown when the form has no summary of its own. */
  propSummary: FormSummary | undefined;
  /** The error summary's element, focused when a failure has no field to focus. */
  summaryRef: RefObject<HTMLDivElement | null>;
}

export const RecordFormContext = createContext<RecordFormContextValue | null>(null);

/** @throws Error when `part` is rendered outside a RecordForm, RecordFormView or RecordFormRoot. */
export function useRecordFormContext(part: string): RecordFormContextValue {
  const context = useContext(RecordFormContext);
  if (!context) throw new Error(`${part} must be used within RecordForm, RecordFormView or RecordFormRoot`);
  return context;
}
