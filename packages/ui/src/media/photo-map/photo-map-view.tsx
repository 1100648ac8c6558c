import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { cn } from "../../lib/cn";
import { ImageIcon } from "../../lib/icons";
import { useControllableState } from "../../lib/use-controllable-state";
import { ImageView } from "../image";
import {
  clampCamera,
  fitCamera,
  MAX_ZOOM,
  minZoom,
  toCamera,
  toViewport,
  zoomCamera,
  type Camera,
  type PhotoMapViewport,
} from "./camera";
import { cameraAfterKey } from "./map-keys";
import { mapEn } from "./map-messages";
import { createClusterIndex, markerIds, markersAt, splitZoom, type MapMarker } from "./photo-clusters";
import { PhotoMapBase } from "./photo-map-base";
import { PhotoMapControls } from "./photo-map-controls";
import { PhotoMapMarkers } from "./photo-map-markers";
import { PhotoMapEmpty, PhotoMapLoading } from "./photo-map-notices";
import type { PhotoMapPoint } from "./photo-map-point";
import { useCountryShapes } from "./use-country-shapes";
import { useElementSize } from "./use-element-size";
import { useMapGestures } from "./use-map-gestures";
import { project } from "./web-mercator";

type PhotoMapViewProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The photos to place, those that represent a group first (e.g. newest first). */
  points: readonly PhotoMapPoint[];
  /**
   * Draws a photo's picture, filling its marker (a group shows its first photo's). Draw no words:
   * the marker is named for it. @default an `ImageView` of the point's `src`
   */
  renderThumbnail?: (point: PhotoMapPoint) => React.ReactNode;
  /** Called with a photo's id when its marker is clicked, or Enter or Space is pressed on it. */
  onOpen?: (id: string) => void;
  /**
   * Called with a group's photo ids (in the order of `points`) and its name ("12 photos in
   * Finland") when its marker is clicked. @default the map zooms in until the group splits
   */
  onOpenCluster?: (ids: string[], name: string) => void;
  /** Where the map looks (controlled). */
  viewport?: PhotoMapViewport;
  /** Where the map looks at first (uncontrolled). @default fitted to the points, and again as they change, until the map is moved */
  defaultViewport?: PhotoMapViewport;
  /** Called with every move of the map: drags, pinches, the wheel, keys and buttons. */
  onViewportChange?: (viewport: PhotoMapViewport) => void;
  /** The points are on their way: the map says so and waits to fit them. @default false */
  loading?: boolean;
  /** Shown over the map when there are no points. @default "No photos with a place yet." */
  emptyState?: React.ReactNode;
  /** Names the map. @default "Map of photos" */
  label?: string;
};

// What a fit keeps free: half a marker and its badge at each edge, and at the right the column of
// zoom buttons, so that no photo starts out under them.
const FIT_PADDING = { top: 48, right: 88, bottom: 48, left: 48 };

const defaultThumbnail = (point: PhotoMapPoint) =>
  point.src ? (
    <ImageView src={point.src} alt="" fill animated={false} />
  ) : (
    <span className="pk:flex pk:size-full pk:items-center pk:justify-center pk:text-muted-foreground">
      <ImageIcon aria-hidden className="pk:size-6" />
    </span>
  );

/**
 * Photos on a map of the world's countries, drawn offline (Natural Earth's shapes, loaded with the
 * map on first use: no tile server, no key). Photos close together are one marker with their
 * count, named for where they are ("12 photos in Finland"); zooming in splits them. Drag or swipe
 * to pan, the wheel, a pinch, a double click or the buttons to zoom; from the keyboard, the map
 * takes arrow keys to pan, + and − to zoom and 0 to show all, and Tab goes on to the markers
 * (top to bottom), where Enter opens one. The map fills the box it is given: give it a height.
 *
 * @example
 * <PhotoMapView
 *   className="pk:h-[70vh]"
 *   points={photos.map((photo) => ({ id: photo.id, lat: photo.lat, lon: photo.lon, label: photo.alt, src: photo.thumb }))}
 *   onOpen={(id) => openPhoto(id)}
 *   onOpenCluster={(ids, name) => showPhotos(ids, name)}
 * />
 */
