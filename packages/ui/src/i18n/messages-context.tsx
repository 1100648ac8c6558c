import { createContext, useContext, useMemo, type ReactNode } from "react";

import { coreEn } from "./core-messages";
import type { MessageKey, Messages } from "./en";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const MessagesContext = createContext<Partial<Messages>>({});

export interface MessagesProviderProps {
  /**
   * The wording of every component below: a shipped catalogue (`de`), your own, or just the keys
   * you want to reword; any key it lacks stays as the provider above (or English) has it.
   */
  messages?: Partial<Messages>;
  children?: ReactNode;
}

/**
 * Sets the language of every component below it, and lets an app reword any string. Catalogues
 * are plain objects imported where they are used, so an app that stays in English carries none.
 *
 * @example
 * import { de, MessagesProvider } from "@pocketkit/ui";
 * <MessagesProvider messages={de}>…</MessagesProvider>
 * <MessagesProvider messages={{ ...de, "common.save": "Übernehmen" }}>…</MessagesProvider>
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const value = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/**
 * The provider's catalogue as a function, with `fallback` (a family's English strings) and the
 * core strings for keys it lacks. Each component family wraps this in its own `useMessages`.
 */
export function useCatalogue(fallback: Partial<Messages>): Translate {
  const messages = useContext(MessagesContext);
  return useMemo<Translate>(
    () => (key, values) => {
      const text = messages[key] ?? fallback[key] ?? (coreEn as Partial<Messages>)[key] ?? key;
      return text.replace(/\{(\w+)\}/g, (match, name: string) =>
        values && name in values ? String(values[name]) : match,
      );
    },
    [messages, fallback],
  );
}
