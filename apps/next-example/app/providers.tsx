"use client";

import { PocketkitProvider } from "@pocketkit/hooks";
import { useState, type ReactNode } from "react";

import { createBrowserPocketkit } from "../lib/browser-pocketkit";

/**
 * The browser's client for every client component below, made once per page load. Its default
 * QueryClient keeps data fresh for 30 s, so what a page prefetched on the server is shown as it
 * came, not fetched again on the first render.
 */
export function Providers({ pocketbaseUrl, children }: { pocketbaseUrl: string; children: ReactNode }) {
  const [pocketkit] = useState(() => createBrowserPocketkit(pocketbaseUrl));
  return <PocketkitProvider client={pocketkit}>{children}</PocketkitProvider>;
}
