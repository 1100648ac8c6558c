import * as React from "react";

// RecordForm's state: values, what changed since the baseline, problems, and which fields were
// left once: as much of a form library as a form generated from a schema needs
// (docs/decisions.md). Each field subscribes to its own
// snapshot, so a keystroke re-renders one field, not the form.

export type FormValues = Record<string, unknown>;
/** Problems by field name; names outside the form may be in it too (the server's, say). */
export type FormErrors = Record<string, string>;

export interface FieldSnapshot {
  value: unknown;
  error: string | undefined;
  isDirty: boolean;
}

export interface FormSnapshot {
  isDirty: boolean;
  isSubmitting: boolean;
}

export interface FormStore {
  getValues(): FormValues;
  field(name: string): FieldSnapshot;
  form(): FormSnapshot;
  subscribe(listener: () => void): () => void;
  setValue(name: string, value: unknown): void;
  /** Focus left the field: from now on it is checked as it changes. */
  blur(name: string): void;
  setError(name: string, message: string | undefined): void;
  /** The problems of a whole form (it is handed the current values). */
  setValidator(validate: (values: FormValues) => FormErrors): void;
  /** A new baseline: nothing changed, no problems, nothing left yet. */
  reset(values: FormValues): void;
  /** The element focused when the field is invalid. */
  setElement(name: string, element: HTMLElement | null): void;
  focus(name: string): void;
  /** Checks everything, then saves or reports; fields keep their values either way. */
  submit(
    onValid: (values: FormValues) => Promise<void>,
    onInvalid: (errors: FormErrors) => void,
  ): Promise<void>;
}

/** Checks a field once it has been left, then as it changes, and all of them on submit (react-hook-form's `onTouched` mode). */
export function createFormStore(
  initial: FormValues,
  validator: (values: FormValues) => FormErrors = () => ({}),
): FormStore {
  let validate = validator;
  let baseline = initial;
  let values = { ...initial };
  let errors: FormErrors = {};
  let touched = new Set<string>();
  let submitted = false;
  let formSnapshot: FormSnapshot = { isDirty: false, isSubmitting: false };
  const fieldSnapshots = new Map<string, FieldSnapshot>();
  const elements = new Map<string, HTMLElement>();
  const listeners = new Set<() => void>();

  const snapshotOf = (name: string): FieldSnapshot => ({
    value: values[name],
    error: errors[name],
    isDirty: !isEqual(values[name], baseline[name]),
  });
  const changed = (isSubmitting = formSnapshot.isSubmitting) => {
    for (const [name, previous] of fieldSnapshots) {
      const next = snapshotOf(name);
      if (next.value !== previous.value || next.error !== previous.error || next.isDirty !== previous.isDirty)
        fieldSnapshots.set(name, next);
    }
    const isDirty = Object.keys({ ...baseline, ...values }).some(
      (name) => !isEqual(values[name], baseline[name]),
    );
    if (isDirty !== formSnapshot.isDirty || isSubmitting !== formSnapshot.isSubmitting)
      formSnapshot = { isDirty, isSubmitting };
    for (const listener of listeners) listener();
  };
  const check = (name: string) => {
    errors = withError(errors, name, validate(values)[name]);
  };

  return {
    getValues: () => values,
    field(name) {
      let snapshot = fieldSnapshots.get(name);
      if (!snapshot) fieldSnapshots.set(name, (snapshot = snapshotOf(name)));
      return snapshot;
    },
    form: () => formSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setValue(name, value) {
      values = { ...values, [name]: value };
      // Typing clears a problem the server or a submit put there, once the value passes.
      if (touched.has(name) || submitted || errors[name] !== undefined) check(name);
      changed();
    },
    blur(name) {
      touched.add(name);
      check(name);
      changed();
    },
    setValidator(next) {
      validate = next;
    },
    setError(name, message) {
      errors = withError(errors, name, message);
      changed();
    },
    reset(next) {
      baseline = next;
      values = { ...next };
      errors = {};
      touched = new Set();
      submitted = false;
      changed();
    },
    setElement(name, element) {
      if (element) elements.set(name, element);
      else elements.delete(name);
    },
    focus: (name) => elements.get(name)?.focus(),
    async submit(onValid, onInvalid) {
      submitted = true;
      errors = validate(values);
      changed(true);
      try {
        if (Object.keys(errors).length > 0) onInvalid(errors);
        else await onValid(values);
      } finally {
        changed(false);
      }
    },
  };
}

function withError(errors: FormErrors, name: string, message: string | undefined): FormErrors {
  const next = { ...errors };
  if (message === undefined) delete next[name];
  else next[name] = message;
  return next;
}

/** Values as a form holds them: texts, numbers, booleans, arrays, plain objects, Files (by identity). */
export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isEqual(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => isEqual(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function useFormSnapshot(store: FormStore): FormSnapshot {
  return React.useSyncExternalStore(store.subscribe, store.form, store.form);
}

export function useFieldSnapshot(store: FormStore, name: string): FieldSnapshot {
  const get = React.useCallback(() => store.field(name), [store, name]);
  return React.useSyncExternalStore(store.subscribe, get, get);
}
