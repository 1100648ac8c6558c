import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { cn } from "../../lib/cn";
import { ImageIcon, LoaderCircleIcon } from "../../lib/icons";
import { useControllableState } from "../../lib/use-controllable-state";
import { ImageView } from "../image";
import {
  clampCamera,
  fitCamera,
  MAX_ZOOM,
  minZoom,
  panCamera,
  toCamera,
  toViewport,
  zoomCamera,
  type Camera,
  type PhotoMapViewport,
} from "./camera";
import { mapEn } from "./map-messages";
import { markerName } from "./marker-name";
import { createClusterIndex, markerIds, markersAt, splitZoom, type MapMarker } from "./photo-clusters";
import { PhotoMapBase } from "./photo-map-base";
import { PhotoMapControls } from "./photo-map-controls";
import { PhotoMapMarker } from "./photo-map-marker";
import type { PhotoMapPoint } from "./photo-map-point";
import { useCountryShapes } from "./use-country-shapes";
import { useElementSize } from "./use-element-size";
import { useMapGestures } from "./use-map-gestures";
import { useMarkerFocus } from "./use-marker-focus";
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

// A marker partly over the edge is still drawn (and reachable).
const EDGE = 40;
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
  const layer = React.useRef<HTMLDivElement>(null);
  const size = useElementSize(root);
  const shapes = useCountryShapes();
  const [viewport, setViewport] = useControllableState<PhotoMapViewport | undefined>({
    value: viewportProp,
    defaultValue: defaultViewport,
    // Never called with undefined: "not moved yet" is only ever the starting state.
    onChange: onViewportChange as (viewport: PhotoMapViewport | undefined) => void,
    caller: "PhotoMapView",
    prop: "viewport",
  });

  const projected = React.useMemo(() => points.map((point) => project(point.lon, point.lat)), [points]);
  // Built again when the countries arrive, so that groups are named for where they are.
  const index = React.useMemo(
    () => createClusterIndex(points, shapes && ((point) => shapes.countryAt(point.lon, point.lat))),
    [points, shapes],
  );
  // Until the map is moved, it shows all the points (once they are there).
  const camera: Camera = viewport
    ? clampCamera(toCamera(viewport), size)
    : fitCamera(projected, size, { padding: FIT_PADDING });
  const move = (next: Camera) => setViewport(toViewport(clampCamera(next, size)));
  const gestures = useMapGestures({ camera, size, onCameraChange: move });
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
  const offset = { x: size.width / 2 - camera.x * scale, y: size.height / 2 - camera.y * scale };
  const place = (marker: MapMarker) => ({ x: marker.x * scale + offset.x, y: marker.y * scale + offset.y });
  const measured = size.width > 0 && size.height > 0;
  const visible = measured
    ? markers
        .filter((marker) => {
          const at = place(marker);
          return at.x > -EDGE && at.x < size.width + EDGE && at.y > -EDGE && at.y < size.height + EDGE;
        })
        // Tab goes through them top to bottom, as a page is read.
        .sort((a, b) => a.y - b.y || a.x - b.x)
    : [];
  const markerFocus = useMarkerFocus(visible, place, layer, surface);

  const names = new Map(visible.map((marker) => [marker.key, markerName(marker, t)]));
  const locale = t("media.map.locale");
  const activate = (marker: MapMarker) => {
    if (marker.count === 1) onOpen?.(marker.cover.id);
    else if (onOpenCluster) onOpenCluster(markerIds(index, points, marker), names.get(marker.key) ?? "");
    else move({ x: marker.x, y: marker.y, zoom: Math.max(camera.zoom + 1, splitZoom(index, marker)) });
  };
  // Markers are memoised: one function for every render, calling this render's `activate`.
  const latestActivate = React.useRef(activate);
  React.useLayoutEffect(() => {
    latestActivate.current = activate;
  });
  const onActivate = React.useCallback((marker: MapMarker) => latestActivate.current(marker), []);

  const zoomBy = (levels: number, anchor?: { x: number; y: number }) =>
    move(zoomCamera(camera, camera.zoom + levels, size, anchor));
  const showAll = () => move(fitCamera(projected, size, { padding: FIT_PADDING }));
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onMarker = target.dataset.slot === "photo-map-marker";
    if (!onMarker && target !== surface.current) return;
    // A marker's zoom keeps that marker where it is.
    const box = onMarker ? target.getBoundingClientRect() : undefined;
    const origin = root?.getBoundingClientRect();
    const anchor =
      box && origin
        ? { x: box.left + box.width / 2 - origin.left, y: box.top + box.height / 2 - origin.top }
        : undefined;
    const step = Math.round(Math.min(size.width, size.height) / 4);
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const pan = pans[event.key];
    if (pan && !onMarker) move(panCamera(camera, pan[0], pan[1], size));
    else if (event.key === "+" || event.key === "=") zoomBy(1, anchor);
    else if (event.key === "-" || event.key === "_") zoomBy(-1, anchor);
    else if (event.key === "0") showAll();
    else return;
    event.preventDefault();
  };

  const empty = !loading && points.length === 0;
  return (
    <section
      ref={rootRef}
      data-slot="photo-map"
      data-loading={loading ? "" : undefined}
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
        className="pk:absolute pk:inset-0 pk:outline-none pk:focus-visible:outline-3 pk:focus-visible:-outline-offset-3 pk:focus-visible:outline-ring pk:focus-visible:outline-solid"
      >
        {measured && <PhotoMapBase shapes={shapes} x={offset.x} y={offset.y} scale={scale} />}
      </div>
      <div
        ref={layer}
        data-slot="photo-map-markers"
        className="pk:pointer-events-none pk:absolute pk:top-0 pk:left-0"
        style={{ transform: `translate(${Math.round(offset.x)}px, ${Math.round(offset.y)}px)` }}
        onFocus={markerFocus.onFocus}
        onBlur={markerFocus.onBlur}
      >
        {visible.map((marker) => (
          <PhotoMapMarker
            key={marker.key}
            marker={marker}
            scale={scale}
            name={names.get(marker.key)!}
            badge={marker.count > 1 ? marker.count.toLocaleString(locale) : undefined}
            renderThumbnail={renderThumbnail}
            onActivate={onActivate}
          />
        ))}
      </div>
      <PhotoMapControls
        canZoomIn={camera.zoom < MAX_ZOOM}
        canZoomOut={camera.zoom > minZoom(size) + 0.01}
        onZoomIn={() => zoomBy(1)}
        onZoomOut={() => zoomBy(-1)}
        onShowAll={points.length > 0 ? showAll : undefined}
      />
      {loading && (
        <p
          role="status"
          className="pk:absolute pk:top-3 pk:left-1/2 pk:z-20 pk:m-0 pk:flex pk:-translate-x-1/2 pk:items-center pk:gap-2 pk:whitespace-nowrap pk:rounded-full pk:border pk:border-solid pk:border-border pk:bg-background pk:px-4 pk:py-2 pk:text-sm pk:text-foreground pk:shadow-md"
        >
          <LoaderCircleIcon aria-hidden className="pk:size-4 pk:animate-spin pk:motion-reduce:animate-none" />
          {t("media.map.loading")}
        </p>
      )}
      {empty && (
        <div className="pk:pointer-events-none pk:absolute pk:inset-0 pk:z-10 pk:flex pk:items-center pk:justify-center pk:p-6">
          <div className="pk:pointer-events-auto pk:max-w-sm pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:px-5 pk:py-4 pk:text-center pk:text-sm pk:text-foreground pk:shadow-md">
            {emptyState ?? <p className="pk:m-0">{t("media.map.empty")}</p>}
          </div>
        </div>
      )}
      <p id={instructionsId} className="pk:sr-only">
        {t("media.map.instructions")}
      </p>
    </section>
  );
}

export { PhotoMapView };
export type { PhotoMapViewProps };
