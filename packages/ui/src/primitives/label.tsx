import type * as React from "react";

import { cn } from "../lib/cn";

// Dimmed when the control it names is disabled: a disabled Field marks itself `data-disabled`,
// and a disabled control placed before the label (`peer`) does too.
const labelClassName =
  "pk:inline-flex pk:items-center pk:gap-2 pk:font-sans pk:text-sm pk:leading-snug pk:font-medium pk:text-foreground pk:select-none pk:peer-disabled:cursor-not-allowed pk:peer-disabled:opacity-50 pk:group-data-[disabled]/field:cursor-not-allowed pk:group-data-[disabled]/field:opacity-50";

type LabelProps = React.ComponentProps<"label">;

/**
 * A label for a form control; a double click never selects its text (`select-none`, which is
 * all Radix's Label would add).
 *
 * @example
 * <Label htmlFor="email">Email</Label>
 */
function Label({ className, ...props }: LabelProps) {
  return <label data-slot="label" className={cn(labelClassName, className)} {...props} />;
}

export { Label };
export type { LabelProps };
