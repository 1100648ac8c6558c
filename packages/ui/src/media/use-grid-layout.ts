import * as React from "react";

/** How a grid of square tiles fits its width: as CSS's `repeat(auto-fill, minmax(min(…, 100%), 1fr))` would. */
export interface GridLayout {
  columns: number;
  /** A tile's side, in px. */
  tileSize: number;
  /** A row and the gap below it, in px. */
  rowHeight: number;
  gap: number;
  /** How far the grid's top is below the top of the document: the virtualizer's `scrollMargin`. */
  top: number;
}

/** The columns that fit `width`, each at least `minTile` wide (one column if even that is too wide). */
export function fitColumns(width: number, minTile: number, gap: number): Omit<GridLayout, "top"> {
  const columns = Math.max(1, Math.floor((width + gap) / (minTile + gap)));
  const tileSize = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, tileSize, rowHeight: tileSize + gap, gap };
}

function toPixels(length: string, element: Element): number {
  const value = Number.parseFloat(length);
  if (length.endsWith("rem"))
    return value * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  if (length.endsWith("em")) return value * Number.parseFloat(getComputedStyle(element).fontSize);
  return value;
}

// The width the last grid measured. A grid's first render assumes it, so that a library the
// user comes back to has its full height at once, and the router's scroll restoration (which runs
// in that first commit, before any measurement of ours could re-render) finds the page as tall as
// it was. The measurement right after corrects it where the width differs.
let lastWidth = 0;
let lastMinTile = 160;

/**
 * The layout of a grid of square tiles in `element`: columns from its width (followed with a
 * ResizeObserver), and where it starts on the page (measured after every render, and when the
 * page's height changes: a toolbar or an upload queue appearing above it moves it down).
 */
export function useGridLayout(element: HTMLElement | null, minTileWidth: string, gap: string): GridLayout {
  const [size, setSize] = React.useState({ width: lastWidth, minTile: lastMinTile, gap: 8 });
  const [top, setTop] = React.useState(0);

  React.useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      const minTile = toPixels(minTileWidth, element);
      const gapPixels = toPixels(gap, element);
      lastWidth = width;
      lastMinTile = minTile;
      setSize((current) =>
        current.width === width && current.minTile === minTile && current.gap === gapPixels
          ? current
          : { width, minTile, gap: gapPixels },
      );
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, minTileWidth, gap]);

  const measureTop = React.useCallback(() => {
    if (!element) return;
    setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [element]);
  // Read from the page after each render, before paint: React's own case for a layout effect that
  // sets state (measuring the DOM). Measured only on mount and when the page's height changes, the
  // ScrollKeptOnReturn story fails (a grid mounted again under a restored scroll position). An
  // unchanged value renders nothing more.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring the DOM after a render is what a layout effect that sets state is for
  React.useLayoutEffect(measureTop);
  React.useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measureTop);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element, measureTop]);

  return { ...fitColumns(size.width, size.minTile, size.gap), top };
}
