import type { AuthSnapshot, AuthStatus } from "@pocketkit/client";
import { useCallback, useMemo, useSyncExternalStore } from "react";

import { usePocketkit } from "../provider/context";
import type { AuthUser } from "./types";

export interface UseAuthResult {
  /** The signed-in record, or `null` when nobody is signed in (or the session expired). */
  user: AuthUser | null;
  /**
   * `authenticated` with a valid token; `anonymous` when nobody signed in; `expired` when the
   * server refused to refresh the session (password changed, user deleted, token too old): show
   * "Your session has expired. Please sign in again." and send the user to sign in.
   */
  status: AuthStatus;
  /** The current token, `""` unless `authenticated`. */
  token: string;
  /**
   * Signs out on this device: clears the session; the provider then resets every cached record
   * (mounted lists render empty at once), so that the next person on this browser never sees the
   * previous one's data.
   */
  signOut(): void;
}

// What the server renders and what hydration starts from: the session lives in the browser.
const anonymous: AuthSnapshot = { status: "anonymous", user: null, token: "" };
const onServer = () => anonymous;

/**
 * Who is signed in, followed live: one `useSyncExternalStore` on the client's auth session, so
 * a sign-in, a sign-out, a refresh or an expired session re-renders every reader at once.
 *
 * @example
 * const { user, status, signOut } = useAuth();
 * if (status === "expired") return <Navigate to="/sign-in?expired=1" />;
 */
export function useAuth(): UseAuthResult {
  const { auth } = usePocketkit();
  const snapshot = useSyncExternalStore(auth.subscribe, auth.getSnapshot, onServer);
  const signOut = useCallback(() => auth.signOut(), [auth]);
  return useMemo(
    () => ({
      user: snapshot.user as AuthUser | null,
      status: snapshot.status,
      token: snapshot.token,
      signOut,
    }),
    [snapshot, signOut],
  );
}
