// The state of a form: values, what changed since the baseline, problems by field and for the
// form as a whole, and which fields were left once — as much of a form library as RecordForm and
// the auth forms need (docs/decisions.md). React-free; `useFieldSnapshot` subscribes a field to
// its own snapshot, so a keystroke re-renders one field, not the form.

export type FormValues = Record<string, unknown>;
/** Problems by field name; names outside the form may be in it too (the server's, say). */
export type FormErrors = Record<string, string>;

export interface FieldSnapshot {
  value: unknown;
  error: string | undefined;
  isDirty: boolean;
}

/** The problems of the form as a whole, shown above its buttons. */
export interface FormSummary {
  message: string;
  /** Problems of fields the form does not show, as sentences. */
  details: string[];
}

export interface FormSnapshot {
  isDirty: boolean;
  isSubmitting: boolean;
  summary: FormSummary | undefined;
}

export interface FormStore {
  getValues(): FormValues;
  /** What "changed" is measured against: the first values, or those of the last `reset`. */
  getBaseline(): FormValues;
  getErrors(): FormErrors;
  field(name: string): FieldSnapshot;
  form(): FormSnapshot;
  /** Hears every change. */
  subscribe(listener: () => void): () => void;
  /** Hears only the changes of one field's snapshot. */
  subscribeField(name: string, listener: () => void): () => void;
  setValue(name: string, value: unknown): void;
  /** Sets several values at once (the others stay), each as `setValue` would; nothing is heard when none differs. */
  setValues(values: FormValues): void;
  /** Focus left the field: from now on it is checked as it changes. */
  blur(name: string): void;
  setError(name: string, message: string | undefined): void;
  /** Replaces every field's problem. */
  setErrors(errors: Readonly<Record<string, string | undefined>>): void;
  setSummary(summary: FormSummary | undefined): void;
  /** The problems of a whole form (it is handed the current values). */
  setValidator(validate: (values: FormValues) => FormErrors): void;
  /** A new baseline (the current one when left out): nothing changed, no problems, nothing left yet. */
  reset(values?: FormValues): void;
  /** A ref callback for the element focused when the field is invalid (the same function each time). */
  elementRef(name: string): (element: HTMLElement | null) => void;
  focus(name: string): void;
  /** Focuses the first field of the form, in the values' order, that has a problem; false when none has. */
  focusFirstError(): boolean;
  /** Drops the summary, checks everything, then saves or reports; fields keep their values either way. */
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
  let formSnapshot: FormSnapshot = { isDirty: false, isSubmitting: false, summary: undefined };
  const fieldSnapshots = new Map<string, FieldSnapshot>();
  const elements = new Map<string, HTMLElement>();
  const elementRefs = new Map<string, (element: HTMLElement | null) => void>();
  const listeners = new Set<() => void>();
  const fieldListeners = new Map<string, Set<() => void>>();

  const snapshotOf = (name: string): FieldSnapshot => ({
    value: values[name],
    error: errors[name],
    isDirty: !isEqual(values[name], baseline[name]),
  });
  // A key given as undefined clears it (the summary), so the patch is spread, not defaulted.
  const changed = (patch: Partial<Pick<FormSnapshot, "isSubmitting" | "summary">> = {}) => {
    const { isSubmitting, summary } = { ...formSnapshot, ...patch };
    const changedFields: string[] = [];
    for (const [name, previous] of fieldSnapshots) {
      const next = snapshotOf(name);
      if (
        next.value !== previous.value ||
        next.error !== previous.error ||
        next.isDirty !== previous.isDirty
      ) {
        fieldSnapshots.set(name, next);
        changedFields.push(name);
      }
    }
    const isDirty = Object.keys({ ...baseline, ...values }).some(
      (name) => !isEqual(values[name], baseline[name]),
    );
    if (
      isDirty !== formSnapshot.isDirty ||
      isSubmitting !== formSnapshot.isSubmitting ||
      summary !== formSnapshot.summary
    )
      formSnapshot = { isDirty, isSubmitting, summary };
    for (const name of changedFields) for (const listener of fieldListeners.get(name) ?? []) listener();
    for (const listener of listeners) listener();
  };
  // Typing clears a problem the server or a submit put there, once the value passes.
  const assign = (name: string, value: unknown) => {
    values = { ...values, [name]: value };
    if (touched.has(name) || submitted || errors[name] !== undefined)
      errors = withError(errors, name, validate(values)[name]);
  };

  const store: FormStore = {
    getValues: () => values,
    getBaseline: () => baseline,
    getErrors: () => errors,
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
    subscribeField(name, listener) {
      // A snapshot is compared on each change only once somebody has asked for it.
      store.field(name);
      let set = fieldListeners.get(name);
      if (!set) fieldListeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    setValue(name, value) {
      assign(name, value);
      changed();
    },
    setValues(next) {
      const names = Object.keys(next).filter((name) => !Object.is(next[name], values[name]));
      if (names.length === 0) return;
      for (const name of names) assign(name, next[name]);
      changed();
    },
    blur(name) {
      touched.add(name);
      errors = withError(errors, name, validate(values)[name]);
      changed();
    },
    setValidator(next) {
      validate = next;
    },
    setError(name, message) {
      errors = withError(errors, name, message);
      changed();
    },
    setErrors(next) {
      errors = {};
      for (const [name, message] of Object.entries(next)) errors = withError(errors, name, message);
      changed();
    },
    setSummary(summary) {
      changed({ summary });
    },
    reset(next = baseline) {
      baseline = next;
      values = { ...next };
      errors = {};
      touched = new Set();
      submitted = false;
      changed({ summary: undefined });
    },
    elementRef(name) {
      let ref = elementRefs.get(name);
      if (!ref) {
        ref = (element) => {
          if (element) elements.set(name, element);
          else elements.delete(name);
        };
        elementRefs.set(name, ref);
      }
      return ref;
    },
    focus: (name) => elements.get(name)?.focus(),
    focusFirstError() {
      const first = Object.keys(values).find((name) => errors[name] !== undefined);
      if (first === undefined) return false;
      store.focus(first);
      return true;
    },
    async submit(onValid, onInvalid) {
      submitted = true;
      errors = validate(values);
      changed({ isSubmitting: true, summary: undefined });
      try {
        if (Object.keys(errors).length > 0) onInvalid(errors);
        else await onValid(values);
      } finally {
        changed({ isSubmitting: false });
      }
    },
  };
  return store;
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
