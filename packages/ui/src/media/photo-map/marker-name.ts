import type { Translate } from "../../i18n/messages-context";
import type { mapEn } from "./map-messages";
import type { MapMarker } from "./photo-clusters";

/**
 * What a marker is called, for the people who hear it rather than see it: a photo by its own
 * words ("Jetty in the fog"), else where it is ("Photo in Finland"); a group by its size and where
 * it is ("12 photos in Finland", "5 photos in Spain and France", "40 photos in 6 countries"), or
 * by its size alone while the countries are not known.
 *
 * @example
 * markerName({ count: 12, countries: ["Finland"], cover }, t); // "12 photos in Finland"
 */
export function markerName(
  marker: Pick<MapMarker, "count" | "countries" | "cover">,
  t: Translate<keyof typeof mapEn>,
): string {
  const [first, second] = marker.countries;
  if (marker.count === 1) {
    if (marker.cover.label) return marker.cover.label;
    return first ? t("media.map.photoIn", { place: first }) : t("media.map.photo");
  }
  const locale = t("media.map.locale");
  const count = marker.count.toLocaleString(locale);
  if (marker.countries.length > 2)
    return t("media.map.clusterInCountries", {
      count,
      countries: marker.countries.length.toLocaleString(locale),
    });
  if (first && second) return t("media.map.clusterInTwo", { count, first, second });
  if (first) return t("media.map.clusterIn", { count, place: first });
  return t("media.map.cluster", { count });
}
