import { geoMercator } from "d3-geo";

/**
 * The world's width (and height) at zoom 0, in CSS pixels; each zoom level doubles it, as web
 * maps' tiles do, so that zoom levels mean here what they mean to supercluster and to anyone who
 * has used a web map.
 */
export const WORLD_SIZE = 256;

/** Web Mercator stops short of the poles, where it would be infinitely tall. */
export const MAX_LATITUDE = 85.0511287798;

/**
 * Web Mercator onto a square of `WORLD_SIZE`: x from the antimeridian eastwards, y from the
 * northern edge southwards. The country shapes are drawn and the photos placed through this one
 * projection, so that they agree to the pixel.
 */
export const worldProjection = /* @__PURE__ */ geoMercator()
  .scale(WORLD_SIZE / (2 * Math.PI))
  .translate([WORLD_SIZE / 2, WORLD_SIZE / 2]);

/** A place on the world square: `x` and `y` in zoom-0 pixels. */
export interface WorldPoint {
  x: number;
  y: number;
}

/** Where a longitude and latitude lie on the world square. */
export function project(lon: number, lat: number): WorldPoint {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const [x, y] = worldProjection([lon, clamped])!;
  return { x, y };
}

/** The longitude and latitude of a point of the world square. */
export function unproject({ x, y }: WorldPoint): { lon: number; lat: number } {
  const [lon, lat] = worldProjection.invert!([x, y])!;
  return { lon, lat };
}
