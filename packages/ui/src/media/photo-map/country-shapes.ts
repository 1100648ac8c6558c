// The base map's first level of detail: Natural Earth's countries at 1:110 million (world-atlas,
// 38 KB compressed), drawn, and the country a place is in. Loaded on its own when a map first
// shows (use-country-shapes.ts): an app that never opens a map never downloads it, and one that
// does shows its photos while the countries are on their way.
import { geoBounds, geoContains } from "d3-geo";
import countries110m from "world-atlas/countries-110m.json" with { type: "json" };

import {
  countriesOf,
  drawCountries,
  type CountriesTopology,
  type Country,
  type CountryPath,
} from "./country-paths";

/** The countries as the map draws them at first, and the one a place is in. */
export interface CountryShapes {
  countries: CountryPath[];
  /**
   * The country a place is in (its English name in Natural Earth, "Finland", "Czechia"), or
   * undefined at sea. A place on a coast the simplified shapes cut off counts for the country
   * beside it.
   */
  countryAt: (lon: number, lat: number) => string | undefined;
}

// Coasts at this scale are off by up to some 20 km: a harbour or a beach can lie "at sea". Looked
// for around the place, in these steps (degrees), when it is in no country.
const COAST_STEPS = [0.15, 0.3];
const AROUND = [0, 45, 90, 135, 180, 225, 270, 315].map((degrees) => (degrees * Math.PI) / 180);

/** `countryAt` over these countries. */
export function countryFinder(countries: readonly Country[]): CountryShapes["countryAt"] {
  const boxes = countries.map((country) => ({ country, bounds: geoBounds(country) }));
  const containing = (lon: number, lat: number) =>
    boxes.find(
      ({ country, bounds: [[west, south], [east, north]] }) =>
        lat >= south &&
        lat <= north &&
        // A country across the antimeridian (Russia, Fiji) has its west east of its east.
        (west <= east ? lon >= west && lon <= east : lon >= west || lon <= east) &&
        geoContains(country, [lon, lat]),
    )?.country.properties.name;
  const near = (lon: number, lat: number) => {
    const found = containing(lon, lat);
    if (found) return found;
    for (const step of COAST_STEPS) {
      for (const angle of AROUND) {
        const around = containing(lon + step * Math.cos(angle), lat + step * Math.sin(angle));
        if (around) return around;
      }
    }
    return undefined;
  };
  // Photos come in thousands from the same few places (home, a trip): each place is looked up once.
  const known = new Map<string, string | undefined>();
  return (lon, lat) => {
    const key = `${lon},${lat}`;
    if (!known.has(key)) known.set(key, near(lon, lat));
    return known.get(key);
  };
}

/** The world's countries at 1:110 million, drawn, with `countryAt`. */
export async function loadWorld(): Promise<CountryShapes> {
  const countries = countriesOf(countries110m as unknown as CountriesTopology);
  return { countries: await drawCountries(countries), countryAt: countryFinder(countries) };
}
