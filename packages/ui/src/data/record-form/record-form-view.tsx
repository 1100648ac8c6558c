import {
  createRecordValidator,
  describeField,
  isPocketkitError,
  type CollectionSchema,
  type FieldError,
  type RelationFieldSchema,
} from "@pocketkit/client";
import * as React from "react";

import { useMessages } from "../use-messages";
import { createFormStore, useFormSnapshot, type FormErrors, type FormValues } from "../../form";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import type { FileUrlBuilder, RecordFieldInputProps, RecordFieldInputs } from "./field-inputs/types";
import { RecordField } from "./record-field";
import { RecordFormContext, type RecordFormContextValue } from "./record-form-context";
import {
  confirmsPassword,
  formFields,
  initialFormValues,
  isEditable,
  PASSWORD_CONFIRM,
  readForm,
  type RecordData,
  type RecordFormValues,
} from "./record-form-model";
import { saveErrorKey } from "./save-error";

type RecordFormViewProps = Omit<React.ComponentProps<"form">, "onSubmit" | "defaultValue" | "children"> & {
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
  /** The submit button's text. @default "Create" or "Save changes" */
  submitLabel?: React.ReactNode;
  /** More buttons beside Save and Reset, e.g. Cancel. */
  actions?: React.ReactNode;
};

/**
 * A form for one record, generated from its collection's schema: an input per field type, the
 * server's own rules checked as you leave a field and on submit (`createRecordValidator`),
 * server errors under their fields, unsaved-changes tracking, Reset. Pure: you save in
 * `onSubmit`; `RecordForm` saves to PocketBase.
 *
 * @example
 * <RecordFormView collection={schema.albums} record={album} onSubmit={(values) => save(values)} />
 */
