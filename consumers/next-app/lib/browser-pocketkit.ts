import { createPocketkit, type Pocketkit } from "@pocketkit/client";

/**
 * The island's client. In the browser its session is the `pb_auth` cookie, shared with the
 * Server Component, and written back on every change. On the server (the island's own server
 * render) it is anonymous and never fetches: one per render, nothing left running.
 */
export function createBrowserPocketkit(url: string): Pocketkit {
  const pocketkit = createPocketkit({ url });
  if (typeof document === "undefined") {
    pocketkit.dispose();
    return pocketkit;
  }
  const store = pocketkit.pb.authStore;
  store.loadFromCookie(document.cookie);
  store.onChange(() => {
    document.cookie = store.exportToCookie({ httpOnly: false, secure: location.protocol === "https:" });
  });
  return pocketkit;
}
