import { storySort } from "./docs-order";
import { extractComponentDescription } from "./jsdoc-description";

// What the documentation pages (docs/kit/*.mdx) need from the preview, kept out of preview.tsx:
// their order in the sidebar, and component descriptions whose JSDoc tags render as markdown.

export const docsPageParameters = {
  docs: { extractComponentDescription },
  options: { storySort },
};
