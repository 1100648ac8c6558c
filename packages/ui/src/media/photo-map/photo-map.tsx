import type { RecordModel } from "pocketbase";
import * as React from "react";

import { Image } from "../image";
import { tileFallback } from "../image-grid-tile";
import type { PhotoMapPoint } from "./photo-map-point";
import { PhotoMapView, type PhotoMapViewProps } from "./photo-map-view";

type PhotoMapProps = Omit<PhotoMapViewProps, "points" | "renderThumbnail"> & {
  /** The records to place; those without a place (PocketBase's empty geoPoint, 0, 0) are left out. */
  records: readonly RecordModel[];
  /** The geoPoint field. @default "location" */
  location?: string;
  /** The file field. @default the collection's only file field in the schema, else `"file"` */
  field?: string;
  /** A file field with a lighter copy to show when a record has one (see `Image`'s `preview`). */
  preview?: string;
  /** A text field with each picture's ThumbHash, shown blurred until its thumb arrives. */
  placeholder?: string;
  /** A record's words, naming its marker. @default its `alt`, else its `title`, else "" (named by its country) */
  getLabel?: (record: RecordModel) => string;
  /** The thumb a marker shows (square, about 56 px). @default "100x100" */
  thumb?: string;
};

interface GeoPoint {
  lon: number;
  lat: number;
}

/** A PocketBase geoPoint that is a place: a `{lon, lat}` in range, and not the empty (0, 0). */
function placeOf(value: unknown): GeoPoint | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { lon, lat } = value as Partial<GeoPoint>;
  if (typeof lon !== "number" || typeof lat !== "number") return undefined;
  if ((lon === 0 && lat === 0) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lon, lat };
}

const defaultLabel = (record: RecordModel) => String(record.alt || record.title || "");

interface RecordPoint extends PhotoMapPoint {
  record: RecordModel;
}

/**
 * Records with a geoPoint field on a `PhotoMapView`: each placed record a marker showing its
 * picture (a small square thumb, with a file token for a protected field), named by its alt text
 * or title; records without a place are left out.
 *
 * @example
 * const photos = useFullList("images", { filter: 'location.lat != 0 || location.lon != 0', sort: "-taken_at" });
 * <PhotoMap
 *   className="pk:h-[70vh]"
 *   records={photos.data ?? []}
 *   loading={photos.isPending}
 *   onOpen={(id) => navigate(`/images/${id}`)}
 *   onOpenCluster={(ids) => setOpenIds(ids)}
 * />
 */
function PhotoMap({
  records,
  location = "location",
  field,
  preview,
  placeholder,
  getLabel = defaultLabel,
  thumb = "100x100",
  ...props
}: PhotoMapProps) {
  const points = React.useMemo(
    () =>
      records.flatMap((record): RecordPoint[] => {
        const place = placeOf(record[location]);
        return place ? [{ id: record.id, ...place, label: getLabel(record), record }] : [];
      }),
    [records, location, getLabel],
  );
  const renderThumbnail = React.useCallback(
    (point: PhotoMapPoint) => (
      <Image
        record={(point as RecordPoint).record}
        field={field}
        preview={preview}
        placeholder={placeholder}
        thumb={thumb}
        alt=""
        fallback={tileFallback}
        fill
        animated={false}
      />
    ),
    [field, preview, placeholder, thumb],
  );
  return <PhotoMapView points={points} renderThumbnail={renderThumbnail} {...props} />;
}

export { PhotoMap };
export type { PhotoMapProps };
