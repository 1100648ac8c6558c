import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { useEffect, useState, type PropsWithChildren } from "react";
import { GLOBALS_UPDATED } from "storybook/internal/core-events";
import type { Globals } from "storybook/internal/types";
import { themes } from "storybook/theming";

/**
 * The Docs page in the toolbar's theme: with "dark" chosen, the stories on the page are dark
 * (preview.tsx paints each story's block) and so is the page around them, its text, tables and
 * code, instead of dark boxes on a white page.
 */
export default function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const { context } = props;
  const [dark, setDark] = useState(() => globalsOf(context).theme === "dark");
  useEffect(() => {
    const follow = ({ globals }: { globals: Globals }) => setDark(globals.theme === "dark");
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context]);
  return <DocsContainer {...props} theme={dark ? themes.dark : themes.light} />;
}

/** The globals the page opened with (the URL's `globals=`), before any toolbar change. */
function globalsOf(context: DocsContainerProps["context"]): Globals {
  // The store is not part of DocsContext's typed surface; its globals are what the toolbar shows.
  const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
  return store?.userGlobals?.get() ?? {};
}
