import type { CollectionSchema, FieldError, RelationFieldSchema } from "@pocketkit/client";
import type * as React from "react";

import { splitProps, type OptionNames } from "../../lib/split-props";
import type { FileUrlBuilder, RecordFieldInputProps, RecordFieldInputs } from "./field-inputs/types";
import type { RecordData } from "./record-form-model";

/** What a RecordForm edits and how it saves: the props of `RecordFormRoot` beside the form element's own. */
export interface RecordFormOptions {
  /** The collection's schema: fields, their types and rules. */
  collection: CollectionSchema;
  /** The record to edit; leave it out to create one. */
  record?: RecordData;
  /**
   * Saves. Gets the values to send (creating: all; editing: what changed; a file field's value is
   * the names it keeps) and the new files by field (`toRecordData` joins them into a request
   * body). Resolve with the saved record to show it; reject (ideally with a `PocketkitError`) to
   * show why under the fields and above the buttons — everything typed and chosen stays.
   */
  onSubmit: (values: Record<string, unknown>, files: Record<string, File[]>) => Promise<RecordData | void>;
  /** The fields to show, in this order. @default every field a person edits */
  fields?: readonly string[];
  /** Labels by field name. @default a label made from the name ("alt_text" → "Alt text") */
  labels?: Partial<Record<string, string>>;
  /** Values a new record starts with; those of fields not shown are sent as given (e.g. `owner`). */
  defaultValues?: Record<string, unknown>;
  /** Problems by field name from your own save, shown under their fields. */
  serverErrors?: Readonly<Record<string, FieldError | string>>;
  /** A failure of your own save, shown above the buttons (a `PocketkitError` picks its sentence by kind). */
  error?: unknown;
  /**
   * Your own sentence for a failed save (e.g. a refusal by an API rule); return `undefined` for
   * the built-in one. Field errors still go under their fields.
   */
  errorMessage?: (error: unknown) => string | undefined;
  /** Shows the save as running (beside the form's own submitting state). @default false */
  pending?: boolean;
  /** How far each new file's upload has got (0–1). */
  uploadProgress?: ReadonlyMap<File, number>;
  /** Input components by field type, instead of the built-in ones. */
  inputs?: RecordFieldInputs;
  /** Renders a field's input yourself (check `props.field.name`); return `undefined` for the built-in one. */
  renderField?: (props: RecordFieldInputProps) => React.ReactNode;
  /** Records to choose from, by relation field name (the connected RecordForm searches PocketBase instead). */
  relationOptions?: Partial<Record<string, readonly RecordData[]>>;
  /** A related record's readable name. @default its name-like field, else its id */
  recordLabel?: (record: RecordData, field: RelationFieldSchema) => string;
  /** Builds stored files' URLs, for thumbnails. @default none: files are listed by name */
  fileUrl?: FileUrlBuilder;
  /** Shows the values without a way to change them, and no buttons. @default false */
  readOnly?: boolean;
  /** Disables every input and button. @default false */
  disabled?: boolean;
  /** Called when the form becomes changed or unchanged. */
  onDirtyChange?: (dirty: boolean) => void;
}

// Every option's name, once: the root hands these to the form's state and the rest to <form>.
const OPTION_NAMES = {
  collection: true,
  record: true,
  onSubmit: true,
  fields: true,
  labels: true,
  defaultValues: true,
  serverErrors: true,
  error: true,
  errorMessage: true,
  pending: true,
  uploadProgress: true,
  inputs: true,
  renderField: true,
  relationOptions: true,
  recordLabel: true,
  fileUrl: true,
  readOnly: true,
  disabled: true,
  onDirtyChange: true,
} satisfies OptionNames<RecordFormOptions>;

/** Splits a RecordFormRoot's props into the form's options and what is left for the element. */
export function splitRecordFormOptions<Props extends RecordFormOptions>(
  props: Props,
): [RecordFormOptions, Omit<Props, keyof RecordFormOptions>] {
  return splitProps<RecordFormOptions, Props>(props, OPTION_NAMES);
}
