import * as React from "react";

import type { CountryShapes } from "./country-shapes";

// One download for every map on the page, kept for the page's life. A failed one is tried again
// by the next map that mounts.
let loaded: CountryShapes | undefined;
let loading: Promise<CountryShapes> | undefined;

function loadCountryShapes(): Promise<CountryShapes> {
  loading ??= import("./country-shapes").then(
    (module) => (loaded = module.worldCountries),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The base map's countries: undefined until their module has arrived (the first map of a page
 * asks for it; the photos show meanwhile), and if it cannot be loaded (the map works without).
 */
export function useCountryShapes(): CountryShapes | undefined {
  const [shapes, setShapes] = React.useState(loaded);
  React.useEffect(() => {
    if (shapes) return;
    let live = true;
    loadCountryShapes().then(
      (result) => live && setShapes(result),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shapes]);
  return shapes;
}
