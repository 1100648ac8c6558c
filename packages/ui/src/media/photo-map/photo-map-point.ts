/** One photo of a `PhotoMapView`: where it was taken, and what names and shows it. */
export interface PhotoMapPoint {
  /** Stable key; what `onOpen` and `onOpenCluster` are called with. */
  id: string;
  /** Latitude in degrees, north positive. */
  lat: number;
  /** Longitude in degrees, east positive. */
  lon: number;
  /** What the photo shows (its alt text or title): names its marker. `""` names it by its country. */
  label?: string;
  /** A small picture for its marker, when `renderThumbnail` does not draw one. */
  src?: string;
}
