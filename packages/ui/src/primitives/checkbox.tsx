import * as React from "react";

import { cn } from "../lib/cn";
import { composeRefs } from "../lib/compose-refs";
import { useControllableState } from "../lib/use-controllable-state";

// A native checkbox, drawn by checkbox.css (`appearance: none`, the mark in `::before`): the
// browser gives it its role, Space, form submission, labels and `:indeterminate`. (Radix's
// Checkbox, a <button>, cost more bytes for the same keyboard path.) `peer`, so that a Label
// placed after it can follow its disabled state.
const checkboxClassName =
  "pk:peer pk:box-border pk:m-0 pk:size-4 pk:shrink-0 pk:cursor-pointer pk:rounded-[0.25rem] pk:border pk:border-solid pk:border-input pk:bg-background pk:p-0 pk:text-primary-foreground pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:checked:border-primary pk:checked:bg-primary pk:indeterminate:border-primary pk:indeterminate:bg-primary pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive";

type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "defaultChecked"> & {
  checked?: CheckedState;
  /** @default false */
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
};

/**
 * A checkbox: Space toggles it; `checked="indeterminate"` shows a dash. Its state is also in
 * `data-state` (`checked`, `unchecked`, `indeterminate`).
 *
 * @example
 * <Checkbox id="terms" name="terms" required />
 * <Label htmlFor="terms">I accept the terms</Label>
 */
function Checkbox({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  ref,
  ...props
}: CheckboxProps) {
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const input = React.useRef<HTMLInputElement>(null);
  const indeterminate = checked === "indeterminate";
  // Only a property, never an attribute: set after every render that may have changed it.
  React.useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRefs = React.useMemo(() => composeRefs(input, ref), [ref]);
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      data-state={indeterminate ? "indeterminate" : checked ? "checked" : "unchecked"}
      ref={setRefs}
      checked={checked === true}
      onChange={(event) => {
        onChange?.(event);
        setChecked(event.target.checked);
      }}
      className={cn(checkboxClassName, className)}
      {...props}
    />
  );
}

export { Checkbox };
export type { CheckboxProps, CheckedState };
