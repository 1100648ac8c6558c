import type { ConnectionState } from "@pocketkit/client";
import { useSyncExternalStore } from "react";

import { usePocketkit } from "../provider/context";

const onServer = (): ConnectionState => "idle";

/** The realtime connection's state, for a status badge or an offline banner. */
export function useConnectionState(): ConnectionState {
  const { realtime } = usePocketkit();
  return useSyncExternalStore(realtime.onStateChange, realtime.getState, onServer);
}
