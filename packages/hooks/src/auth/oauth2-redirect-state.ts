/** What the redirect flow must remember across the trip to the provider and back. */
export interface PendingOAuth2Redirect {
  collection: string;
  provider: string;
  /** Sent to the provider; the callback must bring the same value back (CSRF protection). */
  state: string;
  /** The PKCE secret whose hash PocketBase put in the provider URL. */
  codeVerifier: string;
  /** Where the provider sends the person back; the code exchange must name it again. */
  redirectUrl: string;
  createData?: Record<string, unknown>;
}

// sessionStorage: per tab, gone when the tab closes, never sent to a server.
const storageKey = "pocketkit.oauth2-redirect";

export function savePendingRedirect(pending: PendingOAuth2Redirect): void {
  window.sessionStorage.setItem(storageKey, JSON.stringify(pending));
}

/** The pending flow, removed from storage: a callback URL is good for one try. */
export function takePendingRedirect(): PendingOAuth2Redirect | undefined {
  const raw = window.sessionStorage.getItem(storageKey);
  window.sessionStorage.removeItem(storageKey);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PendingOAuth2Redirect;
  } catch {
    return undefined;
  }
}
