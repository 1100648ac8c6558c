import * as React from "react";

import type { CountryPath } from "./country-paths";
import type { CountryShapes } from "./country-shapes";

/** From this zoom on (a region, a country) the map draws Natural Earth's 1:50 million countries. */
export const DETAIL_ZOOM = 5;

/**
 * A module loaded once for every map of the page and kept for the page's life; a failed load is
 * tried again by the next map that asks.
 */
function loader<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= load().then(
        (result) => (loaded = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

const world = loader(async () => (await import("./country-shapes")).loadWorld());
const detailed = loader(async () => (await import("./detailed-country-shapes")).loadDetailedCountries());

/** Renders again once `source` has loaded (once, whatever it is asked for). */
function useLoaded<T>(source: ReturnType<typeof loader<T>>, wanted: boolean): T | undefined {
  const [value, setValue] = React.useState(source.get);
  React.useEffect(() => {
    if (value || !wanted) return;
    let live = true;
    // The map works without its countries (photos on the sea's colour): a failure says nothing.
    source.load().then(
      (result) => live && setValue(result),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source, value, wanted]);
  return value;
}

/**
 * The base map for a zoom: the countries to draw (the detailed ones once the map has been zoomed
 * in to `DETAIL_ZOOM` and they have arrived; the world's until then), and the country a place is
 * in. Both undefined until the first module has arrived.
 */
export function useCountryShapes(zoom: number): {
  countries: CountryPath[] | undefined;
  countryAt: CountryShapes["countryAt"] | undefined;
  /** The shapes for this zoom are still on their way (coarse ones, or none, are drawn meanwhile). */
  settling: boolean;
} {
  const shapes = useLoaded(world, true);
  // Asked for at the first close zoom, and kept: zooming out and in again draws at once.
  const [wantDetail, setWantDetail] = React.useState(false);
  if (zoom >= DETAIL_ZOOM && !wantDetail) setWantDetail(true);
  const close = useLoaded(detailed, wantDetail);
  return {
    countries: zoom >= DETAIL_ZOOM && close ? close : shapes?.countries,
    countryAt: shapes?.countryAt,
    settling: !shapes || (zoom >= DETAIL_ZOOM && !close),
  };
}
