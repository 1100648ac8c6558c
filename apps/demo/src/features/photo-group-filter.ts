import type PocketBase from "pocketbase";

import type { Place } from "./photo-places";

/**
 * How many ids one filter names at most: PocketBase parses filters of up to 3,500 characters,
 * and each id takes 24 (`id = "…" || `), with room left for the library's own conditions.
 */
export const MAX_IDS_IN_FILTER = 100;

/**
 * A filter for a group of photos from the map: exactly these ids, or, for a group too large to
 * name in one filter, the box around their places (which may take in a few photos of a group
 * beside it; `exact` says which it is).
 */
export function groupFilter(
  pb: PocketBase,
  photos: ReadonlyArray<{ id: string; location: Place }>,
): { filter: string; exact: boolean } {
  if (photos.length <= MAX_IDS_IN_FILTER) {
    return { filter: photos.map(({ id }) => pb.filter("id = {:id}", { id })).join(" || "), exact: true };
  }
  const lats = photos.map(({ location }) => location.lat);
  const lons = photos.map(({ location }) => location.lon);
  const box = {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lons),
    east: Math.max(...lons),
  };
  return {
    filter: pb.filter(
      "location.lat >= {:south} && location.lat <= {:north} && location.lon >= {:west} && location.lon <= {:east}",
      box,
    ),
    exact: false,
  };
}
