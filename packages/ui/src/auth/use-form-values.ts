import { useCallback, useState } from "react";

/** The controlled / uncontrolled props of a form's values, Radix style. */
export interface FormValuesProps<Values> {
  /** The values, when you control them (with `onValuesChange`). */
  values?: Values;
  /** The starting values, when the form keeps them itself. @default every field empty */
  defaultValues?: Partial<Values>;
  /** Called with all the values whenever one of them changes. */
  onValuesChange?: (values: Values) => void;
}

/**
 * A form's text values: the `values` prop wins while given, otherwise the form keeps its own;
 * `onValuesChange` hears every change either way. Also keeps the form's own field errors (its
 * checks before sending), and forgets a field's error as soon as that field changes.
 */
export function useFormValues<Values extends Record<keyof Values, string>>(
  empty: Values,
  { values, defaultValues, onValuesChange }: FormValuesProps<Values>,
) {
  const [own, setOwn] = useState<Values>(() => ({ ...empty, ...defaultValues }));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const current = values ?? own;
  const controlled = values !== undefined;

  // Made again each render, so `current` is always the values the person sees.
  const setValue = (name: keyof Values, value: string) => {
    const next = { ...current, [name]: value };
    if (!controlled) setOwn(next);
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
    onValuesChange?.(next);
  };

  /**
   * Sets the form's own errors; returns whether there were none. Focus moves to the first field
   * with one, so that a keyboard or screen reader user lands on what needs fixing.
   */
  const check = useCallback(
    (form: HTMLFormElement, found: Partial<Record<keyof Values, string | undefined>>): boolean => {
      setErrors(found);
      const first = (Object.keys(found) as (keyof Values & string)[]).find((name) => found[name]);
      if (!first) return true;
      const field = form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return false;
    },
    [],
  );

  return { values: current, setValue, errors, check };
}
