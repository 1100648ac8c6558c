// Where the map looks and how close: pure functions of a camera and the map's size in pixels, so
// that gestures, keys, buttons and the first fit all move the map the same way.
import { project, unproject, WORLD_SIZE, type WorldPoint } from "./web-mercator";

/** Where the map is centred and how far it is zoomed, as an app reads and sets it. */
export interface PhotoMapViewport {
  lon: number;
  lat: number;
  /** 0 shows the whole world in 256 px; each step doubles it, as in web maps. */
  zoom: number;
}

/** The same on the world square: the point at the map's centre, and the zoom. */
export interface Camera extends WorldPoint {
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The closest the map zooms. The base map has countries, not streets: much closer shows nothing
 * more, and photos of one town have split into their own markers by then.
 */
export const MAX_ZOOM = 12;

/** The closest a fit to the photos goes: one photo, or a few in one town, show with their region. */
export const MAX_FIT_ZOOM = 8;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The farthest the map zooms out: the world as wide as the map. On a tall screen (a phone) the
 * whole world then fits, with sea above and below it.
 */
export function minZoom(size: Size): number {
  return Math.max(0, Math.log2(Math.max(size.width, 1) / WORLD_SIZE));
}

/** The camera moved back within bounds: zoom within its range, and the world covering the map. */
export function clampCamera(camera: Camera, size: Size): Camera {
  const zoom = clamp(camera.zoom, minZoom(size), MAX_ZOOM);
  const scale = 2 ** zoom;
  const halfWidth = size.width / 2 / scale;
  const halfHeight = size.height / 2 / scale;
  return {
    zoom,
    x: halfWidth * 2 >= WORLD_SIZE ? WORLD_SIZE / 2 : clamp(camera.x, halfWidth, WORLD_SIZE - halfWidth),
    y: halfHeight * 2 >= WORLD_SIZE ? WORLD_SIZE / 2 : clamp(camera.y, halfHeight, WORLD_SIZE - halfHeight),
  };
}

/** The camera after the map was dragged by `dx`, `dy` pixels (the world follows the pointer). */
export function panCamera(camera: Camera, dx: number, dy: number, size: Size): Camera {
  const scale = 2 ** camera.zoom;
  return clampCamera({ zoom: camera.zoom, x: camera.x - dx / scale, y: camera.y - dy / scale }, size);
}

/**
 * The camera zoomed to `zoom`, keeping the place under `anchor` (pixels from the map's top left
 * corner; its centre when left out) where it is: the wheel and a pinch zoom about the pointer.
 */
export function zoomCamera(
  camera: Camera,
  zoom: number,
  size: Size,
  anchor?: { x: number; y: number },
): Camera {
  const at = anchor ?? { x: size.width / 2, y: size.height / 2 };
  const next = clamp(zoom, minZoom(size), MAX_ZOOM);
  const offsetX = at.x - size.width / 2;
  const offsetY = at.y - size.height / 2;
  const worldX = camera.x + offsetX / 2 ** camera.zoom;
  const worldY = camera.y + offsetY / 2 ** camera.zoom;
  return clampCamera({ zoom: next, x: worldX - offsetX / 2 ** next, y: worldY - offsetY / 2 ** next }, size);
}

/** Room to keep free at each edge of the map, in pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The camera that shows every point inside `padding` (pixels kept free at the edges: a number for
 * all four), no closer than `maxZoom`; the whole world when there are none.
 */
export function fitCamera(
  points: readonly WorldPoint[],
  size: Size,
  { padding = 64, maxZoom = MAX_FIT_ZOOM }: { padding?: number | Insets; maxZoom?: number } = {},
): Camera {
  if (points.length === 0) return clampCamera({ x: WORLD_SIZE / 2, y: WORLD_SIZE / 2, zoom: 0 }, size);
  const inset =
    typeof padding === "number" ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  let [west, east, north, south] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of points) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    north = Math.min(north, y);
    south = Math.max(south, y);
  }
  const room = {
    width: Math.max(1, size.width - inset.left - inset.right),
    height: Math.max(1, size.height - inset.top - inset.bottom),
  };
  // Points in one place have no extent: the closest fit allowed shows them.
  const zoom = Math.min(
    maxZoom,
    Math.log2(room.width / Math.max(east - west, Number.EPSILON)),
    Math.log2(room.height / Math.max(south - north, Number.EPSILON)),
  );
  // The points' box in the middle of the room left inside the insets, not of the whole map.
  const scale = 2 ** zoom;
  return clampCamera(
    {
      x: (west + east) / 2 + (inset.right - inset.left) / 2 / scale,
      y: (north + south) / 2 + (inset.bottom - inset.top) / 2 / scale,
      zoom,
    },
    size,
  );
}

/** Where a point of the world is drawn: pixels from the map's top left corner. */
export function toScreen(point: WorldPoint, camera: Camera, size: Size): { x: number; y: number } {
  const scale = 2 ** camera.zoom;
  return {
    x: (point.x - camera.x) * scale + size.width / 2,
    y: (point.y - camera.y) * scale + size.height / 2,
  };
}

export function toViewport(camera: Camera): PhotoMapViewport {
  return { ...unproject(camera), zoom: camera.zoom };
}

export function toCamera(viewport: PhotoMapViewport): Camera {
  return { ...project(viewport.lon, viewport.lat), zoom: viewport.zoom };
}
