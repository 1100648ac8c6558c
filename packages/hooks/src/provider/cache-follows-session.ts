import type { AuthSnapshot, Pocketkit } from "@pocketkit/client";
import type { QueryClient } from "@tanstack/react-query";

import { pocketkitKeys } from "../query-keys";

/**
 * What one user fetched is never shown to the next. When the signed-in user changes (a sign-in,
 * a sign-out, another account, a session that expired), every Pocketkit query is reset: mounted
 * lists render empty at once, even those that keep their previous page while loading, and fetch
 * again as whoever is signed in now; cached queries nobody shows are emptied too. A new token of
 * the same user (a refresh) changes nothing. Queries of the app's own keys are the app's to
 * clear (`pocketkit.auth.subscribe` tells when).
 *
 * @returns the function that stops following.
 */
export function resetQueriesWhenUserChanges(pocketkit: Pocketkit, queryClient: QueryClient): () => void {
  let user = userKey(pocketkit.auth.getSnapshot());
  return pocketkit.auth.subscribe(() => {
    const next = userKey(pocketkit.auth.getSnapshot());
    if (next === user) return;
    user = next;
    void queryClient.resetQueries({ queryKey: pocketkitKeys.all });
  });
}

/**
 * Realtime cannot replay what it missed: after a reconnect (the hub spreads these out), and when
 * a hidden tab is shown again (a sleeping laptop, a throttled tab), the queries that follow live
 * data are marked stale, and those on screen are fetched again. Queries nobody shows wait until
 * they are shown.
 *
 * @returns the function that stops following.
 */
export function refetchLiveQueriesOnResync(pocketkit: Pocketkit, queryClient: QueryClient): () => void {
  const refetchLive = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.realtime === true,
      refetchType: "active",
    });
  const stopResync = pocketkit.realtime.onResync(refetchLive);
  let hiddenSince: number | undefined;
  const onVisibility = () => {
    if (document.visibilityState === "hidden") hiddenSince = Date.now();
    else if (hiddenSince !== undefined) {
      hiddenSince = undefined;
      refetchLive();
    }
  };
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    stopResync();
    document.removeEventListener("visibilitychange", onVisibility);
  };
}

function userKey(snapshot: AuthSnapshot): string {
  return snapshot.user ? `${snapshot.user.collectionId}/${snapshot.user.id}` : "";
}
