// Photos close together on the screen become one marker: supercluster's index of the points,
// asked for the groups of a zoom level. Each group knows the first of its photos in the order
// they were given (its cover) and the countries they were taken in (its name), gathered by
// supercluster's map/reduce as it builds, so that drawing a marker never walks its photos.
import Supercluster from "supercluster";

import { MAX_ZOOM } from "./camera";
import type { PhotoMapPoint } from "./photo-map-point";
import { project, WORLD_SIZE, type WorldPoint } from "./web-mercator";

interface PointProperties {
  index: number;
  country: string | undefined;
}

interface GroupProperties {
  first: number;
  countries: string[];
}

export type ClusterIndex = Supercluster<PointProperties, GroupProperties>;

/** One marker on the map: a photo, or a group of photos drawn as one. */
export interface MapMarker extends WorldPoint {
  /** Stable while the zoom level stays: `p…` for a photo, `c…` for a group. */
  key: string;
  count: number;
  /** The photo whose picture the marker shows: the group's first in the order given. */
  cover: PhotoMapPoint;
  /** The countries its photos were taken in, as far as known, each once. */
  countries: string[];
  /** supercluster's id of a group, to list its photos. */
  clusterId?: number;
}

/**
 * How close (in pixels) two markers may come before they become one: a marker is 56 px wide, so
 * neighbours keep a little sea between them.
 */
const CLUSTER_RADIUS = 80;

/** An index of the points, with each point's country when `countryOf` knows it. */
export function createClusterIndex(
  points: readonly PhotoMapPoint[],
  countryOf?: (point: PhotoMapPoint) => string | undefined,
): ClusterIndex {
  const index: ClusterIndex = new Supercluster<PointProperties, GroupProperties>({
    radius: CLUSTER_RADIUS,
    // Its radius is relative to a tile of this many pixels: one zoom-0 world here.
    extent: WORLD_SIZE,
    // Photos in one place stay a group at every zoom, rather than markers drawn on each other.
    maxZoom: MAX_ZOOM,
    map: ({ index: at, country }) => ({ first: at, countries: country ? [country] : [] }),
    // supercluster copies a group's properties shallowly into the group above it: the list of
    // countries is replaced, never pushed to, or the smaller group's list would grow too.
    reduce: (group, other) => {
      group.first = Math.min(group.first, other.first);
      const added = other.countries.filter((country) => !group.countries.includes(country));
      if (added.length > 0) group.countries = [...group.countries, ...added];
    },
  });
  index.load(
    points.map((point, at) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [point.lon, point.lat] },
      properties: { index: at, country: countryOf?.(point) },
    })),
  );
  return index;
}

/** Every marker of the world at a whole zoom level. */
export function markersAt(index: ClusterIndex, points: readonly PhotoMapPoint[], level: number): MapMarker[] {
  return index.getClusters([-180, -90, 180, 90], level).map((feature) => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ("cluster" in properties) {
      return {
        ...project(lon, lat),
        key: `c${properties.cluster_id}`,
        count: properties.point_count,
        cover: points[properties.first]!,
        countries: properties.countries,
        clusterId: properties.cluster_id,
      };
    }
    const point = points[properties.index]!;
    return {
      ...project(lon, lat),
      key: `p${point.id}`,
      count: 1,
      cover: point,
      countries: properties.country ? [properties.country] : [],
    };
  });
}

/** The ids of a marker's photos, in the order the points were given. */
export function markerIds(
  index: ClusterIndex,
  points: readonly PhotoMapPoint[],
  marker: MapMarker,
): string[] {
  if (marker.clusterId === undefined) return [marker.cover.id];
  return index
    .getLeaves(marker.clusterId, Infinity)
    .map((leaf) => leaf.properties.index)
    .sort((a, b) => a - b)
    .map((at) => points[at]!.id);
}

/** The zoom level at which a group splits into smaller ones (or its photos). */
export function splitZoom(index: ClusterIndex, marker: MapMarker): number {
  return marker.clusterId === undefined ? MAX_ZOOM : index.getClusterExpansionZoom(marker.clusterId);
}
