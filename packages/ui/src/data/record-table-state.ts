import { useCallback, useEffect, useRef, useState } from "react";

// Controlled or uncontrolled, Radix's way: `value` wins when given, `defaultValue` seeds the
// component's own state otherwise, and `onChange` hears every change either way.

export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange: ((value: Value) => void) | undefined,
  name: string,
): [Value, (next: Value) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" && wasControlled.current !== controlled) {
      console.warn(
        `RecordTable: \`${name}\` switched from ${wasControlled.current ? "controlled" : "uncontrolled"} to ${controlled ? "controlled" : "uncontrolled"}. Pass \`${name}\` always or never.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled, name]);
  const current = controlled ? value : own;
  const set = useCallback(
    (next: Value) => {
      if (!controlled) setOwn(next);
      if (!Object.is(next, current)) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}

/** `value`, once it has stopped changing for `delayMs`: a search box's text, for the server. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
