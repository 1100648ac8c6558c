import { cva } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";

/** What the server said last: up, up but busy with a backup or restore, not answering, or not asked yet. */
type HealthStatusName = "healthy" | "busy" | "unreachable" | "checking";

const dotVariants = cva("pk:inline-block pk:size-2.5 pk:shrink-0 pk:rounded-full", {
  variants: {
    status: {
      healthy: "pk:bg-primary",
      busy: "pk:bg-muted-foreground",
      unreachable: "pk:bg-destructive",
      checking: "pk:bg-muted-foreground pk:animate-pulse pk:motion-reduce:animate-none",
    },
  },
});

type HealthIndicatorViewProps = React.ComponentProps<"div"> & {
  /** The server's state; told in words, the dot only repeats it. */
  status: HealthStatusName;
};

/**
 * A dot and a few words on whether the PocketBase server answers. A live region: a change
 * ("Server unreachable") is read out without moving focus.
 *
 * @example
 * <HealthIndicatorView status="unreachable" />
 */
function HealthIndicatorView({ status, className, ...props }: HealthIndicatorViewProps) {
  const t = useCatalogue(adminEn);
  return (
    <div
      data-slot="health-indicator"
      data-status={status}
      role="status"
      className={cn(
        "pk:inline-flex pk:items-center pk:gap-2 pk:font-sans pk:text-sm pk:whitespace-nowrap pk:text-foreground",
        className,
      )}
      {...props}
    >
      <span aria-hidden data-slot="health-indicator-dot" className={dotVariants({ status })} />
      <span data-slot="health-indicator-text">{t(`admin.health.${status}`)}</span>
    </div>
  );
}

export { HealthIndicatorView };
export type { HealthIndicatorViewProps, HealthStatusName };
