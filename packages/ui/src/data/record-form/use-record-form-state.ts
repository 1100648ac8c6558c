import { createRecordValidator, describeField, isPocketkitError } from "@pocketkit/client";
import * as React from "react";

import {
  createFormStore,
  useFormSnapshot,
  type FormErrors,
  type FormSummary,
  type FormValues,
} from "../../form";
import type { RecordFormContextValue } from "./record-form-context";
import type { RecordFormOptions } from "./record-form-options";
import {
  formFields,
  initialFormValues,
  PASSWORD_CONFIRM,
  readForm,
  type RecordData,
  type RecordFormValues,
} from "./record-form-model";
import { saveErrorMessage } from "./save-error";
import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";

type Problems = Readonly<Record<string, { message?: string } | string>>;

/**
 * The form store of a RecordForm and what its parts share: validation from the schema (as you
 * leave a field, on submit, then the checks that wait for file bytes), a save that keeps what was
 * typed when it fails, problems put under their fields or listed in the summary, focus to the
 * first of them. Returns the context and the submit handler of the form element.
 */
export function useRecordFormState({
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
}: RecordFormOptions): { context: RecordFormContextValue; submit: () => Promise<void> } {
  const t = useCatalogue(tableAndFormEn);
  const isNew = record === undefined;
  const shownFields = React.useMemo(
    () => formFields(collection, { fields, isNew }),
    [collection, fields, isNew],
  );
  const validator = React.useMemo(() => createRecordValidator(collection), [collection]);
  const startValues = (from: RecordData | undefined) =>
    initialFormValues(collection, shownFields, from ?? defaultValues, from === undefined);
  const [form] = React.useState(() => createFormStore(startValues(record)));
  const lastRecord = React.useRef(record);
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const [saved, setSaved] = React.useState(false);
  // Asks for focus on the summary of problems once it is on screen.
  const [summaryFocus, setSummaryFocus] = React.useState(0);
  React.useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);
  const focusSummary = () => setSummaryFocus((count) => count + 1);

  const labelOf = React.useCallback(
    (name: string) =>
      labels?.[name] ??
      (name === PASSWORD_CONFIRM ? t("data.form.password.confirm") : undefined) ??
      describeField(collection.fields.find((field) => field.name === name) ?? { name, type: "text" }).label,
    [labels, collection, t],
  );
  const read = (values: FormValues) =>
    readForm(collection, shownFields, values, {
      isNew,
      initial: form.getBaseline(),
      extraValues: defaultValues,
    });

  const validate = (values: FormValues): FormErrors => {
    const { check, invalidJson } = read(values);
    const errors: FormErrors = {};
    for (const [name, problem] of Object.entries(validator.validate(check, { isNew })))
      errors[name] = problem.message;
    for (const name of invalidJson) errors[name] = t("data.form.json.invalid");
    return errors;
  };
  // Checks run in event handlers, after this: always with the latest render's rules.
  React.useLayoutEffect(() => form.setValidator(validate));

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

  // The names the form holds values for; problems of other fields are listed in the summary.
  const formNames = React.useMemo(
    () => new Set(Object.keys(initialFormValues(collection, shownFields, {}, isNew))),
    [collection, shownFields, isNew],
  );
  const listOthers = React.useCallback(
    (problems: Problems) =>
      Object.entries(problems)
        .filter(([key]) => !formNames.has(key.replace(/[+-]$/, "")))
        .map(([key, problem]) =>
          t("data.form.otherFieldError", {
            label: labelOf(key.replace(/[+-]$/, "")),
            message: typeof problem === "string" ? problem : (problem.message ?? ""),
          }),
        ),
    [formNames, labelOf, t],
  );

  /** Puts problems under their fields and moves focus to the first invalid one (or calls `orElse`). */
  const markFields = (problems: Problems, orElse?: () => void) => {
    for (const [key, problem] of Object.entries(problems)) {
      const name = key.replace(/[+-]$/, "");
      if (formNames.has(name)) form.setError(name, typeof problem === "string" ? problem : problem.message);
    }
    if (!form.focusFirstError()) orElse?.();
  };

  // Shown when they arrive (not on every render); typing in a field clears its own.
  const showServerErrors = React.useEffectEvent(() => {
    if (serverErrors) markFields(serverErrors, () => summaryRef.current?.focus());
  });
  React.useEffect(() => showServerErrors(), [serverErrors]);

  const onInvalid = (errors: FormErrors) => {
    // The fields it shows are marked, the first of them focused; problems of the others are listed.
    const details = listOthers(errors);
    setSaved(false);
    form.setSummary(
      details.length > 0 ? { message: t("data.form.fieldsNeedAttention"), details } : undefined,
    );
    if (!form.focusFirstError() && details.length > 0) focusSummary();
  };

  const onValid = async (values: RecordFormValues) => {
    setSaved(false);
    const submission = read(values);
    // What the checks as you type leave out, before anything is sent: new files' types from
    // their bytes, and patterns that wait for the RE2 engine.
    const late = await validator.validateAsync(submission.check, { isNew });
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
      const result = await onSubmit(submission.values, submission.files);
      form.reset(isNew ? startValues(undefined) : result ? startValues(result) : values);
      setSaved(true);
    } catch (failure) {
      const fieldErrors = isPocketkitError(failure) ? failure.fieldErrors : {};
      // A refusal that names no field (a create rule) says nothing the person could act on.
      const said =
        isPocketkitError(failure) && failure.kind === "validation" && Object.keys(fieldErrors).length === 0
          ? t("data.form.error.unknown")
          : saveErrorMessage(failure, t);
      form.setSummary({ message: errorMessage?.(failure) ?? said, details: listOthers(fieldErrors) });
      markFields(fieldErrors, focusSummary);
    }
  };

  const propSummary = React.useMemo<FormSummary | undefined>(() => {
    const details = serverErrors ? listOthers(serverErrors) : [];
    if (!error && details.length === 0) return undefined;
    const message = !error
      ? t("data.form.fieldsNeedAttention")
      : typeof error === "string"
        ? error
        : saveErrorMessage(error, t);
    return { message, details };
  }, [error, serverErrors, listOthers, t]);

  const context = React.useMemo<RecordFormContextValue>(
    () => ({
      form,
      collection,
      record,
      isNew,
      fields: shownFields,
      labelOf,
      labels,
      inputs,
      renderField,
      fileUrl,
      uploadProgress,
      relationOptions,
      recordLabel,
      disabled,
      readOnly,
      pending,
      saved,
      propSummary,
      summaryRef,
    }),
    [
      form,
      collection,
      record,
      isNew,
      shownFields,
      labelOf,
      labels,
      inputs,
      renderField,
      fileUrl,
      uploadProgress,
      relationOptions,
      recordLabel,
      disabled,
      readOnly,
      pending,
      saved,
      propSummary,
    ],
  );
  const { isDirty } = useFormSnapshot(form);
  React.useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  return { context, submit: () => form.submit(onValid, onInvalid) };
}
