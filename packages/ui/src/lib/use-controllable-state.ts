import { useCallback, useEffect, useRef, useState } from "react";

interface ControllableStateOptions<T> {
  value: T | undefined;
  defaultValue: T;
  onChange: ((value: T) => void) | undefined;
}

/**
 * Radix's `value` / `defaultValue` / `onValueChange` contract: the prop wins while it is given,
 * otherwise the component keeps its own state; `onChange` is called either way. Warns in
 * development when a component switches between the two.
 */
function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" && wasControlled.current !== controlled) {
      console.warn(
        `A component changed from ${wasControlled.current ? "controlled" : "uncontrolled"} to ${
          controlled ? "controlled" : "uncontrolled"
        }. Pass \`value\` always or never.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled]);
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}

export { useControllableState };
