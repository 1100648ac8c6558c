import { usePocketkit } from "@pocketkit/hooks";
import { useEffect, useState } from "react";

// PocketBase's file tokens live about three minutes; the client's cache hands out the same one
// until it is close to expiring, so asking every half minute costs nothing and keeps new URLs
// valid. Images already shown keep the token they loaded with.
const RENEW_EVERY_MS = 30_000;

/**
 * A file token for protected files while `enabled`: `undefined` until the first one arrives,
 * `""` when no one is signed in (or the server refused: the files then show by name).
 */
export function useFileToken(enabled: boolean): string | undefined {
  const pocketkit = usePocketkit();
  const [token, setToken] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    // No AbortSignal: parallel callers share one request in the cache, and aborting it for one
    // (StrictMode's first effect) would fail it for all.
    let active = true;
    const load = () =>
      pocketkit.fileTokens.get().then(
        (value) => {
          if (active) setToken(value);
        },
        () => {
          if (active) setToken("");
        },
      );
    void load();
    const timer = setInterval(load, RENEW_EVERY_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [pocketkit, enabled]);
  return enabled ? token : undefined;
}
