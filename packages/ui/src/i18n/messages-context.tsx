import { createContext, useContext, useMemo, type ReactNode } from "react";

import { de } from "./de";
import { en, type MessageKey, type Messages } from "./en";

/** The catalogues that ship with the package. */
export const catalogues = { en, de } satisfies Record<string, Messages>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const MessagesContext = createContext<Messages>(en);

export interface MessagesProviderProps {
  /** A shipped language. @default "en" */
  locale?: keyof typeof catalogues;
  /** Your own wording for any key, on top of the language's. */
  messages?: Partial<Messages>;
  children?: ReactNode;
}

/**
 * Sets the language of every component below it, and lets an app reword any string.
 *
 * @example
 * <MessagesProvider locale="de" messages={{ "common.save": "Übernehmen" }}>…</MessagesProvider>
 */
export function MessagesProvider({ locale = "en", messages, children }: MessagesProviderProps) {
  const value = useMemo(() => ({ ...catalogues[locale], ...messages }), [locale, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The current catalogue as a function: `t("progress.label", { percent: 40 })`. */
export function useMessages(): Translate {
  const messages = useContext(MessagesContext);
  return useMemo<Translate>(
    () => (key, values) =>
      messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
        values && name in values ? String(values[name]) : match,
      ),
    [messages],
  );
}
