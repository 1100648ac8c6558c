import type { Pocketkit } from "@pocketkit/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";

import { refetchLiveQueriesOnResync, resetQueriesWhenUserChanges } from "./cache-follows-session";
import { PocketkitContext } from "./context";

export interface PocketkitProviderProps {
  /** From `createPocketkit()`, made once per app (or once per request on a server). */
  client: Pocketkit;
  /** Your own TanStack Query client, to share its cache. @default one made for this provider */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes a Pocketkit client and a TanStack Query client available to every hook below it. The
 * cache follows the session: a change of user resets every Pocketkit query, and a realtime
 * reconnect or a tab shown again refetches what is followed live.
 */
export function PocketkitProvider({ client, queryClient, children }: PocketkitProviderProps) {
  const [fallbackQueryClient] = useState(() => queryClient ?? createDefaultQueryClient());
  const activeQueryClient = queryClient ?? fallbackQueryClient;
  useEffect(() => {
    const stopResetting = resetQueriesWhenUserChanges(client, activeQueryClient);
    const stopRefetching = refetchLiveQueriesOnResync(client, activeQueryClient);
    return () => {
      stopResetting();
      stopRefetching();
    };
  }, [client, activeQueryClient]);
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
