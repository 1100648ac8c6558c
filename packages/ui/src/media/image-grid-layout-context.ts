import type { Virtualizer } from "@tanstack/react-virtual";
import * as React from "react";

import type { ImageGridSection } from "./image-grid-rows";

/** What an `ImageGridView` tells the parts inside it (a scrubber) of its layout. */
export interface ImageGridLayout {
  sections: readonly ImageGridSection[];
  /** Each section's first row (its heading), an index into the virtualizer's rows. */
  sectionRows: readonly number[];
  /** The grid's rows: their offsets, the total height, scrolling to one. */
  virtualizer: Virtualizer<Window, Element>;
  /** How far the grid's top is below the top of the document, in px. */
  top: number;
}

export const ImageGridLayoutContext = React.createContext<ImageGridLayout | undefined>(undefined);

/** The layout of the `ImageGridView` a part is in. @throws when the part is outside one. */
export function useImageGridLayout(part: string): ImageGridLayout {
  const layout = React.useContext(ImageGridLayoutContext);
  if (!layout) throw new Error(`${part} must be used within ImageGridView (or ImageGrid)`);
  return layout;
}
