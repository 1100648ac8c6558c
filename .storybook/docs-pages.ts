import { extractComponentDescription } from "./jsdoc-description";

// What the documentation pages (docs/kit/*.mdx) need from the preview, kept out of preview.tsx:
// their order in the sidebar, and component descriptions whose JSDoc tags render as markdown.

/** The sidebar: the guides, then a page per hook family and per component family, then the stories. */
const storySort = {
  order: [
    "Docs",
    ["Introduction", "Getting started", ["Vite", "Next.js App Router"], "Theming", "Messages and languages", "Testing your app"],
    "Hooks",
    ["Auth", "Records and lists", "Realtime", "Files and media", "Upload", "Completion", "Admin"],
    "Components",
    ["Primitives", "Overlays", "Auth", "Data", "Media", "AI", "Feedback", "Inputs", "Admin"],
    "Examples",
    "*",
  ],
};

export const docsPageParameters = {
  docs: { extractComponentDescription },
  options: { storySort },
};
