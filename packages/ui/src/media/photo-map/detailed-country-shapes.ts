// The base map's closer level of detail: Natural Earth's countries at 1:50 million (world-atlas,
// 225 KB compressed), loaded the first time a map is zoomed in to a region (use-country-shapes.ts),
// where the 1:110 million coasts turn into a few long straight lines.
import countries50m from "world-atlas/countries-50m.json" with { type: "json" };

import { countriesOf, drawCountries, type CountriesTopology, type CountryPath } from "./country-paths";

export async function loadDetailedCountries(): Promise<CountryPath[]> {
  return drawCountries(countriesOf(countries50m as unknown as CountriesTopology));
}
