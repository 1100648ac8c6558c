import tailwindcss from "@tailwindcss/vite";
import remarkGfm from "remark-gfm";
import type { StorybookConfig } from "@storybook/react-vite";
import { defaultClientConditions } from "vite";

// One Storybook for the whole workspace (DESIGN §6): stories beside the components, run as tests
// in Chromium through the Vitest addon (the "storybook" project in vitest.config.ts).
const config: StorybookConfig = {
  // Strict mode, so that double effects (and leaked subscriptions) show up in every story.
  framework: { name: "@storybook/react-vite", options: { strictMode: true } },
  // The documentation pages (MDX) and the examples they show come first, then the components.
  stories: [
    "../docs/kit/**/*.mdx",
    "../docs/kit/**/*.stories.@(ts|tsx)",
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    // Tables and autolinks in the docs pages (docs/kit/*.mdx): MDX alone has no GitHub markdown.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
  ],
  // The msw worker (from `msw init`), served beside the stories.
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Packages from source, as in the tests: no build needed to see a change.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ["@pocketkit/source", ...defaultClientConditions],
    };
    return viteConfig;
  },
};

export default config;
