import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";

type ProgressProps = React.ComponentProps<"div"> & {
  /** How far it has got, out of `max`; `null` or left out for a task of unknown length. */
  value?: number | null;
  /** @default 100 */
  max?: number;
  /** What a screen reader says for the value. @default "40 % done" ("progress.label") */
  getValueLabel?: (value: number, max: number) => string;
};

/**
 * How far a task has got (`role="progressbar"`). Leave `value` out (or `null`) for a task of
 * unknown length. Name it after the task with `aria-label` or `aria-labelledby` (default:
 * "Progress" from the catalogue); the value is read as "40 % done" ("progress.label"). Its state
 * is in `data-state` (`loading`, `complete`, `indeterminate`).
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
  const t = useCatalogue(coreEn);
  const known = value != null;
  const percent = known ? toPercent(value, max) : 0;
  const state = !known ? "indeterminate" : value >= max ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      data-slot="progress"
      data-state={state}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={known ? (getValueLabel?.(value, max) ?? t("progress.label", { percent })) : undefined}
      aria-labelledby={ariaLabelledBy}
      aria-label={ariaLabel ?? (ariaLabelledBy ? undefined : t("progress.name"))}
      className={cn("pk:relative pk:h-2 pk:w-full pk:overflow-hidden pk:rounded-full pk:bg-muted", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={cn(
          "pk:h-full pk:w-full pk:bg-primary pk:transition-transform pk:motion-reduce:transition-none pk:data-[state=indeterminate]:w-1/3 pk:data-[state=indeterminate]:animate-pulse pk:motion-reduce:data-[state=indeterminate]:animate-none",
          // The part not done yet is pushed out past the end: left, or right in a right-to-left page.
          known && "pk:-translate-x-(--pk-progress-rest) pk:rtl:translate-x-(--pk-progress-rest)",
        )}
        style={known ? ({ "--pk-progress-rest": `${100 - percent}%` } as React.CSSProperties) : undefined}
      />
    </div>
  );
}

function toPercent(value: number, max: number): number {
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export { Progress };
export type { ProgressProps };
