import * as React from "react";

import { panCamera, zoomCamera, type Camera, type Size } from "./camera";

interface Point {
  x: number;
  y: number;
}

type Gesture =
  // A pointer is down and has not moved far yet: a click on a marker, or the start of a drag.
  | { kind: "press"; start: Point }
  | { kind: "drag"; start: Point; from: Camera }
  | { kind: "pinch"; distance: number; middle: Point; from: Camera };

interface UseMapGesturesOptions {
  /** The camera as drawn now. */
  camera: Camera;
  size: Size;
  /** Moves the map. */
  onCameraChange: (camera: Camera) => void;
}

/** Movement (px) that makes a press a drag rather than a click. */
const SLOP = 6;
/** Zoom levels per pixel of wheel: a mouse's notch (100 px) is half a level. */
const WHEEL_ZOOM = 0.005;
/** A trackpad's pinch comes as a wheel with ctrlKey, in small steps. */
const TRACKPAD_PINCH_ZOOM = 0.02;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middleOf = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The pointer's ways of moving a map, as on every web map: a drag pans (from anywhere, markers
 * too: a press that moves is a drag, not a click), two fingers pinch and pan, the wheel (and a
 * trackpad's pinch) zooms about the pointer, a double click zooms in there. Spread `handlers` and
 * `ref` on the map's root; `dragging` is true while a drag or pinch is under way.
 */
export function useMapGestures({ camera, size, onCameraChange }: UseMapGesturesOptions) {
  const root = React.useRef<HTMLElement | null>(null);
  const pointers = React.useRef(new Map<number, Point>());
  const gesture = React.useRef<Gesture | undefined>(undefined);
  // Set by a drag, so that the click which ends it opens nothing.
  const dragged = React.useRef(false);
  const [dragging, setDragging] = React.useState(false);
  // The camera the next step starts from: what this hook last asked for, until the map has drawn
  // it (wheel events come faster than renders).
  const latest = React.useRef({ camera, size, onCameraChange });
  React.useLayoutEffect(() => {
    latest.current = { camera, size, onCameraChange };
  });

  const move = React.useCallback((next: Camera) => {
    latest.current.camera = next;
    latest.current.onCameraChange(next);
  }, []);

  /** A client point, from the map's top left corner. */
  const local = (clientX: number, clientY: number): Point => {
    const box = root.current?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  };

  const begin = () => {
    const [first, second] = [...pointers.current.values()];
    const from = latest.current.camera;
    if (first && second) {
      gesture.current = {
        kind: "pinch",
        distance: distance(first, second),
        middle: middleOf(first, second),
        from,
      };
      dragged.current = true;
    } else if (first) {
      // A finger left after a pinch goes on as a drag from where it is.
      gesture.current = dragged.current
        ? { kind: "drag", start: first, from }
        : { kind: "press", start: first };
    } else {
      gesture.current = undefined;
    }
  };

  // The wheel listener must cancel the page's scroll, which React's passive onWheel cannot.
  const cleanup = React.useRef<(() => void) | undefined>(undefined);
  const ref = React.useCallback(
    (element: HTMLElement | null) => {
      cleanup.current?.();
      cleanup.current = undefined;
      root.current = element;
      if (!element) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
        const { camera: from, size: current } = latest.current;
        const zoom = from.zoom - pixels * (event.ctrlKey ? TRACKPAD_PINCH_ZOOM : WHEEL_ZOOM);
        const box = element.getBoundingClientRect();
        move(zoomCamera(from, zoom, current, { x: event.clientX - box.left, y: event.clientY - box.top }));
      };
      element.addEventListener("wheel", onWheel, { passive: false });
      cleanup.current = () => element.removeEventListener("wheel", onWheel);
    },
    [move],
  );

  const onPointerDown = (event: React.PointerEvent<HTMLElement>) => {
    // The zoom buttons keep their clicks.
    if ((event.target as Element).closest('[data-slot="photo-map-controls"]')) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (pointers.current.size === 0) dragged.current = false;
    pointers.current.set(event.pointerId, local(event.clientX, event.clientY));
    begin();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = local(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    let current = gesture.current;
    if (current?.kind === "press") {
      if (distance(point, current.start) <= SLOP) return;
      // From here the moves belong to the drag, wherever the pointer goes; a pointer the browser
      // does not know (one a script made) cannot be captured, and needs no capture.
      if (event.isTrusted) event.currentTarget.setPointerCapture(event.pointerId);
      dragged.current = true;
      setDragging(true);
      current = gesture.current = { kind: "drag", start: current.start, from: latest.current.camera };
    }
    if (current?.kind === "drag") {
      move(
        panCamera(current.from, point.x - current.start.x, point.y - current.start.y, latest.current.size),
      );
    } else if (current?.kind === "pinch") {
      const [first, second] = [...pointers.current.values()];
      if (!first || !second) return;
      setDragging(true);
      const { size: currentSize } = latest.current;
      const zoomed = zoomCamera(
        current.from,
        current.from.zoom + Math.log2(distance(first, second) / Math.max(1, current.distance)),
        currentSize,
        current.middle,
      );
      const middle = middleOf(first, second);
      move(panCamera(zoomed, middle.x - current.middle.x, middle.y - current.middle.y, currentSize));
    }
  };

  const onPointerEnd = (event: React.PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    begin();
    if (pointers.current.size === 0) setDragging(false);
  };

  return {
    ref,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick: (event: React.MouseEvent<HTMLElement>) => {
        if ((event.target as Element).closest("button")) return;
        const { camera: from, size: current } = latest.current;
        move(zoomCamera(from, from.zoom + 1, current, local(event.clientX, event.clientY)));
      },
      onClickCapture: (event: React.MouseEvent<HTMLElement>) => {
        // A key's click (Enter on a marker) has no `detail`, and is never the end of a drag.
        if (!dragged.current || event.detail === 0) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
