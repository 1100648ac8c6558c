import type { CollectionSchema, RelationFieldSchema } from "@pocketkit/client";
import { createContext, useContext, type ReactNode } from "react";

import type { FormStore } from "../../form";
import type { FileUrlBuilder, RecordFieldInputs, RecordFieldInputProps } from "./field-inputs/types";
import type { RecordData } from "./record-form-model";

/** What the parts of a RecordForm share. */
export interface RecordFormContextValue {
  form: FormStore;
  collection: CollectionSchema;
  record: RecordData | undefined;
  isNew: boolean;
  labels: Partial<Record<string, string>> | undefined;
  inputs: RecordFieldInputs | undefined;
  renderField: ((props: RecordFieldInputProps) => ReactNode) | undefined;
  fileUrl: FileUrlBuilder | undefined;
  uploadProgress: ReadonlyMap<File, number> | undefined;
  relationOptions: Partial<Record<string, readonly RecordData[]>> | undefined;
  recordLabel: ((record: RecordData, field: RelationFieldSchema) => string) | undefined;
  disabled: boolean;
  readOnly: boolean;
}

export const RecordFormContext = createContext<RecordFormContextValue | null>(null);

export function useRecordFormContext(part: string): RecordFormContextValue {
  const context = useContext(RecordFormContext);
  if (!context) throw new Error(`${part} must be used within RecordFormView`);
  return context;
}
