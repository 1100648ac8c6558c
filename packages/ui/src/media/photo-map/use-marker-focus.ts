import * as React from "react";

import type { MapMarker } from "./photo-clusters";

interface FocusedMarker {
  key: string;
  /** Where it was on the screen, pixels from the map's top left corner. */
  x: number;
  y: number;
}

/**
 * Keeps the keyboard's place when the marker it is on goes away: a group that splits as the map
 * zooms in, or merges as it zooms out, hands the focus to the marker now nearest where it was
 * (the map itself when there is none), instead of dropping it on the page's body.
 *
 * `markerEvents` go on the markers' layer; `place(marker)` says where a marker is drawn now.
 */
export function useMarkerFocus(
  visible: readonly MapMarker[],
  place: (marker: MapMarker) => { x: number; y: number },
  layer: React.RefObject<HTMLElement | null>,
  surface: React.RefObject<HTMLElement | null>,
) {
  const focused = React.useRef<FocusedMarker | undefined>(undefined);

  React.useLayoutEffect(() => {
    const last = focused.current;
    if (!last || visible.some((marker) => marker.key === last.key)) return;
    // Focus elsewhere on the page (not lost with the marker) stays where it is.
    if (document.activeElement && document.activeElement !== document.body) return;
    let nearest: MapMarker | undefined;
    let best = Infinity;
    for (const marker of visible) {
      const at = place(marker);
      const distance = Math.hypot(at.x - last.x, at.y - last.y);
      if (distance < best) [nearest, best] = [marker, distance];
    }
    const target = nearest
      ? layer.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(nearest.key)}"]`)
      : surface.current;
    focused.current = undefined;
    target?.focus();
  });

  return {
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      const key = (event.target as HTMLElement).dataset.key;
      const marker = key ? visible.find((candidate) => candidate.key === key) : undefined;
      focused.current = marker ? { key: marker.key, ...place(marker) } : undefined;
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      // Focus moved somewhere: forget the marker. A marker removed while focused blurs with no
      // `relatedTarget`, and is remembered for the effect above.
      if (event.relatedTarget) focused.current = undefined;
    },
  };
}
