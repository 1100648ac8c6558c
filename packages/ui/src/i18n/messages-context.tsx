import { DirectionProvider } from "@radix-ui/react-direction";
import { createContext, useContext, useMemo, type ReactNode } from "react";

import { coreEn } from "./core-messages";
import type { MessageKey, Messages } from "./en";

/**
 * A catalogue as a function: `t("progress.label", { percent: 40 })`. `Keys` are the keys it
 * holds; a `Translate` of fewer keys can be passed where one of more is expected.
 */
export type Translate<Keys extends string = MessageKey> = {
  // A method's parameters compare both ways: a component's `Translate` of its own keys is
  // accepted by a helper typed with the whole catalogue's.
  translate(key: Keys, values?: Record<string, string | number>): string;
}["translate"];

/** The keys `useCatalogue(strings)` answers: the strings' own and the core ones. */
export type CatalogueKey<Strings> = (keyof Strings & MessageKey) | keyof typeof coreEn;

const MessagesContext = createContext<Partial<Messages>>({});

export interface MessagesProviderProps {
  /**
   * The wording of every component below: a shipped catalogue (`de`), your own, or just the keys
   * you want to reword; any key it lacks stays as the provider above (or English) has it.
   */
  messages?: Partial<Messages>;
  /**
   * The writing direction of the language, for the parts that behave by it: arrow keys in tabs
   * and menus, the side a menu or select opens on, a sheet's side. Set `dir` on your `<html>` (or
   * a container) as well; the styles follow that. Default: inherited from the provider above, or
   * `"ltr"`.
   * @example
   * <html dir="rtl"> … <MessagesProvider messages={arabic} dir="rtl">…</MessagesProvider>
   */
  dir?: "ltr" | "rtl";
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
 * <MessagesProvider messages={arabic} dir="rtl">…</MessagesProvider>
 */
export function MessagesProvider({ messages, dir, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const value = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  const provided = <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
  // Radix reads the direction from its own context, not from the document's `dir`.
  return dir ? <DirectionProvider dir={dir}>{provided}</DirectionProvider> : provided;
}

/**
 * A component's strings in the provider's language: `strings` is its own English (its family's,
 * or the slice of them it uses, as `authSignInEn`), which also says which keys the returned `t`
 * takes, so that a key outside them is a type error rather than a key shown as itself. The core
 * strings are always there. Pass a module-level object: a new one each render remakes `t`.
 *
 * @example
 * const t = useCatalogue(mediaUploadEn);
 * t("media.queue.summary", { done: 1, total: 3 });
 */
export function useCatalogue<Strings extends Partial<Messages>>(
  strings: Strings,
  // NoInfer: `Strings` comes from the argument only. Inferred from where the result goes too
  // (`return useCatalogue(en)` in a function typed `Translate`), TypeScript works its way back
  // through the keys of the whole catalogue, and checking the ui took minutes instead of seconds.
): Translate<CatalogueKey<NoInfer<Strings>>> {
  const fallback: Partial<Messages> = strings;
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
