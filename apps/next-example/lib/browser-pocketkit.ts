import { createPocketkit, type Pocketkit } from "@pocketkit/client";

import { AUTH_COOKIE } from "./config";

/**
 * The browser's client. Its session is the `pb_auth` cookie that the server reads too: loaded
 * from it at start, written back on every sign-in, refresh and sign-out. During the island's own
 * server render there is no document: the client is anonymous and never fetches (the data comes
 * from the page's prefetch), and it is disposed at once so that nothing is left running.
 */
export function createBrowserPocketkit(url: string): Pocketkit {
  const pocketkit = createPocketkit({ url });
  if (typeof document === "undefined") {
    pocketkit.dispose();
    return pocketkit;
  }
  const store = pocketkit.pb.authStore;
  store.loadFromCookie(document.cookie, AUTH_COOKIE);
  store.onChange(() => {
    document.cookie = store.exportToCookie(
      { httpOnly: false, secure: location.protocol === "https:" },
      AUTH_COOKIE,
    );
  });
  return pocketkit;
}
