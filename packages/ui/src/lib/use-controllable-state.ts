import { useCallback, useEffect, useRef, useState } from "react";

interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  value: T | undefined;
  /** The component's own first value, when `value` is not given. */
  defaultValue: T;
  /** Hears every change, controlled or not; never a "change" to the value already shown. */
  onChange: ((value: T) => void) | undefined;
  /** Who warns when it switches mode. @default "A component" */
  caller?: string;
  /** The prop named in that warning. @default "value" */
  prop?: string;
}

/**
 * Radix's `value` / `defaultValue` / `onValueChange` contract: the prop wins while it is given,
 * otherwise the component keeps its own state, seeded by `defaultValue`; `onChange` hears every
 * real change either way. Warns in development when a component switches between the two.
 *
 * @example
 * const [page, setPage] = useControllableState({
 *   value: pageProp, defaultValue: 1, onChange: onPageChange, caller: "RecordTable", prop: "page",
 * });
 */
function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  caller = "A component",
  prop = "value",
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" && wasControlled.current !== controlled) {
      console.warn(
        `${caller}: \`${prop}\` switched from ${wasControlled.current ? "controlled" : "uncontrolled"} to ${
          controlled ? "controlled" : "uncontrolled"
        }. Pass \`${prop}\` always or never.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled, caller, prop]);
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      if (!Object.is(next, current)) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}

export { useControllableState };
export type { UseControllableStateOptions };
