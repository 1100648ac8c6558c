import * as React from "react";

import { createFormStore, type FormStore } from "./form-store";

/** The controlled / uncontrolled props of a form's values, Radix style. */
export interface FormValuesProps<Values> {
  /** The values, when you control them (with `onValuesChange`). */
  values?: Values;
  /** The starting values, when the form keeps them itself. @default every field empty */
  defaultValues?: Partial<Values>;
  /** Called with all the values whenever one of them changes. */
  onValuesChange?: (values: Values) => void;
}

export interface UseFormResult<Values> {
  store: FormStore;
  /** The values the person sees: the `values` prop while given, else the form's own. */
  values: Values;
  /** The form's own problems by field (its checks before sending). */
  errors: Partial<Record<keyof Values, string>>;
  /** Changes one value and forgets that field's problem; `onValuesChange` hears it either way. */
  setValue: (name: keyof Values & string, value: string) => void;
  /**
   * Sets the form's own problems; returns whether there were none. Focus moves to the first field
   * with one, so that a keyboard or screen reader user lands on what needs fixing.
   */
  check: (found: Partial<Record<keyof Values, string | undefined>>) => boolean;
  /** The ref of a field's input, focused by `check`. */
  inputRef: (name: keyof Values & string) => (element: HTMLElement | null) => void;
}

/**
 * A small form of texts on a form store (the auth forms): the `values` prop wins while given,
 * otherwise the store keeps its own; `onValuesChange` hears every change either way.
 */
export function useForm<Values extends Record<keyof Values, string>>(
  empty: Values,
  { values, defaultValues, onValuesChange }: FormValuesProps<Values>,
): UseFormResult<Values> {
  const [store] = React.useState(() => createFormStore({ ...empty, ...defaultValues }));
  const own = React.useSyncExternalStore(store.subscribe, store.getValues, store.getValues) as Values;
  const errors = React.useSyncExternalStore(store.subscribe, store.getErrors, store.getErrors);
  // Controlled: the store follows the prop, so that what it checks and sends is what is shown.
  React.useLayoutEffect(() => {
    if (values !== undefined) store.setValues(values);
  });

  return {
    store,
    values: values ?? own,
    errors: errors as UseFormResult<Values>["errors"],
    setValue: (name, value) => {
      store.setValue(name, value);
      onValuesChange?.(store.getValues() as Values);
    },
    check: (found) => {
      store.setErrors(found);
      store.focusFirstError();
      return Object.keys(store.getErrors()).length === 0;
    },
    inputRef: store.elementRef,
  };
}
