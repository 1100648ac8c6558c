import type { Decorator, Preview } from "@storybook/react-vite";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";

import { de } from "../packages/ui/src/i18n/de";
import { MessagesProvider } from "../packages/ui/src/i18n/messages-context";
import "@pocketkit/ui/styles.css";
import { docsArgTypesEnhancers, docsPageParameters } from "./docs-pages";

/** Light or dark, from the toolbar or a story's `globals: { theme: "dark" }`. */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.body.style.background = "var(--pk-background)";
  return (
    // Inline styles: Tailwind only compiles classes found in packages/ui, not in this folder.
    <div
      style={{
        background: "var(--pk-background)",
        color: "var(--pk-foreground)",
        fontFamily: "var(--pk-font-sans)",
        padding: 24,
        minHeight: "100%",
      }}
    >
      <Story />
    </div>
  );
};

/** English or German, from the toolbar or a story's `globals: { locale: "de" }`. */
const withLocale: Decorator = (Story, context) => (
  <MessagesProvider messages={context.globals.locale === "de" ? de : undefined}>
    <Story />
  </MessagesProvider>
);

const preview: Preview = {
  decorators: [withLocale, withTheme],
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
  },
  initialGlobals: { theme: "light", locale: "en" },
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
