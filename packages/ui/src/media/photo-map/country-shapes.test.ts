import { expect, test } from "vitest";

import { worldCountries } from "./country-shapes";

test("a place is in the country Natural Earth draws around it", () => {
  const { countryAt } = worldCountries;
  expect(countryAt(24.513, 60.301)).toBe("Finland");
  expect(countryAt(-2.3336, 42.9617)).toBe("Spain");
  expect(countryAt(14.395, 50.083)).toBe("Czechia");
  expect(countryAt(139.69, 35.68)).toBe("Japan");
  expect(countryAt(-74, 40.71)).toBe("United States of America");
  // Across the antimeridian: Chukotka is Russia's on both sides.
  expect(countryAt(177.5, 64.7)).toBe("Russia");
  expect(countryAt(-175, 66)).toBe("Russia");
});

test("a harbour the simplified coast leaves at sea counts for the country beside it; the open sea for none", () => {
  const { countryAt } = worldCountries;
  // Marseille's Vieux-Port and the Pont de Normandie over the Seine's estuary.
  expect(countryAt(5.3698, 43.2965)).toBe("France");
  expect(countryAt(0.274, 49.4325)).toBe("France");
  expect(countryAt(-30, 40)).toBeUndefined();
  expect(countryAt(0, 0)).toBeUndefined();
});

test("the land and the borders are SVG paths on the 256 px world square", () => {
  expect(worldCountries.land).toMatch(/^M[\d.]+,[\d.]+L/);
  expect(worldCountries.borders).toMatch(/^M[\d.]+,[\d.]+L/);
  const xs = [...worldCountries.land.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((match) => Number(match[1]));
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...xs)).toBeLessThanOrEqual(256);
});
