// Test-only places of the photo map's stories: the Gallery's sample photos (20 placed, in eleven
// countries), and a crowd of photos around a few cities. Not part of the package's API.
import type { PhotoMapPoint } from "./photo-map-point";

/** The demo's placed photos, newest first as the Gallery gives them. */
export const samplePoints: PhotoMapPoint[] = [
  { id: "aizkorri", lat: 42.9617, lon: -2.3336, label: "Autumn below Aitzgorri" },
  { id: "aralar", lat: 43.0043, lon: -2.1121, label: "Stream in the wood" },
  { id: "txindoki", lat: 43.0266, lon: -2.085, label: "Sunset from the summit" },
  { id: "donostia", lat: 43.3183, lon: -1.9812, label: "Two friends at the window" },
  { id: "aarhus", lat: 56.155994, lon: 10.208206, label: "Paper cups" },
  { id: "midsummer", lat: 61.469, lon: 23.646, label: "Midsummer night, 1 am" },
  { id: "jetty", lat: 61.4725, lon: 23.6205, label: "Jetty in the fog" },
  { id: "stands-out", lat: 60.301, lon: 24.513, label: "One stands out" },
  { id: "spruce", lat: 60.3075, lon: 24.503, label: "Path through the spruce forest" },
  { id: "piscinas", lat: 39.5435, lon: 8.4522, label: "Dune grass" },
  { id: "normandie", lat: 49.4325, lon: 0.274, label: "Under the bridge's cables" },
  { id: "auge", lat: 49.146, lon: 0.226, label: "Ladybird on a grass stalk" },
  { id: "picos", lat: 43.159, lon: -4.8, label: "Trail in the Picos de Europa" },
  { id: "derwentwater", lat: 54.5975, lon: -3.142, label: "Rowing boats at dusk" },
  { id: "munich", lat: 48.152, lon: 11.592, label: "Nuthatch" },
  { id: "basel", lat: 47.563, lon: 7.601, label: "Woven facade" },
  { id: "bavaria", lat: 47.799, lon: 11.328, label: "Dandelion clocks" },
  { id: "mikolajki", lat: 53.803, lon: 21.568, label: "Boardwalk by the lake" },
  { id: "petrin", lat: 50.083, lon: 14.395, label: "" },
  { id: "wachau", lat: 48.395, lon: 15.52, label: "Dragonfly on a twig" },
];

const cities = [
  { name: "Helsinki", lat: 60.17, lon: 24.94 },
  { name: "Lisbon", lat: 38.72, lon: -9.14 },
  { name: "Kyoto", lat: 35.01, lon: 135.77 },
  { name: "New York", lat: 40.71, lon: -74.0 },
  { name: "Cape Town", lat: -33.92, lon: 18.42 },
  { name: "Sydney", lat: -33.87, lon: 151.21 },
];

/**
 * `count` photos spread around six cities on four continents, the same every time (a fixed
 * pseudo-random sequence), most within a few kilometres of the centre and some further out.
 */
export function crowdOfPoints(count: number): PhotoMapPoint[] {
  // Park and Miller's generator: products stay below 2^53, so every run draws the same numbers.
  let seed = 42;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  return Array.from({ length: count }, (_, index) => {
    const city = cities[index % cities.length]!;
    const spread = random() < 0.8 ? 0.08 : 1.2;
    return {
      id: `crowd-${index + 1}`,
      lat: city.lat + (random() - 0.5) * spread,
      lon: city.lon + (random() - 0.5) * spread * 1.5,
      label: `${city.name} ${index + 1}`,
    };
  });
}
