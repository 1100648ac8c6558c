// Natural Earth's countries (world-atlas's TopoJSON) as SVG paths on the world square, the base
// map's drawing. Shared by the two lazily loaded levels of detail (country-shapes.ts and
// detailed-country-shapes.ts); nothing else imports it, so it comes with them.
import { geoPath } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

import { worldProjection } from "./web-mercator";

/** world-atlas's countries file: each country a geometry with its Natural Earth name. */
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export type Country = Feature<Polygon | MultiPolygon, { name: string }>;

/** One country drawn: its SVG path on the world square (zoom-0 pixels). */
export interface CountryPath {
  /** ISO 3166-1 numeric code, as world-atlas has it (a few disputed areas have none). */
  id: string;
  name: string;
  d: string;
}

export function countriesOf(topology: CountriesTopology): Country[] {
  return feature(topology, topology.objects.countries).features as Country[];
}

// Drawing the detailed countries takes most of a second on a laptop (d3 cuts every ring at the
// antimeridian and the poles): done in slices of this many milliseconds with the page free in
// between, so that a zoom or a drag is never held up behind it.
const SLICE_MS = 8;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The countries' paths, one per country: the browser skips drawing those off screen, which one
 * path for all land would not let it do. Coasts and borders are the paths' strokes.
 */
export async function drawCountries(countries: readonly Country[]): Promise<CountryPath[]> {
  // Four decimals of a zoom-0 pixel are a sixteenth of a pixel at zoom 12, the closest the map
  // goes: no visible rounding, and no longer strings than that needs.
  const path = geoPath(worldProjection).digits(4);
  const drawn: CountryPath[] = [];
  let sliceStart = performance.now();
  for (const [index, country] of countries.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    const d = path(country);
    if (d) drawn.push({ id: String(country.id ?? index), name: country.properties.name, d });
  }
  return drawn;
}
