// PhotoMap: photos on an offline map of the world's countries, grouped where they crowd.
export { PhotoMap } from "./photo-map";
export type { PhotoMapProps } from "./photo-map";
export { PhotoMapView } from "./photo-map-view";
export type { PhotoMapViewProps } from "./photo-map-view";
export type { PhotoMapPoint } from "./photo-map-point";
export type { PhotoMapViewport } from "./camera";
