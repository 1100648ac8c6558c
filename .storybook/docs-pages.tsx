import ThemedDocsContainer from "./themed-docs-container";
import { extractComponentDescription, jsdocArgTypes } from "./jsdoc-description";
import { unionArgTypes } from "./union-types";

// What the docs need from the preview, kept out of preview.tsx: component descriptions whose
// JSDoc tags render as markdown in the Docs tab, union types written out in the props table, and a
// page that follows the theme toolbar (themed-docs-container.tsx).

export const docsPageParameters = {
  docs: { extractComponentDescription, container: ThemedDocsContainer },
};

/** After the renderer's own, which reads the props from react-docgen. */
export const docsArgTypesEnhancers = [jsdocArgTypes, unionArgTypes];
