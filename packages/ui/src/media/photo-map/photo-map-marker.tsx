import * as React from "react";

import type { MapMarker } from "./photo-clusters";
import type { PhotoMapPoint } from "./photo-map-point";

interface PhotoMapMarkerProps {
  marker: MapMarker;
  /** Pixels per zoom-0 pixel (2^zoom): where on the markers' layer it stands. */
  scale: number;
  /** Its accessible name ("12 photos in Finland"). */
  name: string;
  /** Its count as written in the badge ("1,204"); none for a single photo. */
  badge: string | undefined;
  /** Draws the cover photo's picture, filling the marker. */
  renderThumbnail: (point: PhotoMapPoint) => React.ReactNode;
  onActivate: (marker: MapMarker) => void;
}

// A photo as Google Photos and Immich put one on a map: a small rounded picture in a light frame,
// lifted off the map by a shadow; a group shows its count in a badge at the corner. The focus ring
// goes outside the frame, in the map's colours, so that it shows on land and sea alike.
const markerClassName =
  "pk:pointer-events-auto pk:absolute pk:top-0 pk:left-0 pk:-mt-7 pk:-ml-7 pk:box-border pk:size-14 pk:cursor-pointer pk:rounded-lg pk:border-2 pk:border-solid pk:border-map-marker pk:bg-muted pk:p-0 pk:shadow-md pk:outline-none pk:transition-[scale] pk:hover:z-10 pk:hover:scale-110 pk:focus-visible:z-10 pk:focus-visible:ring-3 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-map-marker pk:motion-reduce:transition-none";

/** One marker: a photo, or a group of photos shown by the first of them, as a button. */
export const PhotoMapMarker = React.memo(function PhotoMapMarker({
  marker,
  scale,
  name,
  badge,
  renderThumbnail,
  onActivate,
}: PhotoMapMarkerProps) {
  return (
    <button
      type="button"
      data-slot="photo-map-marker"
      data-key={marker.key}
      data-count={marker.count}
      aria-label={name}
      className={markerClassName}
      // Rounded to whole pixels: a picture between pixels is drawn blurred.
      style={{ transform: `translate(${Math.round(marker.x * scale)}px, ${Math.round(marker.y * scale)}px)` }}
      onClick={() => onActivate(marker)}
    >
      <span className="pk:absolute pk:inset-0 pk:overflow-hidden pk:rounded-md">
        {renderThumbnail(marker.cover)}
      </span>
      {badge !== undefined && (
        <span
          aria-hidden
          className="pk:absolute pk:-top-2.5 pk:-inset-e-2.5 pk:box-border pk:flex pk:h-6 pk:min-w-6 pk:items-center pk:justify-center pk:rounded-full pk:border-2 pk:border-solid pk:border-map-marker pk:bg-primary pk:px-1.5 pk:font-sans pk:text-xs pk:font-semibold pk:text-primary-foreground pk:tabular-nums"
        >
          {badge}
        </span>
      )}
    </button>
  );
});
