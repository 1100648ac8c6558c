import type { FieldSchema, FieldType } from "@pocketkit/client";
import type * as React from "react";

import type { RecordData } from "../record-form-model";

/**
 * What an input of a RecordForm field gets. Every input (the built-in ones, those of `inputs`
 * and `renderField`) edits one value, in the shape RecordForm keeps for its type: text for text,
 * numbers, dates (`datetime-local`) and JSON; a boolean; a list of names/ids (multi select,
 * relation); `(string | File)[]` for files; `{ lat, lon }` texts for a geo point.
 */
export interface RecordFieldInputProps {
  field: FieldSchema;
  /** The field's label, for names of parts of the input ("Remove beach.png"). */
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Call when focus leaves the input: the field is checked then. */
  onBlur: () => void;
  /** Give it the element that should take focus when the field is invalid. */
  inputRef: React.RefCallback<HTMLElement>;
  /** The control's id: the label points at it. */
  id: string;
  /** Ids of the hint and the error, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** The record being edited; `undefined` when creating. */
  record: RecordData | undefined;
}

/** An input component for one field type. */
export type RecordFieldInput = React.ComponentType<RecordFieldInputProps>;

/** Input components by field type, replacing the built-in ones. */
export type RecordFieldInputs = Partial<Record<FieldType, RecordFieldInput>>;

/** A file's URL (with a thumb size), for previews of stored files. */
export type FileUrlBuilder = (record: RecordData, filename: string, options?: { thumb?: string }) => string;
