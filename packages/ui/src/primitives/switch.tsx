import * as SwitchPrimitive from "@radix-ui/react-switch";
import type * as React from "react";

import { cn } from "../lib/cn";

// The root is a <button>: with no preflight reset, its border, padding and box model are set here.
const switchClassName =
  "pk:peer pk:box-border pk:m-0 pk:inline-flex pk:h-5 pk:w-9 pk:shrink-0 pk:cursor-pointer pk:items-center pk:rounded-full pk:border-2 pk:border-solid pk:border-transparent pk:p-0 pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[state=checked]:bg-primary pk:data-[state=unchecked]:bg-input pk:aria-invalid:border-destructive";

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root>;

/**
 * An on/off switch (Radix Switch, `role="switch"`): Space and Enter flip it. Its state is in
 * `data-state` (`checked`, `unchecked`).
 *
 * @example
 * <Switch id="notify" name="notify" defaultChecked />
 * <Label htmlFor="notify">Email me about new comments</Label>
 */
function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root data-slot="switch" className={cn(switchClassName, className)} {...props}>
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pk:pointer-events-none pk:block pk:size-4 pk:rounded-full pk:bg-background pk:shadow-sm pk:transition-transform pk:motion-reduce:transition-none pk:data-[state=checked]:translate-x-4 pk:data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}

export { Switch };
export type { SwitchProps };
