import type { ConnectionState } from "@pocketkit/client";
import { CloudOffIcon, RefreshCwIcon, WifiOffIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { feedbackEn } from "./messages";
import { cn } from "../lib/cn";

/** What keeps changes from syncing right now, if anything. */
type ConnectionProblem = "browser-offline" | "server-offline" | "reconnecting";

/**
 * The problem a person should hear about. The browser's own word wins: with no network, the
 * realtime state only catches up after its retries. `connecting` is every page load's first
 * second, and `idle` means nothing is followed, so neither is a problem.
 */
function connectionProblem(state: ConnectionState, browserOnline: boolean): ConnectionProblem | undefined {
  if (!browserOnline) return "browser-offline";
  if (state === "offline") return "server-offline";
  if (state === "reconnecting") return "reconnecting";
  return undefined;
}

const PROBLEMS: Record<ConnectionProblem, { message: keyof typeof feedbackEn; icon: typeof WifiOffIcon }> = {
  "browser-offline": { message: "feedback.connection.browserOffline", icon: WifiOffIcon },
  "server-offline": { message: "feedback.connection.serverOffline", icon: CloudOffIcon },
  reconnecting: { message: "feedback.connection.reconnecting", icon: RefreshCwIcon },
};

type ConnectionBannerViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The realtime connection's state, as `useConnectionState()` gives it. */
  state: ConnectionState;
  /** Whether the browser has a network (`navigator.onLine`). @default true */
  browserOnline?: boolean;
};

/**
 * Tells people when their changes cannot sync: the browser is offline, the realtime connection is
 * reconnecting, or the server has not answered for a while. While all is well it shows nothing.
 * It stays in the page as an empty live region (`role="status"`, polite) even then, because a
 * region that appears together with its text is not reliably announced; its text is.
 * Which problem it shows is in `data-state` (`browser-offline`, `server-offline`, `reconnecting`,
 * or `ok`).
 *
 * @example
 * <ConnectionBannerView state={useConnectionState()} browserOnline={navigator.onLine} />
 */
function ConnectionBannerView({
  state,
  browserOnline = true,
  className,
  ...props
}: ConnectionBannerViewProps) {
  const t = useCatalogue(feedbackEn);
  const problem = connectionProblem(state, browserOnline);
  const shown = problem ? PROBLEMS[problem] : undefined;
  const Icon = shown?.icon;
  return (
    <div
      data-slot="connection-banner"
      data-state={problem ?? "ok"}
      role="status"
      aria-live="polite"
      className={cn(
        shown &&
          "pk:box-border pk:flex pk:items-start pk:gap-3 pk:rounded-md pk:border pk:border-solid pk:border-border pk:bg-muted pk:px-4 pk:py-3 pk:font-sans pk:text-sm pk:text-foreground",
        className,
      )}
      {...props}
    >
      {shown && Icon && (
        <>
          <Icon
            aria-hidden
            data-slot="connection-banner-icon"
            className={cn(
              "pk:mt-0.5 pk:size-4 pk:shrink-0",
              problem === "reconnecting"
                ? "pk:animate-spin pk:text-muted-foreground pk:motion-reduce:animate-none"
                : "pk:text-destructive",
            )}
          />
          <p data-slot="connection-banner-message" className="pk:m-0 pk:min-w-0 pk:break-words">
            {t(shown.message)}
          </p>
        </>
      )}
    </div>
  );
}

export { ConnectionBannerView, connectionProblem };
export type { ConnectionBannerViewProps, ConnectionProblem };
