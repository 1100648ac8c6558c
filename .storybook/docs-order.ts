// The sidebar's order, read by the preview (docs-pages.ts) and by scripts/storybook-llms.ts.

/** The sidebar: the guides, then a page per hook family and per component family, then the stories. */
export const storySort = {
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
    "Examples",
    "*",
  ],
};
