import { useBrowserOnline, useConnectionState } from "@pocketkit/hooks";

import { ConnectionBannerView, type ConnectionBannerViewProps } from "./connection-banner-view";
import { ConnectionStatusView, type ConnectionStatusViewProps } from "./connection-status-view";

type ConnectionBannerProps = Omit<ConnectionBannerViewProps, "state" | "browserOnline">;

/**
 * `ConnectionBannerView` fed by the app's realtime connection (`useConnectionState()`) and the
 * browser's `online` / `offline` events. Put it once near the top of the app, inside
 * `PocketkitProvider`; it shows nothing while everything syncs. Safe to render on the server.
 *
 * @example
 * <PocketkitProvider client={pocketkit}><ConnectionBanner /><App /></PocketkitProvider>
 */
function ConnectionBanner(props: ConnectionBannerProps) {
  const state = useConnectionState();
  const browserOnline = useBrowserOnline();
  return <ConnectionBannerView state={state} browserOnline={browserOnline} {...props} />;
}

type ConnectionStatusProps = Omit<ConnectionStatusViewProps, "state" | "browserOnline">;

/**
 * `ConnectionStatusView` fed by the app's realtime connection and the browser's network state:
 * the header badge that says Live, Connecting, Reconnecting or Offline.
 *
 * @example
 * <header>Gallery <ConnectionStatus /></header>
 */
function ConnectionStatus(props: ConnectionStatusProps) {
  const state = useConnectionState();
  const browserOnline = useBrowserOnline();
  return <ConnectionStatusView state={state} browserOnline={browserOnline} {...props} />;
}

export { ConnectionBanner, ConnectionStatus };
export type { ConnectionBannerProps, ConnectionStatusProps };
