import { panCamera, zoomCamera, type Camera, type Size } from "./camera";

interface KeyContext {
  /** Arrow keys pan: the map itself has the focus (on a marker they are left to the page). */
  panning: boolean;
  /** Where a zoom keeps its place: the focused marker; the map's centre when left out. */
  anchor?: { x: number; y: number };
  /** The camera that shows every photo. */
  fitted: () => Camera;
}

const ZOOM_IN = new Set(["+", "="]);
const ZOOM_OUT = new Set(["-", "_"]);

/**
 * What a key does to the map, as on other web maps: arrows move it by a quarter of its shorter
 * side, + and − zoom one level (= and _ too: + and − without Shift), 0 shows all the photos.
 * Undefined for a key the map leaves alone.
 *
 * @example
 * cameraAfterKey("ArrowLeft", camera, size, { panning: true, fitted }); // the world moves right
 */
export function cameraAfterKey(
  key: string,
  camera: Camera,
  size: Size,
  context: KeyContext,
): Camera | undefined {
  const step = Math.round(Math.min(size.width, size.height) / 4);
  const pans: Record<string, [number, number]> = {
    ArrowLeft: [step, 0],
    ArrowRight: [-step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  const pan = pans[key];
  if (pan) return context.panning ? panCamera(camera, pan[0], pan[1], size) : undefined;
  if (ZOOM_IN.has(key)) return zoomCamera(camera, camera.zoom + 1, size, context.anchor);
  if (ZOOM_OUT.has(key)) return zoomCamera(camera, camera.zoom - 1, size, context.anchor);
  if (key === "0") return context.fitted();
  return undefined;
}
