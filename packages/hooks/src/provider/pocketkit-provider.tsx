import type { Pocketkit } from "@pocketkit/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";

import { PocketkitContext } from "./context";

export interface PocketkitProviderProps {
  /** From `createPocketkit()`, made once per app (or once per request on a server). */
  client: Pocketkit;
  /** Your own TanStack Query client, to share its cache. @default one made for this provider */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Makes a Pocketkit client and a TanStack Query client available to every hook below it. */
export function PocketkitProvider({ client, queryClient, children }: PocketkitProviderProps) {
  const [fallbackQueryClient] = useState(() => queryClient ?? createDefaultQueryClient());
  const activeQueryClient = queryClient ?? fallbackQueryClient;
  useResyncLiveQueries(client, activeQueryClient);
  return (
    <PocketkitContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>{children}</QueryClientProvider>
    </PocketkitContext.Provider>
  );
}

function createDefaultQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Realtime and resync keep lists fresh; refetching on every focus would double the work.
        staleTime: 30_000,
        // A 4xx will not get better by asking again; the network and 5xx might.
        retry: (failureCount, error) =>
          failureCount < 3 && (error as { retryable?: boolean } | null)?.retryable !== false,
      },
    },
  });
}

/**
 * Realtime cannot replay what it missed: after a reconnect, and when a hidden tab is shown again
 * (a sleeping laptop, a throttled tab), the queries that follow live data are fetched again.
 */
function useResyncLiveQueries(client: Pocketkit, queryClient: QueryClient): void {
  useEffect(() => {
    const refetchLive = () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.meta?.realtime === true });
    const stopResync = client.realtime.onResync(refetchLive);
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
  }, [client, queryClient]);
}
