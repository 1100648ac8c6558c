import type { Location } from "react-router";

/** A list of photos as a page shows it: which (a PocketBase filter, "" for all) and in which order. */
export interface PhotoListSource {
  filter: string;
  sort: string;
}

/**
 * The options of a page's photo list. The grid and the viewer opened from it ask with the same
 * options, so the viewer finds the grid's pages in the cache and steps through the same photos in
 * the same order, loading the next page where the grid would.
 */
export function photoListOptions({ filter, sort }: PhotoListSource) {
  return {
    filter: filter || undefined,
    sort,
    // Each page that arrives re-renders the grid, and TanStack Query compares every page loaded
    // with the last: fewer, larger pages keep a long scroll smooth (`pnpm bench gallery-scroll`:
    // 90 to a page against 30 cut the script time of long frames by half). 90 is 13 rows at 1280 px.
    perPage: 90,
    realtime: true,
  } as const;
}

/**
 * What a photo's URL carries in its history entry when it was opened from a grid: the page under
 * it (which stays drawn, at its scroll position, while the viewer is open) and the list to step
 * through. A photo opened from a link or a reload has neither, and steps through the library.
 */
export interface ViewerState {
  background: Location;
  photos: PhotoListSource;
}

export function readViewerState(state: unknown): ViewerState | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { background, photos } = state as Partial<ViewerState>;
  if (typeof background?.pathname !== "string") return undefined;
  if (typeof photos?.filter !== "string" || typeof photos.sort !== "string") return undefined;
  return { background, photos };
}
