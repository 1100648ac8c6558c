import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import type { Size } from "./camera";
import { mapEn } from "./map-messages";
import { markerName } from "./marker-name";
import type { MapMarker } from "./photo-clusters";
import { PhotoMapMarker } from "./photo-map-marker";
import type { PhotoMapPoint } from "./photo-map-point";
import { useMarkerFocus } from "./use-marker-focus";

interface PhotoMapMarkersProps {
  /** Every marker of the zoom level. */
  markers: readonly MapMarker[];
  size: Size;
  /** Pixels per zoom-0 pixel. */
  scale: number;
  /** Where the world square's top left corner is on the map, in whole pixels. */
  offset: { x: number; y: number };
  renderThumbnail: (point: PhotoMapPoint) => React.ReactNode;
  /** A marker was clicked, or Enter or Space pressed on it; with its name. */
  onActivate: (marker: MapMarker, name: string) => void;
  /** The map itself, for the focus when the marker it was on goes and none is left. */
  surface: React.RefObject<HTMLElement | null>;
}

// A marker partly over the edge is still drawn (and reachable).
const EDGE = 40;

/**
 * The markers on the map's screen, as buttons over the base map, in the tab order top to bottom.
 * One layer moved by a transform as the map pans; a marker moves on its own only as it zooms.
 */
export function PhotoMapMarkers({
  markers,
  size,
  scale,
  offset,
  renderThumbnail,
  onActivate,
  surface,
}: PhotoMapMarkersProps) {
  const t = useCatalogue(mapEn);
  const layer = React.useRef<HTMLDivElement>(null);
  const place = (marker: MapMarker) => ({ x: marker.x * scale + offset.x, y: marker.y * scale + offset.y });
  const visible = markers
    .filter((marker) => {
      const at = place(marker);
      return at.x > -EDGE && at.x < size.width + EDGE && at.y > -EDGE && at.y < size.height + EDGE;
    })
    // Tab goes through them top to bottom, as a page is read.
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const focus = useMarkerFocus(visible, place, layer, surface);
  const names = new Map(visible.map((marker) => [marker.key, markerName(marker, t)]));
  const locale = t("media.map.locale");

  // Markers are memoised: one function for every render, calling this render's `onActivate`.
  const latest = React.useRef({ onActivate, names });
  React.useLayoutEffect(() => {
    latest.current = { onActivate, names };
  });
  const activate = React.useCallback(
    (marker: MapMarker) => latest.current.onActivate(marker, latest.current.names.get(marker.key) ?? ""),
    [],
  );

  return (
    <div
      ref={layer}
      data-slot="photo-map-markers"
      className="pk:pointer-events-none pk:absolute pk:top-0 pk:left-0"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {visible.map((marker) => (
        <PhotoMapMarker
          key={marker.key}
          marker={marker}
          scale={scale}
          name={names.get(marker.key)!}
          badge={marker.count > 1 ? marker.count.toLocaleString(locale) : undefined}
          renderThumbnail={renderThumbnail}
          onActivate={activate}
        />
      ))}
    </div>
  );
}
