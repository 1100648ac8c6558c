import type PocketBase from "pocketbase";

/** A photo's place, as PocketBase's geoPoint holds it. */
export interface Place {
  lat: number;
  lon: number;
}

/**
 * Photos with a place. PocketBase stores a photo without GPS as the geoPoint (0, 0), so "no
 * place" is that point, not an empty value.
 */
export const HAS_PLACE = "(location.lat != 0 || location.lon != 0)";

/** How far "Photos near here" reaches, in kilometres; the link and the library's heading say it. */
export const NEAR_KM = 25;

/** A place as the library's URL keeps it: "60.1700,24.9400" (four decimals are about 10 m). */
export function placeParam({ lat, lon }: Place): string {
  return `${lat.toFixed(4)},${lon.toFixed(4)}`;
}

/** "48.8566° N, 2.3522° E"; undefined for PocketBase's empty point (0, 0). */
export function formatPlace(location: Place | undefined): string | undefined {
  if (!location || (location.lat === 0 && location.lon === 0)) return undefined;
  const lat = `${Math.abs(location.lat).toFixed(4)}° ${location.lat >= 0 ? "N" : "S"}`;
  const lon = `${Math.abs(location.lon).toFixed(4)}° ${location.lon >= 0 ? "E" : "W"}`;
  return `${lat}, ${lon}`;
}

/** The place in a URL's "lat,lon", or undefined for anything that is not one. */
export function readPlace(value: string | null): Place | undefined {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value ?? "");
  if (!match) return undefined;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

/**
 * Photos within `km` of a place, by PocketBase's `geoDistance` (the haversine distance in km). The
 * numbers go through `pb.filter()` as numbers, never pasted into the filter as text.
 */
export function nearFilter(pb: PocketBase, { lat, lon }: Place, km = NEAR_KM): string {
  return pb.filter("geoDistance(location.lon, location.lat, {:lon}, {:lat}) < {:km}", { lon, lat, km });
}