function RecordFormView({
  collection,
  record,
  onSubmit,
  fields,
  labels,
  defaultValues,
  serverErrors,
  error,
  errorMessage,
  pending = false,
  uploadProgress,
  inputs,
  renderField,
  relationOptions,
  recordLabel,
  fileUrl,
  readOnly = false,
  disabled = false,
  onDirtyChange,
  submitLabel,
  actions,
  className,
  ...props
}: RecordFormViewProps) {
  const t = useMessages();
  const isNew = record === undefined;
  const shownFields = formFields(collection, { fields, isNew });
  const validator = React.useMemo(() => createRecordValidator(collection), [collection]);
  const startValues = (from: RecordData | undefined) =>
    initialFormValues(collection, shownFields, from ?? defaultValues, from === undefined);
  // Its baseline is what the form started from (the record, or the last save): what "changed" is
  // measured against.
  const [form] = React.useState(() => createFormStore(startValues(record)));
  const lastRecord = React.useRef(record);
  const generalRef = React.useRef<HTMLDivElement>(null);
  const [saved, setSaved] = React.useState(false);
  // Asks for focus on the summary of problems once it is on screen.
  const [summaryFocus, setSummaryFocus] = React.useState(0);
  React.useEffect(() => {
    if (summaryFocus > 0) generalRef.current?.focus();
  }, [summaryFocus]);

  const labelOf = (name: string) =>
    labels?.[name] ??
    (name === PASSWORD_CONFIRM ? t("data.form.password.confirm") : undefined) ??
    describeField(collection.fields.find((field) => field.name === name) ?? { name, type: "text" }).label;

  const validate = (values: FormValues): FormErrors => {
    const read = readForm(collection, shownFields, values, {
      isNew,
      initial: form.getBaseline(),
      extraValues: defaultValues,
    });
    const errors: FormErrors = {};
    for (const [name, problem] of Object.entries(validator.validate(read.check, { isNew })))
      errors[name] = problem.message;
    for (const name of read.invalidJson) errors[name] = t("data.form.json.invalid");
    return errors;
  };
  // Checks run in event handlers, after this: always with the latest render's rules.
  React.useLayoutEffect(() => form.setValidator(validate));
  const { isDirty, isSubmitting, summary } = useFormSnapshot(form);
  const busy = pending || isSubmitting;

  // A new record from outside (loaded, saved, changed live) is shown unless somebody is typing or
  // saving: a failed save's rollback must never wipe what was typed.
  React.useEffect(() => {
    if (record === lastRecord.current) return;
    lastRecord.current = record;
    if (form.form().isDirty || form.form().isSubmitting || record === undefined) return;
    form.reset(
      initialFormValues(collection, formFields(collection, { fields, isNew: false }), record, false),
    );
  });

  React.useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // The names the form holds values for; problems of other fields are listed above the buttons.
  const formNames = new Set(Object.keys(initialFormValues(collection, shownFields, {}, isNew)));
  const listOthers = (problems: Record<string, { message?: string } | string>) =>
    Object.entries(problems)
      .filter(([key]) => !formNames.has(key.replace(/[+-]$/, "")))
      .map(([key, problem]) =>
        t("data.form.otherFieldError", {
          label: labelOf(key.replace(/[+-]$/, "")),
          message: typeof problem === "string" ? problem : (problem.message ?? ""),
        }),
      );

  /** Moves focus to the first field shown with a problem, or calls `orElse` when none has one. */
  const focusFirstInvalid = (orElse?: () => void) => {
    if (!form.focusFirstError()) orElse?.();
  };

  /** Puts problems under their fields and moves focus to the first invalid one (or the summary). */
  const markFields = (problems: Record<string, { message?: string } | string>, focusSummary?: () => void) => {
    for (const [key, problem] of Object.entries(problems)) {
      const name = key.replace(/[+-]$/, "");
      if (!formNames.has(name)) continue;
      form.setError(name, typeof problem === "string" ? problem : problem.message);
    }
    focusFirstInvalid(focusSummary);
  };

  React.useEffect(() => {
    if (serverErrors) markFields(serverErrors, () => generalRef.current?.focus());
    // Shown when they arrive; typing in a field clears its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  const onValid = async (values: RecordFormValues) => {
    setSaved(false);
    const read = readForm(collection, shownFields, values, {
      isNew,
      initial: form.getBaseline(),
      extraValues: defaultValues,
    });
    // What the checks as you type leave out, before anything is sent: new files' types from
    // their bytes, and patterns that wait for the RE2 engine.
    const late = await validator.validateAsync(read.check, { isNew });
    if (Object.keys(late).length > 0) {
      const messages: FormErrors = {};
      for (const [name, problem] of Object.entries(late)) {
        messages[name] = problem.message;
        if (formNames.has(name)) form.setError(name, problem.message);
      }
      onInvalid(messages);
      return;
    }
    try {
      const result = await onSubmit(read.values, read.files);
      form.reset(isNew ? startValues(undefined) : result ? startValues(result) : values);
      setSaved(true);
    } catch (failure) {
      const fieldErrors = isPocketkitError(failure) ? failure.fieldErrors : {};
      const key =
        isPocketkitError(failure) && failure.kind === "validation" && Object.keys(fieldErrors).length === 0
          ? "data.form.error.unknown"
          : saveErrorKey(failure);
      form.setSummary({ message: errorMessage?.(failure) ?? t(key), details: listOthers(fieldErrors) });
      markFields(fieldErrors, () => setSummaryFocus((count) => count + 1));
    }
  };

  const onInvalid = (errors: FormErrors) => {
    // The fields it shows are marked, the first of them focused; problems of the others are listed.
    const details = listOthers(errors);
    setSaved(false);
    form.setSummary(
      details.length > 0 ? { message: t("data.form.fieldsNeedAttention"), details } : undefined,
    );
    focusFirstInvalid(details.length > 0 ? () => setSummaryFocus((count) => count + 1) : undefined);
  };

  const context = React.useMemo<RecordFormContextValue>(
    () => ({
      form,
      collection,
      record,
      isNew,
      labels,
      inputs,
      renderField,
      fileUrl,
      uploadProgress,
      relationOptions,
      recordLabel,
      disabled,
      readOnly,
    }),
    [
      form,
      collection,
      record,
      isNew,
      labels,
      inputs,
      renderField,
      fileUrl,
      uploadProgress,
      relationOptions,
      recordLabel,
      disabled,
      readOnly,
    ],
  );
  const propDetails = serverErrors ? listOthers(serverErrors) : [];
  const shownError =
    summary ??
    (error || propDetails.length > 0
      ? {
          message: !error
            ? t("data.form.fieldsNeedAttention")
            : typeof error === "string"
              ? error
              : t(saveErrorKey(error)),
          details: propDetails,
        }
      : undefined);
  const status = isDirty ? t("data.form.unsaved") : saved ? t("data.form.saved") : "";

  return (
    <RecordFormContext.Provider value={context}>
      <form
        data-slot="record-form"
        data-dirty={isDirty ? "" : undefined}
        data-pending={busy ? "" : undefined}
        data-mode={isNew ? "create" : "edit"}
        aria-busy={busy || undefined}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(onValid, onInvalid);
        }}
        className={cn("pk:grid pk:gap-6 pk:font-sans", className)}
        {...props}
      >
        <div data-slot="record-form-fields" className="pk:grid pk:gap-4">
          {shownFields.map((field) => (
            <React.Fragment key={field.name}>
              <RecordField field={field} />
              {confirmsPassword(collection, field) && isEditable(field, isNew) ? (
                <RecordField
                  field={{ name: PASSWORD_CONFIRM, type: "password", required: field.required }}
                  label={labelOf(PASSWORD_CONFIRM)}
                />
              ) : null}
            </React.Fragment>
          ))}
        </div>
        {readOnly ? null : (
          <div data-slot="record-form-footer" className="pk:grid pk:gap-3">
            {shownError ? (
              <div
                ref={generalRef}
                data-slot="record-form-error"
                role="alert"
                tabIndex={-1}
                className="pk:grid pk:gap-1 pk:rounded-md pk:border pk:border-solid pk:border-destructive pk:p-3 pk:text-sm pk:text-destructive pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
              >
                <p className="pk:m-0 pk:font-medium">{shownError.message}</p>
                {shownError.details.length > 0 ? (
                  <ul className="pk:m-0 pk:list-disc pk:pl-5">
                    {shownError.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
              <Button type="submit" loading={busy} disabled={disabled || (!isNew && !isDirty)}>
                {submitLabel ?? (isNew ? t("data.form.create") : t("data.form.save"))}
              </Button>
              <Button variant="outline" disabled={disabled || busy || !isDirty} onClick={() => form.reset()}>
                {t("data.form.reset")}
              </Button>
              {actions}
              <p
                data-slot="record-form-status"
                role="status"
                className="pk:m-0 pk:ml-auto pk:flex pk:items-center pk:gap-2 pk:text-sm pk:text-muted-foreground"
              >
                {isDirty ? <span aria-hidden className="pk:size-2 pk:rounded-full pk:bg-primary" /> : null}
                {status}
              </p>
            </div>
          </div>
        )}
      </form>
    </RecordFormContext.Provider>
  );
}

export { RecordFormView };
export type { RecordFormViewProps };
