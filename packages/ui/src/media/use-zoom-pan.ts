import * as React from "react";

/** How far the picture is zoomed and moved, in CSS pixels from the stage's centre. */
interface ZoomPan {
  scale: number;
  x: number;
  y: number;
}

interface Point {
  x: number;
  y: number;
}

type Gesture =
  | { kind: "pan"; start: Point; from: ZoomPan }
  | { kind: "swipe"; start: Point; axis: "x" | "y" | undefined }
  | { kind: "pinch"; distance: number; middle: Point; from: ZoomPan };

interface UseZoomPanOptions {
  /** Holds the stage the picture fills (the bounds of panning); set through `stageProps.ref`. */
  stageRef: React.RefObject<HTMLElement | null>;
  /** Changes when another picture is shown: it starts unzoomed. */
  itemKey: string | undefined;
  /**
   * A horizontal swipe on an unzoomed picture: 1 when the finger went left (the picture on the
   * right comes in: the next one, left to right), -1 when it went right.
   */
  onSwipe: (direction: 1 | -1) => void;
}

const FIT: ZoomPan = { scale: 1, x: 0, y: 0 };
/** The most a picture can be enlarged (8× of the screen's fit). */
const MAX_SCALE = 8;
/** A double click or double tap zooms to this, or back to the fit. */
const DOUBLE_TAP_SCALE = 2.5;
/** One press of + or − zooms by this. */
const KEY_STEP = 1.5;
/** Movement (px) that makes a press a drag rather than a tap. */
const SLOP = 8;
const DOUBLE_TAP_MS = 300;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the enlarged stage over the visible one: no panning the picture out of sight. */
function clampPan(view: ZoomPan, stage: DOMRect): ZoomPan {
  const maxX = (stage.width * (view.scale - 1)) / 2;
  const maxY = (stage.height * (view.scale - 1)) / 2;
  return { scale: view.scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/** Zooms to `scale` keeping the picture's point under `at` (from the stage's centre) in place. */
function zoomAbout(view: ZoomPan, scale: number, at: Point, stage: DOMRect): ZoomPan {
  const next = clamp(scale, 1, MAX_SCALE);
  if (next === 1) return FIT;
  const ratio = next / view.scale;
  return clampPan(
    { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    stage,
  );
}

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Zoom and pan for a full-screen picture, and swipes to its neighbours: the wheel (or a
 * trackpad pinch) zooms about the pointer, two fingers pinch, a drag pans what is enlarged, a
 * double click or double tap zooms in and back, and a horizontal swipe on an unzoomed picture
 * steps. What a keyboard does (+, −, 0) is `zoomBy` and `reset`, wired by the caller.
 */
function useZoomPan({ stageRef, itemKey, onSwipe }: UseZoomPanOptions) {
  const [state, setState] = React.useState({ key: itemKey, view: FIT });
  // Another picture starts at the fit, in the same render (no flash of the last one's zoom).
  const view = state.key === itemKey ? state.view : FIT;
  // Read by the listeners, which outlive a render.
  const viewRef = React.useRef(view);
  const [swipeX, setSwipeX] = React.useState(0);
  const [dragging, setDragging] = React.useState(false);
  const pointers = React.useRef(new Map<number, Point>());
  const gesture = React.useRef<Gesture | undefined>(undefined);
  const lastTap = React.useRef<{ at: number; point: Point } | undefined>(undefined);
  const onSwipeRef = React.useRef(onSwipe);
  React.useLayoutEffect(() => {
    viewRef.current = view;
    onSwipeRef.current = onSwipe;
  });

  const setView = React.useCallback((next: ZoomPan) => setState({ key: itemKey, view: next }), [itemKey]);

  /** A client point, from the stage's centre. */
  const fromCentre = React.useCallback(
    (clientX: number, clientY: number): [Point, DOMRect] | undefined => {
      const stage = stageRef.current?.getBoundingClientRect();
      if (!stage) return undefined;
      return [
        { x: clientX - (stage.left + stage.width / 2), y: clientY - (stage.top + stage.height / 2) },
        stage,
      ];
    },
    [stageRef],
  );

  const zoomAt = React.useCallback(
    (scale: number, clientX?: number, clientY?: number) => {
      const stage = stageRef.current?.getBoundingClientRect();
      if (!stage) return;
      const at =
        clientX === undefined || clientY === undefined
          ? { x: 0, y: 0 }
          : { x: clientX - (stage.left + stage.width / 2), y: clientY - (stage.top + stage.height / 2) };
      setView(zoomAbout(viewRef.current, scale, at, stage));
    },
    [setView, stageRef],
  );

  const zoomBy = React.useCallback((factor: number) => zoomAt(viewRef.current.scale * factor), [zoomAt]);
  const reset = React.useCallback(() => setView(FIT), [setView]);
  const toggleAt = React.useCallback(
    (clientX?: number, clientY?: number) =>
      zoomAt(viewRef.current.scale > 1 ? 1 : DOUBLE_TAP_SCALE, clientX, clientY),
    [zoomAt],
  );

  // The wheel listener must be able to cancel the page's scroll and the browser's own pinch
  // zoom, which React's passive onWheel cannot. The stage is in a dialog that may mount after
  // this hook's first effects: the listener follows the element through a callback ref.
  const wheelCleanup = React.useRef<(() => void) | undefined>(undefined);
  const stageCallbackRef = React.useCallback(
    (stage: HTMLElement | null) => {
      wheelCleanup.current?.();
      wheelCleanup.current = undefined;
      stageRef.current = stage;
      if (!stage) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
        // A trackpad pinch arrives as a wheel with ctrlKey and small deltas.
        const factor = Math.exp(-pixels * (event.ctrlKey ? 0.01 : 0.002));
        zoomAt(viewRef.current.scale * factor, event.clientX, event.clientY);
      };
      stage.addEventListener("wheel", onWheel, { passive: false });
      wheelCleanup.current = () => stage.removeEventListener("wheel", onWheel);
    },
    [zoomAt, stageRef],
  );

  const startGesture = () => {
    const points = [...pointers.current.values()];
    const [first, second] = points;
    if (first && second) {
      const located = fromCentre((first.x + second.x) / 2, (first.y + second.y) / 2);
      if (!located) return;
      gesture.current = {
        kind: "pinch",
        distance: distance(first, second),
        middle: located[0],
        from: viewRef.current,
      };
      setSwipeX(0);
    } else if (first) {
      gesture.current =
        viewRef.current.scale > 1
          ? { kind: "pan", start: first, from: viewRef.current }
          : { kind: "swipe", start: first, axis: undefined };
    } else {
      gesture.current = undefined;
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLElement>) => {
    // The stage's own buttons keep their clicks.
    if ((event.target as Element).closest("button, a, input, textarea, select")) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    // Moves outside the stage still belong to the gesture. A pointer the browser does not know
    // (one dispatched by a script) cannot be captured, and needs no capture.
    if (event.isTrusted) event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    startGesture();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (current.kind === "pinch") {
      const [first, second] = [...pointers.current.values()];
      if (!first || !second) return;
      const located = fromCentre((first.x + second.x) / 2, (first.y + second.y) / 2);
      if (!located) return;
      const [middle, stage] = located;
      const zoomed = zoomAbout(
        current.from,
        (current.from.scale * distance(first, second)) / current.distance,
        current.middle,
        stage,
      );
      setView(
        zoomed.scale === 1
          ? FIT
          : clampPan(
              {
                ...zoomed,
                x: zoomed.x + middle.x - current.middle.x,
                y: zoomed.y + middle.y - current.middle.y,
              },
              stage,
            ),
      );
      return;
    }
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (current.kind === "pan") {
      const stage = stageRef.current?.getBoundingClientRect();
      if (stage)
        setView(clampPan({ ...current.from, x: current.from.x + dx, y: current.from.y + dy }, stage));
      return;
    }
    if (current.axis === undefined && Math.max(Math.abs(dx), Math.abs(dy)) > SLOP) {
      current.axis = Math.abs(dx) > Math.abs(dy) ? "x" : "y";
    }
    if (current.axis === "x") setSwipeX(dx);
  };

  const endPointer = (event: React.PointerEvent<HTMLElement>, cancelled: boolean) => {
    const start = pointers.current.get(event.pointerId);
    if (!start) return;
    pointers.current.delete(event.pointerId);
    const ended = gesture.current;
    if (ended?.kind === "swipe") {
      const dx = event.clientX - ended.start.x;
      const dy = event.clientY - ended.start.y;
      const width = stageRef.current?.clientWidth ?? 0;
      if (!cancelled && ended.axis === "x" && Math.abs(dx) > Math.min(80, width * 0.18)) {
        onSwipeRef.current(dx < 0 ? 1 : -1);
      } else if (!cancelled && ended.axis === undefined && event.pointerType !== "mouse") {
        // A tap: a second one soon after, close by, zooms (a mouse has dblclick for that).
        const tap = { at: event.timeStamp, point: { x: event.clientX, y: event.clientY } };
        const previous = lastTap.current;
        if (
          previous &&
          tap.at - previous.at < DOUBLE_TAP_MS &&
          distance(previous.point, tap.point) < 30 + Math.abs(dy)
        ) {
          lastTap.current = undefined;
          toggleAt(event.clientX, event.clientY);
        } else {
          lastTap.current = tap;
        }
      }
      setSwipeX(0);
    }
    if (pointers.current.size === 0) {
      gesture.current = undefined;
      setDragging(false);
    } else {
      // A pinch that lifts one finger goes on as a pan from here.
      startGesture();
    }
  };

  return {
    view,
    zoomed: view.scale > 1,
    swipeX,
    dragging,
    zoomBy,
    reset,
    toggleAt,
    /** Spread on the stage: its ref and its pointer handlers. */
    stageProps: {
      ref: stageCallbackRef,
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: React.PointerEvent<HTMLElement>) => endPointer(event, false),
      onPointerCancel: (event: React.PointerEvent<HTMLElement>) => endPointer(event, true),
      onDoubleClick: (event: React.MouseEvent<HTMLElement>) => {
        if ((event.target as Element).closest("button, a")) return;
        toggleAt(event.clientX, event.clientY);
      },
    },
  };
}

export { KEY_STEP, MAX_SCALE, useZoomPan };
export type { ZoomPan };
