import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type * as React from "react";

import { cn } from "../lib/cn";

/**
 * Holds the open delay of the tooltips below it. Every `Tooltip` already brings its own, so no
 * setup is needed anywhere; the cost is that moving from one tooltip to the next waits the delay
 * again instead of showing at once.
 */
function TooltipProvider({
  delayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />;
}

type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root> & {
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. @default 300 */
  delayDuration?: number;
};

/**
 * A short hint shown on hover and on keyboard focus, and read as the trigger's description.
 * Not for anything a touch user needs: touch has no hover. Controlled with `open` /
 * `onOpenChange`, or uncontrolled with `defaultOpen`.
 *
 * @example
 * <Tooltip>
 *   <TooltipTrigger asChild><Button size="icon" aria-label="Refresh"><RefreshCwIcon /></Button></TooltipTrigger>
 *   <TooltipContent>Reload the records from the server</TooltipContent>
 * </Tooltip>
 */
function TooltipRoot({ delayDuration, ...props }: TooltipProps) {
  return (
    <TooltipProvider delayDuration={delayDuration}>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          // Inverted colours (foreground on background) so it reads apart from the page in both themes.
          "pk:z-50 pk:box-border pk:max-w-xs pk:origin-(--radix-tooltip-content-transform-origin) pk:rounded-md pk:bg-foreground pk:px-3 pk:py-1.5 pk:font-sans pk:text-xs pk:text-balance pk:text-background pk:data-[state=closed]:animate-pop-out pk:data-[state=delayed-open]:animate-pop-in pk:data-[state=instant-open]:animate-pop-in",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="pk:fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** `<Tooltip>` is the root; its parts are also reachable as `Tooltip.Trigger`, `Tooltip.Content`. */
const Tooltip = Object.assign(TooltipRoot, {
  Root: TooltipRoot,
  Provider: TooltipProvider,
  Trigger: TooltipTrigger,
  Content: TooltipContent,
});

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
export type { TooltipProps };
