import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const getSnapshot = () => navigator.onLine;

// The server cannot know; assuming online renders no banner, which is also what the first
// client render shows on nearly every load, so hydration rarely has anything to correct.
const getServerSnapshot = () => true;

/**
 * Whether the browser says it has a network (`navigator.onLine`, kept current by the `online` and
 * `offline` events). `true` on the server. `false` is reliable; `true` only means some network is
 * there, not that the server answers — the realtime connection state tells that.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