function PhotoMapView({
  points,
  renderThumbnail = defaultThumbnail,
  onOpen,
  onOpenCluster,
  viewport: viewportProp,
  defaultViewport,
  onViewportChange,
  loading = false,
  emptyState,
  label,
  className,
  ...props
}: PhotoMapViewProps) {
  const t = useCatalogue(mapEn);
  const instructionsId = React.useId();
  const [root, setRoot] = React.useState<HTMLElement | null>(null);
  const surface = React.useRef<HTMLDivElement>(null);
  const size = useElementSize(root);
  const [viewport, setViewport] = useControllableState<PhotoMapViewport | undefined>({
    value: viewportProp,
    defaultValue: defaultViewport,
    // Never called with undefined: "not moved yet" is only ever the starting state.
    onChange: onViewportChange as (viewport: PhotoMapViewport | undefined) => void,
    caller: "PhotoMapView",
    prop: "viewport",
  });

  const projected = React.useMemo(() => points.map((point) => project(point.lon, point.lat)), [points]);
  // Until the map is moved, it shows all the points (once they are there).
  const camera: Camera = viewport
    ? clampCamera(toCamera(viewport), size)
    : fitCamera(projected, size, { padding: FIT_PADDING });
  const move = (next: Camera) => setViewport(toViewport(clampCamera(next, size)));
  const gestures = useMapGestures({ camera, size, onCameraChange: move });
  const { countries, countryAt, settling } = useCountryShapes(camera.zoom);
  // Built again when the countries arrive, so that groups are named for where they are.
  const index = React.useMemo(
    () => createClusterIndex(points, countryAt && ((point) => countryAt(point.lon, point.lat))),
    [points, countryAt],
  );
  const { ref: gesturesRef } = gestures;
  const rootRef = React.useCallback(
    (element: HTMLElement | null) => {
      setRoot(element);
      gesturesRef(element);
    },
    [gesturesRef],
  );

  // Groups are made at whole zoom levels, the level below the zoom shown: markers stand at least
  // a cluster's radius apart on the screen, and keep their identity while the map pans.
  const level = Math.floor(camera.zoom);
  const markers = React.useMemo(() => markersAt(index, points, level), [index, points, level]);
  const scale = 2 ** camera.zoom;
  // Whole pixels, the base map's and the markers' alike: a picture between pixels is drawn blurred.
  const offset = {
    x: Math.round(size.width / 2 - camera.x * scale),
    y: Math.round(size.height / 2 - camera.y * scale),
  };
  const measured = size.width > 0 && size.height > 0;

  const activate = (marker: MapMarker, name: string) => {
    if (marker.count === 1) onOpen?.(marker.cover.id);
    else if (onOpenCluster) onOpenCluster(markerIds(index, points, marker), name);
    else move({ x: marker.x, y: marker.y, zoom: Math.max(camera.zoom + 1, splitZoom(index, marker)) });
  };

  const fitted = () => fitCamera(projected, size, { padding: FIT_PADDING });
  const zoomBy = (levels: number) => move(zoomCamera(camera, camera.zoom + levels, size));
  const showAll = () => move(fitted());
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onMarker = target.dataset.slot === "photo-map-marker";
    if (!onMarker && target !== surface.current) return;
    // A zoom from a marker keeps that marker where it is.
    const box = onMarker ? target.getBoundingClientRect() : undefined;
    const origin = root?.getBoundingClientRect();
    const anchor =
      box && origin
        ? { x: box.left + box.width / 2 - origin.left, y: box.top + box.height / 2 - origin.top }
        : undefined;
    const next = cameraAfterKey(event.key, camera, size, { panning: !onMarker, anchor, fitted });
    if (!next) return;
    event.preventDefault();
    move(next);
  };

  const empty = !loading && points.length === 0;
  return (
    <section
      ref={rootRef}
      data-slot="photo-map"
      data-loading={loading ? "" : undefined}
      // Drawn again soon, when finer countries arrive: screenshots (.storybook/visual.ts) wait.
      data-settling={settling ? "" : undefined}
      data-empty={empty ? "" : undefined}
      data-dragging={gestures.dragging ? "" : undefined}
      data-zoom={camera.zoom.toFixed(2)}
      aria-label={label ?? t("media.map.label")}
      aria-busy={loading || undefined}
      className={cn(
        "pk:relative pk:isolate pk:min-h-72 pk:cursor-grab pk:touch-none pk:overflow-hidden pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-map-water pk:font-sans pk:select-none pk:data-[dragging]:cursor-grabbing",
        className,
      )}
      onKeyDown={onKeyDown}
      {...gestures.handlers}
      {...props}
    >
      <div
        ref={surface}
        data-slot="photo-map-surface"
        role="application"
        aria-label={t("media.map.surface")}
        aria-describedby={instructionsId}
        tabIndex={0}
        // The focus ring is drawn by a layer over the countries: the element's own outline would be
        // painted under its SVG.
        className="pk:absolute pk:inset-0 pk:outline-none pk:after:pointer-events-none pk:after:absolute pk:after:inset-0 pk:after:rounded-lg pk:focus-visible:after:ring-3 pk:focus-visible:after:ring-ring pk:focus-visible:after:ring-inset"
      >
        {measured && <PhotoMapBase countries={countries} x={offset.x} y={offset.y} scale={scale} />}
      </div>
      {measured && (
        <PhotoMapMarkers
          markers={markers}
          size={size}
          scale={scale}
          offset={offset}
          renderThumbnail={renderThumbnail}
          onActivate={activate}
          surface={surface}
        />
      )}
      <PhotoMapControls
        canZoomIn={camera.zoom < MAX_ZOOM}
        canZoomOut={camera.zoom > minZoom(size) + 0.01}
        onZoomIn={() => zoomBy(1)}
        onZoomOut={() => zoomBy(-1)}
        onShowAll={points.length > 0 ? showAll : undefined}
      />
      {loading && <PhotoMapLoading />}
      {empty && <PhotoMapEmpty>{emptyState}</PhotoMapEmpty>}
      <p id={instructionsId} className="pk:sr-only">
        {t("media.map.instructions")}
      </p>
    </section>
  );
}

export { PhotoMapView };
export type { PhotoMapViewProps };
