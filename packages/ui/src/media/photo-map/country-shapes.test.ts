import { expect, test } from "vitest";

import { loadWorld } from "./country-shapes";
import { loadDetailedCountries } from "./detailed-country-shapes";

const world = await loadWorld();

test("a place is in the country Natural Earth draws around it", () => {
  const { countryAt } = world;
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
  const { countryAt } = world;
  // Marseille's Vieux-Port and the Pont de Normandie over the Seine's estuary.
  expect(countryAt(5.3698, 43.2965)).toBe("France");
  expect(countryAt(0.274, 49.4325)).toBe("France");
  expect(countryAt(-30, 40)).toBeUndefined();
  expect(countryAt(0, 0)).toBeUndefined();
});

/** The x coordinates of an SVG path's points. */
const xsOf = (d: string) => [...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((match) => Number(match[1]));

test("each country is an SVG path on the 256 px world square, Russia too, across the antimeridian", () => {
  expect(world.countries).toHaveLength(177);
  const finland = world.countries.find((country) => country.name === "Finland")!;
  expect(finland.id).toBe("246");
  expect(finland.d).toMatch(/^M[\d.]+,[\d.]+L/);
  // Finland lies between 20° and 32° E: x between 142 and 151 on the square.
  expect(Math.min(...xsOf(finland.d))).toBeGreaterThan(142);
  expect(Math.max(...xsOf(finland.d))).toBeLessThan(151);
  // Russia is cut at the antimeridian into pieces at both edges of the square, none across it.
  const russia = world.countries.find((country) => country.name === "Russia")!;
  expect(Math.min(...xsOf(russia.d))).toBeCloseTo(0, 3);
  expect(Math.max(...xsOf(russia.d))).toBeCloseTo(256, 3);
  for (const ring of russia.d.split("M").filter(Boolean)) {
    const xs = xsOf(`M${ring}`);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(128);
  }
});

test("the detailed countries are more of them (small islands), with more points each", async () => {
  const detailed = await loadDetailedCountries();
  expect(detailed.length).toBeGreaterThan(world.countries.length);
  const finland = (countries: typeof detailed) => countries.find((country) => country.id === "246")!.d;
  expect(xsOf(finland(detailed)).length).toBeGreaterThan(5 * xsOf(finland(world.countries)).length);
});
