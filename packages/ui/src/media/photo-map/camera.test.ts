import { expect, test } from "vitest";

import {
  clampCamera,
  fitCamera,
  MAX_FIT_ZOOM,
  MAX_ZOOM,
  minZoom,
  panCamera,
  toCamera,
  toScreen,
  toViewport,
  zoomCamera,
} from "./camera";
import { project, unproject, WORLD_SIZE } from "./web-mercator";

const desktop = { width: 1280, height: 720 };
const phone = { width: 390, height: 640 };

test("the world square is Web Mercator's: Greenwich on the equator in the middle, the antimeridian at the edges", () => {
  expect(project(0, 0)).toEqual({ x: 128, y: 128 });
  expect(project(-180, 0).x).toBeCloseTo(0, 9);
  expect(project(180, 0).x).toBeCloseTo(WORLD_SIZE, 9);
  // The square's top is Web Mercator's northern limit; beyond it a place stays on the edge.
  expect(project(0, 85.0511287798).y).toBeCloseTo(0, 6);
  expect(project(0, 89.9).y).toBeCloseTo(0, 6);
  // Helsinki, as web maps put it (tile maths: x = (lon + 180) / 360, y from ln(tan + sec)).
  const helsinki = project(24.94, 60.17);
  expect(helsinki.x).toBeCloseTo(((24.94 + 180) / 360) * 256, 9);
  const radians = (60.17 * Math.PI) / 180;
  expect(helsinki.y).toBeCloseTo(
    ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 256,
    9,
  );
  expect(unproject(helsinki).lon).toBeCloseTo(24.94, 9);
  expect(unproject(helsinki).lat).toBeCloseTo(60.17, 9);
});

test("zoomed out as far as it goes, the world is as wide as the map", () => {
  expect(minZoom(desktop)).toBeCloseTo(Math.log2(1280 / 256), 9);
  const world = clampCamera({ x: 0, y: 0, zoom: 0 }, desktop);
  expect(world.zoom).toBe(minZoom(desktop));
  // Wider than tall: centred across, and held so that no blank shows above the world.
  expect(world.x).toBeCloseTo(128, 9);
  expect(toScreen({ x: 0, y: 0 }, world, desktop).y).toBeCloseTo(0, 9);
  // On a phone the whole world shows, in the middle, sea above and below.
  const phoneWorld = clampCamera({ x: 0, y: 0, zoom: 0 }, phone);
  expect(phoneWorld.zoom).toBeCloseTo(Math.log2(390 / 256), 9);
  expect(toScreen({ x: 0, y: 0 }, phoneWorld, phone)).toEqual({ x: 0, y: (640 - 390) / 2 });
});

test("no closer than the closest zoom, and no panning off the world's edge", () => {
  expect(clampCamera({ x: 128, y: 128, zoom: 30 }, desktop).zoom).toBe(MAX_ZOOM);
  const dragged = panCamera({ x: 128, y: 128, zoom: 4 }, 100_000, 100_000, desktop);
  // The world's top left corner has come to the map's top left corner, and no further.
  const corner = toScreen({ x: 0, y: 0 }, dragged, desktop);
  expect(corner.x).toBeCloseTo(0, 6);
  expect(corner.y).toBeCloseTo(0, 6);
});

test("a drag moves the world with the pointer", () => {
  const camera = { ...project(10, 50), zoom: 5 };
  const helsinki = project(24.94, 60.17);
  const before = toScreen(helsinki, camera, desktop);
  const after = toScreen(helsinki, panCamera(camera, 30, -20, desktop), desktop);
  expect(after.x - before.x).toBeCloseTo(30, 9);
  expect(after.y - before.y).toBeCloseTo(-20, 9);
});

test("zooming about a point keeps that point under the pointer", () => {
  const camera = { ...project(10, 50), zoom: 4 };
  const pointer = { x: 900, y: 200 };
  const zoomed = zoomCamera(camera, 6.5, desktop, pointer);
  expect(zoomed.zoom).toBe(6.5);
  const before = toViewport({ ...camera, ...shift(camera, pointer) });
  const under = toScreen(project(before.lon, before.lat), zoomed, desktop);
  expect(under.x).toBeCloseTo(pointer.x, 6);
  expect(under.y).toBeCloseTo(pointer.y, 6);
  // Without a pointer, about the centre.
  const centred = zoomCamera(camera, 5, desktop);
  expect(centred.x).toBeCloseTo(camera.x, 9);
  expect(centred.y).toBeCloseTo(camera.y, 9);
});

/** The world point under `pointer`. */
function shift(camera: { x: number; y: number; zoom: number }, pointer: { x: number; y: number }) {
  const scale = 2 ** camera.zoom;
  return {
    x: camera.x + (pointer.x - desktop.width / 2) / scale,
    y: camera.y + (pointer.y - desktop.height / 2) / scale,
  };
}

test("a fit shows every point inside the padding, as close as that allows", () => {
  // The demo's photos: from San Sebastián and the Picos de Europa to Tampere.
  const places = [
    project(-4.8, 43.159),
    project(-1.9812, 43.3183),
    project(23.646, 61.469),
    project(8.4522, 39.5435),
    project(-3.142, 54.5975),
  ];
  for (const size of [desktop, phone]) {
    const camera = fitCamera(places, size, { padding: 64 });
    const onScreen = places.map((place) => toScreen(place, camera, size));
    for (const { x, y } of onScreen) {
      expect(x).toBeGreaterThanOrEqual(64 - 1e-6);
      expect(x).toBeLessThanOrEqual(size.width - 64 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(64 - 1e-6);
      expect(y).toBeLessThanOrEqual(size.height - 64 + 1e-6);
    }
    // As close as fits: one side of the points' box touches the padding.
    const xs = onScreen.map(({ x }) => x);
    const ys = onScreen.map(({ y }) => y);
    const spread = Math.max(
      (Math.max(...xs) - Math.min(...xs)) / (size.width - 128),
      (Math.max(...ys) - Math.min(...ys)) / (size.height - 128),
    );
    expect(spread).toBeCloseTo(1, 6);
  }
});

test("a fit keeps the points out of room kept free on one side (the zoom buttons')", () => {
  const places = [project(-4.8, 43.159), project(23.646, 61.469)];
  const insets = { top: 48, right: 88, bottom: 48, left: 48 };
  const camera = fitCamera(places, phone, { padding: insets });
  const [spain, finland] = places.map((place) => toScreen(place, camera, phone));
  expect(spain!.x).toBeCloseTo(48, 6);
  expect(finland!.x).toBeCloseTo(390 - 88, 6);
});

test("one photo, or several in one place, fit at the closest fit zoom; none shows the world", () => {
  const jetty = project(24.513, 60.301);
  const one = fitCamera([jetty], desktop);
  expect(one.zoom).toBe(MAX_FIT_ZOOM);
  expect(toScreen(jetty, one, desktop)).toEqual({ x: 640, y: 360 });
  expect(fitCamera([jetty, jetty, jetty], desktop).zoom).toBe(MAX_FIT_ZOOM);
  expect(fitCamera([], desktop)).toEqual(clampCamera({ x: 128, y: 128, zoom: 0 }, desktop));
});

test("a viewport and a camera are the same place", () => {
  const viewport = { lon: 24.94, lat: 60.17, zoom: 6 };
  const back = toViewport(toCamera(viewport));
  expect(back.lon).toBeCloseTo(24.94, 9);
  expect(back.lat).toBeCloseTo(60.17, 9);
  expect(back.zoom).toBe(6);
});
