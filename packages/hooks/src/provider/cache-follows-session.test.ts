// @vitest-environment jsdom
import type { Pocketkit } from "@pocketkit/client";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { expect, test } from "vitest";

import { refetchLiveQueriesOnResync } from "./cache-follows-session";

// Only the realtime hub's resync signal is needed here: the rest is TanStack Query's cache.
function hubSignal() {
  const listeners = new Set<() => void>();
  const pocketkit = {
    realtime: {
      onResync(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  } as unknown as Pocketkit;
  return { pocketkit, resync: () => listeners.forEach((listener) => listener()) };
}

test("a resync refetches the live queries on screen, marks the others stale and leaves non-live ones alone", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const fetches = { shown: 0, hidden: 0, notLive: 0 };
  const query = (name: keyof typeof fetches, realtime: boolean) => ({
    queryKey: ["pocketkit", name],
    queryFn: async () => ++fetches[name],
    meta: { realtime },
  });
  const shown = new QueryObserver(queryClient, query("shown", true));
  const stopShown = shown.subscribe(() => {});
  const notLive = new QueryObserver(queryClient, query("notLive", false));
  const stopNotLive = notLive.subscribe(() => {});
  await queryClient.fetchQuery(query("hidden", true));
  await expect.poll(() => fetches).toEqual({ shown: 1, hidden: 1, notLive: 1 });

  const { pocketkit, resync } = hubSignal();
  const stop = refetchLiveQueriesOnResync(pocketkit, queryClient);
  resync();
  await expect.poll(() => fetches.shown).toBe(2);
  expect(fetches).toEqual({ shown: 2, hidden: 1, notLive: 1 });
  expect(queryClient.getQueryState(["pocketkit", "hidden"])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(["pocketkit", "notLive"])?.isInvalidated).toBe(false);

  stop();
  resync();
  stopShown();
  stopNotLive();
  expect(fetches.shown).toBe(2);
});
