import type { PocketkitError } from "@pocketkit/client";
import { CircleAlertIcon, RotateCwIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { Skeleton } from "../primitives/skeleton";
import { adminErrorMessage } from "./admin-error";

/** Rows of placeholders while a list loads; announced by name, the shapes are hidden. */
function AdminLoading({ label, rows = 4, className }: { label: string; rows?: number; className?: string }) {
  return (
    <div
      data-slot="admin-loading"
      role="status"
      aria-busy="true"
      aria-label={label}
      className={cn("pk:grid pk:gap-2", className)}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="pk:h-9 pk:w-full" />
      ))}
    </div>
  );
}

/** A failed load: what went wrong, and a way to try again. */
function AdminError({
  error,
  title,
  onRetry,
  className,
}: {
  error: PocketkitError;
  title?: string;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useCatalogue(adminEn);
  return (
    <div
      data-slot="admin-error"
      role="alert"
      className={cn(
        "pk:flex pk:flex-wrap pk:items-start pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-destructive pk:p-4 pk:font-sans pk:text-sm pk:text-foreground",
        className,
      )}
    >
      <CircleAlertIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0 pk:text-destructive" />
      <div className="pk:grid pk:min-w-0 pk:flex-1 pk:gap-1">
        {title && <p className="pk:m-0 pk:font-medium">{title}</p>}
        <p className="pk:m-0 pk:break-words">{adminErrorMessage(error, t)}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden className="pk:size-4" />
          {t("common.retry")}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show yet, said plainly. */
function AdminEmpty({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="admin-empty"
      className={cn(
        "pk:m-0 pk:rounded-lg pk:border pk:border-dashed pk:border-border pk:p-6 pk:text-center pk:font-sans pk:text-sm pk:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A failure of an action (not of the load), said at once. Renders nothing without children,
 * so that the alert is announced when a message arrives rather than sitting empty.
 */
function AdminAlert({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p data-slot="admin-alert" role="alert" className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive">
      {children}
    </p>
  );
}

export { AdminAlert, AdminEmpty, AdminError, AdminLoading };
