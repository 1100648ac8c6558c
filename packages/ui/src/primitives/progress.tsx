import * as ProgressPrimitive from "@radix-ui/react-progress";
import type * as React from "react";

import { useCoreMessages } from "../i18n/use-core-messages";
import { cn } from "../lib/cn";

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root>;

/**
 * How far a task has got (Radix Progress, `role="progressbar"`). Leave `value` out (or `null`) for
 * a task of unknown length. Name it after the task with `aria-label` or `aria-labelledby`
 * (default: "Progress" from the catalogue); the value is read as "40 % done" ("progress.label").
 * Its state is in `data-state` (`loading`, `complete`, `indeterminate`).
 *
 * @example
 * <Progress value={uploaded} max={total} aria-label={`Uploading ${file.name}`} />
 */
function Progress({
  className,
  value,
  max = 100,
  getValueLabel,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: ProgressProps) {
  const t = useCoreMessages();
  const percent = value == null ? 0 : toPercent(value, max);
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      getValueLabel={
        getValueLabel ?? ((current, maximum) => t("progress.label", { percent: toPercent(current, maximum) }))
      }
      aria-labelledby={ariaLabelledBy}
      aria-label={ariaLabel ?? (ariaLabelledBy ? undefined : t("progress.name"))}
      className={cn("pk:relative pk:h-2 pk:w-full pk:overflow-hidden pk:rounded-full pk:bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="pk:h-full pk:w-full pk:bg-primary pk:transition-transform pk:motion-reduce:transition-none pk:data-[state=indeterminate]:w-1/3 pk:data-[state=indeterminate]:animate-pulse pk:motion-reduce:data-[state=indeterminate]:animate-none"
        style={value == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

function toPercent(value: number, max: number): number {
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export { Progress };
export type { ProgressProps };
