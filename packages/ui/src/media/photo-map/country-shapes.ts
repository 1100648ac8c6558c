// The base map: Natural Earth's countries at 1:110 million (world-atlas, 38 KB compressed), drawn
// as SVG paths on the world square. Loaded on its own, by `loadCountryShapes`, when a map is first
// shown: an app that never opens a map never downloads it, and one that does shows its photos
// while the countries are on their way.
import { geoBounds, geoContains, geoPath } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json" with { type: "json" };

import { worldProjection } from "./web-mercator";

type Countries = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

type Country = Feature<Polygon | MultiPolygon, { name: string }>;

/** The countries as the map draws them, and the one a place is in. */
export interface CountryShapes {
  /** All land, one SVG path on the world square (zoom-0 pixels). */
  land: string;
  /** The borders between countries, one SVG path (coasts are the land's edge). */
  borders: string;
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

export function countryShapes(topology: Countries): CountryShapes {
  // 0.1 mpx at zoom 0 is a pixel at zoom 12 (the closest the map goes): no visible rounding.
  const path = geoPath(worldProjection).digits(4);
  const features = feature(topology, topology.objects.countries).features as Country[];
  const boxes = features.map((country) => ({ country, bounds: geoBounds(country) }));

  const containing = (lon: number, lat: number) =>
    boxes.find(
      ({ country, bounds: [[west, south], [east, north]] }) =>
        lat >= south &&
        lat <= north &&
        // A country across the antimeridian (Russia, Fiji) has its west east of its east.
        (west <= east ? lon >= west && lon <= east : lon >= west || lon <= east) &&
        geoContains(country, [lon, lat]),
    )?.country.properties.name;

  const countryAt = (lon: number, lat: number) => {
    const found = containing(lon, lat);
    if (found) return found;
    for (const step of COAST_STEPS) {
      for (const angle of AROUND) {
        const near = containing(lon + step * Math.cos(angle), lat + step * Math.sin(angle));
        if (near) return near;
      }
    }
    return undefined;
  };
  // Photos come in thousands from the same few places (home, a trip): each place is looked up once.
  const known = new Map<string, string | undefined>();
  return {
    land: path(feature(topology, topology.objects.land)) ?? "",
    borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? "",
    countryAt: (lon, lat) => {
      const key = `${lon},${lat}`;
      if (!known.has(key)) known.set(key, countryAt(lon, lat));
      return known.get(key);
    },
  };
}

/** The countries of the world, ready to draw. */
export const worldCountries: CountryShapes = /* @__PURE__ */ countryShapes(
  countries110m as unknown as Countries,
);
