import { expect, test } from "vitest";

import { MAX_ZOOM } from "./camera";
import { createClusterIndex, markerIds, markersAt, splitZoom } from "./photo-clusters";
import type { PhotoMapPoint } from "./photo-map-point";

// Newest first, as the Gallery gives them: four in Finland, two in Spain, one in Sardinia.
const points: PhotoMapPoint[] = [
  { id: "tampere1", lat: 61.469, lon: 23.646 },
  { id: "nuuksio1", lat: 60.301, lon: 24.513 },
  { id: "sansebastian", lat: 43.3183, lon: -1.9812 },
  { id: "tampere2", lat: 61.4725, lon: 23.6205 },
  { id: "aizkorri", lat: 42.9617, lon: -2.3336 },
  { id: "nuuksio2", lat: 60.3075, lon: 24.503 },
  { id: "piscinas", lat: 39.5435, lon: 8.4522 },
];
const country = (point: PhotoMapPoint) => (point.lat > 55 ? "Finland" : point.lon > 5 ? "Italy" : "Spain");

test("far apart, photos are markers of their own; close together, one marker with their count", () => {
  const index = createClusterIndex(points, country);
  // Zoom 8: Tampere's two (2 km apart) and Nuuksio's two, a group each; San Sebastián and
  // Aizkorri, 50 km apart, a marker each.
  const close = markersAt(index, points, 8);
  const groups = close.filter((marker) => marker.count > 1).map((marker) => marker.cover.id);
  expect(groups.sort()).toEqual(["nuuksio1", "tampere1"]);
  expect(close.reduce((sum, marker) => sum + marker.count, 0)).toBe(points.length);
  // Europe at zoom 4: Finland is one group, Spain another, Sardinia on its own.
  const far = markersAt(index, points, 4);
  expect(far.map((marker) => [marker.count, marker.countries]).sort()).toEqual([
    [1, ["Italy"]],
    [2, ["Spain"]],
    [4, ["Finland"]],
  ]);
  // At zoom 0 everything is one group, in two countries and a third.
  const world = markersAt(index, points, 0);
  expect(world).toHaveLength(1);
  expect(world[0]!.countries.sort()).toEqual(["Finland", "Italy", "Spain"]);
});

test("a group shows its first photo in the order given, and lists its photos in that order", () => {
  const index = createClusterIndex(points);
  const finland = markersAt(index, points, 4).find((marker) => marker.count === 4)!;
  expect(finland.cover.id).toBe("tampere1");
  expect(finland.countries).toEqual([]);
  expect(markerIds(index, points, finland)).toEqual(["tampere1", "nuuksio1", "tampere2", "nuuksio2"]);
  const sardinia = markersAt(index, points, 4).find((marker) => marker.count === 1)!;
  expect(sardinia.key).toBe("ppiscinas");
  expect(markerIds(index, points, sardinia)).toEqual(["piscinas"]);
  // Zooming in far enough splits Finland's group.
  const split = splitZoom(index, finland);
  expect(split).toBeGreaterThan(4);
  expect(
    markersAt(index, points, split).filter((marker) => marker.countries.length === 0).length,
  ).toBeGreaterThan(0);
});

test("photos taken in one place stay one marker at the closest zoom, never drawn on each other", () => {
  const same = Array.from({ length: 5 }, (_, n) => ({ id: `home${n}`, lat: 52.52, lon: 13.405 }));
  const index = createClusterIndex(same);
  const markers = markersAt(index, same, MAX_ZOOM);
  expect(markers).toHaveLength(1);
  expect(markers[0]!.count).toBe(5);
  expect(markerIds(index, same, markers[0]!)).toEqual(["home0", "home1", "home2", "home3", "home4"]);
});
