import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

// The root is a <button>: with no preflight reset, its border, background, padding and box model
// are set here. `peer`, so that a Label placed after it can follow its disabled state.
const checkboxClassName =
  "pk:peer pk:box-border pk:m-0 pk:inline-flex pk:size-4 pk:shrink-0 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-[0.25rem] pk:border pk:border-solid pk:border-input pk:bg-background pk:p-0 pk:text-primary-foreground pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[state=checked]:border-primary pk:data-[state=checked]:bg-primary pk:data-[state=indeterminate]:border-primary pk:data-[state=indeterminate]:bg-primary pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive";

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/**
 * A checkbox (Radix Checkbox): Space toggles it; `checked="indeterminate"` shows a dash. Its state
 * is in `data-state` (`checked`, `unchecked`, `indeterminate`).
 *
 * @example
 * <Checkbox id="terms" name="terms" required />
 * <Label htmlFor="terms">I accept the terms</Label>
 */
function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root data-slot="checkbox" className={cn(checkboxClassName, className)} {...props}>
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="pk:group/indicator pk:flex pk:items-center pk:justify-center"
      >
        <CheckIcon aria-hidden className="pk:size-3.5 pk:group-data-[state=indeterminate]/indicator:hidden" />
        <MinusIcon
          aria-hidden
          className="pk:hidden pk:size-3.5 pk:group-data-[state=indeterminate]/indicator:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
export type { CheckboxProps };
