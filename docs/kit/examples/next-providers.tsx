"use client";

import { createPocketkit } from "@pocketkit/client";
import { PocketkitProvider } from "@pocketkit/hooks";
import { Toaster } from "@pocketkit/ui";
import { useState, type ReactNode } from "react";

/**
 * app/providers.tsx: the client side of a Next.js App Router app. One Pocketkit client per
 * browser tab, made on first render (never at module level on the server, where it would be
 * shared between requests).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [pocketkit] = useState(() => createPocketkit({ url: process.env.NEXT_PUBLIC_POCKETBASE_URL! }));
  return (
    <PocketkitProvider client={pocketkit}>
      {children}
      <Toaster />
    </PocketkitProvider>
  );
}
