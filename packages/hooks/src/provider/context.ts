import type { Pocketkit } from "@pocketkit/client";
import { createContext, useContext } from "react";

export const PocketkitContext = createContext<Pocketkit | null>(null);

/**
 * The `Pocketkit` client of the nearest `<PocketkitProvider>`.
 *
 * @throws when called outside a provider, saying so.
 */
export function usePocketkit(): Pocketkit {
  const pocketkit = useContext(PocketkitContext);
  if (!pocketkit) throw new Error("usePocketkit must be used within <PocketkitProvider>.");
  return pocketkit;
}
