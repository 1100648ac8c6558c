import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Radix's `value` / `defaultValue` / `onValueChange` contract: the prop wins while it is given,
 * otherwise the component keeps its own state; `onChange` is called either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}
