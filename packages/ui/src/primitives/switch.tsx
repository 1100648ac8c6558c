import type * as React from "react";

import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

// A <button role="switch">: Space and Enter press it, a Label's htmlFor reaches it. With no
// preflight reset, its border, padding and box model are set here.
const switchClassName =
  "pk:peer pk:box-border pk:m-0 pk:inline-flex pk:h-5 pk:w-9 pk:shrink-0 pk:cursor-pointer pk:items-center pk:rounded-full pk:border-2 pk:border-solid pk:border-transparent pk:p-0 pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[state=checked]:bg-primary pk:data-[state=unchecked]:bg-input pk:aria-invalid:border-destructive";

type SwitchProps = Omit<React.ComponentProps<"button">, "value" | "defaultValue"> & {
  checked?: boolean;
  /** @default false */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Sent with the form as `value` (default "on") while it is on. */
  name?: string;
  value?: string;
};

/**
 * An on/off switch (`role="switch"`): Space and Enter flip it. Its state is in `data-state`
 * (`checked`, `unchecked`).
 *
 * @example
 * <Switch id="notify" name="notify" defaultChecked />
 * <Label htmlFor="notify">Email me about new comments</Label>
 */
function Switch({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  name,
  value = "on",
  ...props
}: SwitchProps) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const state = checked ? "checked" : "unchecked";
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        data-slot="switch"
        data-state={state}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setChecked(!checked);
        }}
        className={cn(switchClassName, className)}
        {...props}
      >
        {/* Right to left the thumb starts on the right, and moves left when on. */}
        <span
          data-slot="switch-thumb"
          data-state={state}
          className="pk:pointer-events-none pk:block pk:size-4 pk:rounded-full pk:bg-background pk:shadow-sm pk:transition-transform pk:motion-reduce:transition-none pk:data-[state=checked]:translate-x-4 pk:rtl:data-[state=checked]:-translate-x-4 pk:data-[state=unchecked]:translate-x-0"
        />
      </button>
      {name && checked ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}

export { Switch };
export type { SwitchProps };
