import type { Decorator, Preview } from "@storybook/react-vite";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";
import { useLayoutEffect, useRef, type ReactNode } from "react";

import { de } from "../packages/ui/src/i18n/de";
import { MessagesProvider } from "../packages/ui/src/i18n/messages-context";
import "@pocketkit/ui/styles.css";
import { docsArgTypesEnhancers, docsPageParameters } from "./docs-pages";
import { storyClock } from "./visual-clock";

type Direction = "ltr" | "rtl";

/**
 * The story's root: theme and direction on the element itself, so that in Docs (many stories on
 * one page) each story keeps its own. In Docs the story's whole canvas block is painted too, or a
 * dark story would sit as a dark box inside a white frame; on the canvas the document gets them,
 * for what Radix portals to <body> (dialogs, menus, toasts).
 */
function StoryRoot({
  dark,
  dir,
  docs,
  children,
}: {
  dark: boolean;
  dir: Direction;
  docs: boolean;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (docs) {
      // The same iframe shows the canvas too: what a canvas story left on the document goes.
      document.documentElement.classList.remove("dark");
      document.documentElement.removeAttribute("dir");
      const block = root.current?.closest<HTMLElement>(".docs-story");
      if (!block) return;
      block.classList.toggle("dark", dark);
      block.style.background = "var(--pk-background)";
      return;
    }
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.dir = dir;
    document.body.style.background = "var(--pk-background)";
  }, [dark, dir, docs]);
  return (
    // Inline styles: Tailwind only compiles classes found in packages/ui, not in this folder.
    <div
      ref={root}
      data-story-root=""
      className={dark ? "dark" : undefined}
      dir={dir}
      style={{
        background: "var(--pk-background)",
        color: "var(--pk-foreground)",
        fontFamily: "var(--pk-font-sans)",
        padding: 24,
        minHeight: "100%",
      }}
    >
      {children}
    </div>
  );
}

/**
 * Light or dark, left-to-right or right-to-left: from the toolbar or a story's
 * `globals: { theme: "dark", direction: "rtl" }`.
 */
const withThemeAndDirection: Decorator = (Story, context) => (
  <StoryRoot
    dark={context.globals.theme === "dark"}
    dir={context.globals.direction === "rtl" ? "rtl" : "ltr"}
    docs={context.viewMode === "docs"}
  >
    <Story />
  </StoryRoot>
);

/**
 * English or German, from the toolbar or a story's `globals: { locale: "de" }`; the direction goes
 * to the provider too, which hands it to Radix (arrow keys, the side menus open on).
 */
const withLocale: Decorator = (Story, context) => (
  <MessagesProvider
    messages={context.globals.locale === "de" ? de : undefined}
    dir={context.globals.direction === "rtl" ? "rtl" : "ltr"}
  >
    <Story />
  </MessagesProvider>
);

const preview: Preview = {
  decorators: [withLocale, withThemeAndDirection],
  // In the story tests the clock stands still (visual-clock.ts) so that first renders are the same
  // on every run; a scripted interaction needs time to pass, so its clock runs while it plays.
  beforeEach: ({ tags }) => {
    const clock = storyClock();
    if (!clock || !tags.includes("interaction")) return;
    clock.run();
    return () => clock.stop();
  },
  // Stories that talk to PocketBase get an in-memory one (createPocketBaseMock) through msw. The
  // worker URL is relative, so a Storybook published under a sub-path still finds it; handlers
  // are reset between stories by the addon.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        serviceWorker: { url: "./mockServiceWorker.js" },
        onUnhandledFrame: "bypass",
        quiet: true,
      });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: "Colour scheme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
    locale: {
      description: "Language of the components' strings",
      toolbar: { title: "Language", icon: "globe", items: ["en", "de"], dynamicTitle: true },
    },
    direction: {
      description: "Writing direction: left-to-right, or right-to-left as Arabic and Hebrew are written",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light", locale: "en", direction: "ltr" },
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: "error" },
    controls: { expanded: true },
    // JSDoc `@example` blocks as code in the Docs tab (docs-pages.ts).
    ...docsPageParameters,
    // The guides (docs/kit/*.mdx) first. Storybook reads this order from this file as written, so
    // it stays here rather than in docs-pages.ts.
    options: {
      storySort: {
        order: [
          "Docs",
          [
            "Introduction",
            "Getting started",
            ["Vite", "Next.js App Router"],
            "Theming",
            "Messages and languages",
            "Testing your app",
          ],
          "Hooks",
          ["Auth", "Records and lists", "Realtime", "Files and media", "Upload", "Completion", "Admin"],
          "Components",
          ["Primitives", "Overlays", "Auth", "Data", "Media", "AI", "Feedback", "Inputs", "Admin"],
          "*",
          "Examples",
        ],
      },
    },
  },
  tags: ["autodocs"],
  // Props' JSDoc tags (`@default`, `@example`) as markdown in the props table (docs-pages.ts).
  argTypesEnhancers: docsArgTypesEnhancers,
};

export default preview;
