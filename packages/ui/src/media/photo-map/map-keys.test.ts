import { expect, test } from "vitest";

import { fitCamera, toScreen } from "./camera";
import { cameraAfterKey } from "./map-keys";
import { project } from "./web-mercator";

const size = { width: 800, height: 480 };
const camera = { ...project(10, 50), zoom: 5 };
const fitted = () => fitCamera([project(-4, 43), project(24, 61)], size);
const prague = project(14.4, 50.08);

test("arrows move the map a quarter of its shorter side, when the map has the focus", () => {
  const before = toScreen(prague, camera, size);
  const left = cameraAfterKey("ArrowLeft", camera, size, { panning: true, fitted })!;
  expect(toScreen(prague, left, size).x - before.x).toBeCloseTo(120, 9);
  const down = cameraAfterKey("ArrowDown", camera, size, { panning: true, fitted })!;
  expect(toScreen(prague, down, size).y - before.y).toBeCloseTo(-120, 9);
  // On a marker, arrows are left to the page.
  expect(cameraAfterKey("ArrowLeft", camera, size, { panning: false, fitted })).toBeUndefined();
});

test("+ and − zoom a level about the focused marker, with or without Shift; 0 shows all", () => {
  const anchor = toScreen(prague, camera, size);
  for (const key of ["+", "="]) {
    const zoomed = cameraAfterKey(key, camera, size, { panning: false, anchor, fitted })!;
    expect(zoomed.zoom).toBe(6);
    expect(toScreen(prague, zoomed, size).x).toBeCloseTo(anchor.x, 6);
    expect(toScreen(prague, zoomed, size).y).toBeCloseTo(anchor.y, 6);
  }
  for (const key of ["-", "_"])
    expect(cameraAfterKey(key, camera, size, { panning: true, fitted })!.zoom).toBe(4);
  expect(cameraAfterKey("0", camera, size, { panning: true, fitted })).toEqual(fitted());
  expect(cameraAfterKey("a", camera, size, { panning: true, fitted })).toBeUndefined();
});
