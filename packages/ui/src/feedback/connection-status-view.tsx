import type { ConnectionState } from "@pocketkit/client";
import { cva } from "class-variance-authority";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { feedbackEn } from "./messages";
import { cn } from "../lib/cn";

const dotVariants = cva("pk:inline-block pk:size-2 pk:shrink-0 pk:rounded-full", {
  variants: {
    state: {
      idle: "pk:box-border pk:border pk:border-solid pk:border-muted-foreground pk:bg-transparent",
      connecting: "pk:animate-pulse pk:bg-muted-foreground pk:motion-reduce:animate-none",
      live: "pk:bg-primary",
      reconnecting: "pk:animate-pulse pk:bg-muted-foreground pk:motion-reduce:animate-none",
      offline: "pk:bg-destructive",
    },
  },
});

const LABELS: Record<ConnectionState, keyof typeof feedbackEn> = {
  idle: "feedback.connection.idle",
  connecting: "feedback.connection.connecting",
  live: "feedback.connection.live",
  reconnecting: "feedback.connection.reconnectingShort",
  offline: "feedback.connection.offline",
};

type ConnectionStatusViewProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The realtime connection's state, as `useConnectionState()` gives it. */
  state: ConnectionState;
  /** Whether the browser has a network; without one the badge says Offline. @default true */
  browserOnline?: boolean;
};

/**
 * A small, always visible connection badge for a header: a dot and a word (Live, Connecting,
 * Reconnecting, Offline; Idle while nothing is followed), so that the state never rests on
 * colour alone. Screen readers hear "Connection: Live". It is not a live region — the
 * `ConnectionBanner` announces problems — so it does not speak on every change. The state shown
 * is in `data-state`.
 *
 * @example
 * <ConnectionStatusView state="reconnecting" />
 */
function ConnectionStatusView({
  state,
  browserOnline = true,
  className,
  ...props
}: ConnectionStatusViewProps) {
  const t = useCatalogue(feedbackEn);
  const shown: ConnectionState = browserOnline ? state : "offline";
  return (
    <span
      data-slot="connection-status"
      data-state={shown}
      className={cn(
        "pk:box-border pk:inline-flex pk:w-fit pk:items-center pk:gap-1.5 pk:rounded-full pk:border pk:border-solid pk:border-border pk:bg-background pk:px-2.5 pk:py-0.5 pk:font-sans pk:text-xs pk:font-medium pk:whitespace-nowrap pk:text-foreground",
        className,
      )}
      {...props}
    >
      <span aria-hidden data-slot="connection-status-dot" className={dotVariants({ state: shown })} />
      <span className="pk:sr-only">{t("feedback.connection.statusLabel")} </span>
      {t(LABELS[shown])}
    </span>
  );
}

export { ConnectionStatusView };
export type { ConnectionStatusViewProps };
