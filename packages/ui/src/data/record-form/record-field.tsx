import { describeField, formatBytes, type FieldSchema, type FieldType } from "@pocketkit/client";
import * as React from "react";

import { useCatalogue, type CatalogueKey, type Translate } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { Input } from "../../primitives/input";
import { Label } from "../../primitives/label";
import { BoolFieldInput, SelectFieldInput } from "./field-inputs/choice-inputs";
import { FileFieldInput } from "./field-inputs/file-input";
import { GeoPointFieldInput } from "./field-inputs/geo-point-input";
import { RelationFieldInput } from "./field-inputs/relation-input";
import {
  DateFieldInput,
  EditorFieldInput,
  JsonFieldInput,
  NumberFieldInput,
  TextFieldInput,
} from "./field-inputs/text-inputs";
import { useFieldSnapshot } from "../../form";
import type { RecordFieldInput, RecordFieldInputProps } from "./field-inputs/types";
import { useRecordFormContext, type RecordFormContextValue } from "./record-form-context";
import { isEditable, isMultiple, PASSWORD_CONFIRM } from "./record-form-model";
import { formatDateTime } from "../cells/record-value";

const builtInInputs: Record<FieldType, RecordFieldInput> = {
  text: TextFieldInput,
  editor: EditorFieldInput,
  number: NumberFieldInput,
  bool: BoolFieldInput,
  email: TextFieldInput,
  url: TextFieldInput,
  date: DateFieldInput,
  autodate: TextFieldInput,
  select: SelectFieldInput,
  file: FileFieldInput,
  relation: RelationFieldInput,
  json: JsonFieldInput,
  geoPoint: GeoPointFieldInput,
  password: TextFieldInput,
};

type RecordFieldProps = React.ComponentProps<"div"> & {
  field: FieldSchema;
  /** The form value it edits. @default the field's name */
  name?: string;
  /** @default `labels[name]` of the form, else a label made from the field's name */
  label?: string;
};

/**
 * One field of a RecordFormView: its label, its input (chosen by type, or yours through
 * `inputs` / `renderField`), a hint from the schema and limits, and its error. Fields the
 * server sets (autodates, an existing record's id) are shown read-only.
 */
function RecordField({ field, name = field.name, label, ...props }: RecordFieldProps) {
  const context = useRecordFormContext("RecordField");
  const text = label ?? context.labels?.[name] ?? describeField(field).label;
  if (!isEditable(field, context.isNew)) return <ReadOnlyRecordField field={field} label={text} {...props} />;
  return <EditableRecordField field={field} name={name} label={text} {...props} />;
}

function EditableRecordField({
  field,
  name,
  label,
  className,
  ...props
}: RecordFieldProps & { name: string; label: string }) {
  const t = useCatalogue(tableAndFormEn);
  const context = useRecordFormContext("RecordField");
  const { form } = context;
  const fieldState = useFieldSnapshot(form, name);
  const inputRef = form.elementRef(name);
  const baseId = React.useId();
  const ids = {
    control: `${baseId}control`,
    label: `${baseId}label`,
    hint: `${baseId}hint`,
    error: `${baseId}error`,
  };
  const hint = hintFor(field, t, context);
  const error = fieldState.error;
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(" ") || undefined;
  const required = isRequired(field, context.isNew);
  const inputProps: RecordFieldInputProps = {
    field,
    label,
    value: fieldState.value,
    onChange: (value) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    inputRef,
    id: ids.control,
    describedBy,
    invalid: Boolean(error),
    required,
    disabled: context.disabled,
    readOnly: context.readOnly,
    record: context.record,
  };
  const FieldInput = context.inputs?.[field.type] ?? builtInInputs[field.type];
  const custom = context.renderField?.(inputProps);
  const input = custom === undefined ? <FieldInput {...inputProps} /> : custom;
  const layout = layoutOf(field);
  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden className="pk:text-destructive">
          *
        </span>
      ) : null}
    </>
  );

  return (
    <div
      data-slot="record-field"
      data-name={name}
      data-type={field.type}
      data-invalid={error ? "" : undefined}
      data-dirty={fieldState.isDirty ? "" : undefined}
      className={cn("pk:grid pk:min-w-0 pk:gap-2 pk:font-sans", className)}
      {...props}
    >
      {layout === "group" ? (
        <div
          role="group"
          aria-labelledby={ids.label}
          aria-describedby={describedBy}
          className="pk:grid pk:gap-2"
        >
          <span id={ids.label} className={groupLabelClassName}>
            {labelContent}
          </span>
          {input}
        </div>
      ) : layout === "inline" ? (
        <div className="pk:flex pk:items-center pk:gap-3">
          {input}
          <Label id={ids.label} htmlFor={ids.control}>
            {labelContent}
          </Label>
        </div>
      ) : (
        <>
          <Label id={ids.label} htmlFor={ids.control}>
            {labelContent}
          </Label>
          {input}
        </>
      )}
      {hint ? (
        <p id={ids.hint} data-slot="record-field-hint" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={ids.error}
          data-slot="record-field-error"
          role="alert"
          className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

const groupLabelClassName =
  "pk:inline-flex pk:items-center pk:gap-2 pk:font-sans pk:text-sm pk:leading-snug pk:font-medium pk:text-foreground";

/** A value the server sets, shown in a read-only input that can still be focused and copied. */
function ReadOnlyRecordField({
  field,
  label,
  className,
  ...props
}: Omit<RecordFieldProps, "name"> & { label: string }) {
  const t = useCatalogue(tableAndFormEn);
  const { record } = useRecordFormContext("RecordField");
  const id = React.useId();
  const raw = record?.[field.name];
  const shown =
    field.type === "autodate" || field.type === "date"
      ? formatDateTime(raw) || t("data.form.autodate.empty")
      : String(raw ?? "");
  return (
    <div
      data-slot="record-field"
      data-name={field.name}
      data-type={field.type}
      data-readonly=""
      className={cn("pk:grid pk:min-w-0 pk:gap-2 pk:font-sans", className)}
      {...props}
    >
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} readOnly value={shown} className="pk:bg-muted pk:text-muted-foreground" />
    </div>
  );
}

function layoutOf(field: FieldSchema): "single" | "group" | "inline" {
  if (field.type === "bool") return "inline";
  if (field.type === "file" || field.type === "geoPoint") return "group";
  if (field.type === "select" && isMultiple(field)) return "group";
  return "single";
}

function isRequired(field: FieldSchema, isNew: boolean): boolean {
  if (field.type === "text" && field.primaryKey) return !field.autogeneratePattern;
  if (field.type === "password") return Boolean(field.required) && isNew;
  return Boolean(field.required);
}

function hintFor(
  field: FieldSchema,
  t: Translate<CatalogueKey<typeof tableAndFormEn>>,
  context: RecordFormContextValue,
): string {
  const parts: string[] = [];
  if (field.help) parts.push(field.help);
  if (field.type === "text" && field.primaryKey && field.autogeneratePattern)
    parts.push(t("data.form.id.hint"));
  if (field.type === "password" && field.name !== PASSWORD_CONFIRM && !context.isNew)
    parts.push(t("data.form.password.keep"));
  if (field.type === "editor") parts.push(t("data.form.editor.hint"));
  if (field.type === "file") {
    const metadata = describeField(field);
    const count = metadata.maxFiles ?? 1;
    const size = formatBytes(metadata.maxSize ?? 0);
    parts.push(
      count > 1 ? t("data.form.file.limits", { count, size }) : t("data.form.file.limitsOne", { size }),
    );
  }
  if ((field.type === "select" || field.type === "relation") && isMultiple(field)) {
    parts.push(t("data.form.select.limit", { count: field.maxSelect ?? 0 }));
  }
  return parts.join(" ");
}

export { RecordField };
export type { RecordFieldProps };
