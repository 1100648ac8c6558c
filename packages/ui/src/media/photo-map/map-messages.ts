// The photo map's strings, English and German. Keys start with "media.map."; the catalogue in
// ../../i18n joins them with every family's. `{name}` marks a value filled in at run time.
export const mapEn = {
  // The locale counts are written in (a BCP 47 tag): "1,204 photos", "1.204 Fotos".
  "media.map.locale": "en",
  "media.map.label": "Map of photos",
  "media.map.surface": "Map",
  "media.map.instructions":
    "Arrow keys move the map, plus and minus zoom, 0 shows all photos. Tab goes to the photos on the map.",
  "media.map.zoomIn": "Zoom in",
  "media.map.zoomOut": "Zoom out",
  "media.map.showAll": "Show all photos",
  "media.map.empty": "No photos with a place yet.",
  "media.map.loading": "Loading photos…",
  // A group of photos close together, named by where they are.
  "media.map.clusterIn": "{count} photos in {place}",
  "media.map.clusterInTwo": "{count} photos in {first} and {second}",
  "media.map.clusterInCountries": "{count} photos in {countries} countries",
  "media.map.cluster": "{count} photos",
  // A single photo without words of its own.
  "media.map.photoIn": "Photo in {place}",
  "media.map.photo": "Photo",
} satisfies Record<`media.map.${string}`, string>;

export const mapDe: Record<keyof typeof mapEn, string> = {
  "media.map.locale": "de",
  "media.map.label": "Karte der Fotos",
  "media.map.surface": "Karte",
  "media.map.instructions":
    "Pfeiltasten verschieben die Karte, Plus und Minus zoomen, 0 zeigt alle Fotos. Mit Tab erreichen Sie die Fotos auf der Karte.",
  "media.map.zoomIn": "Vergrößern",
  "media.map.zoomOut": "Verkleinern",
  "media.map.showAll": "Alle Fotos zeigen",
  "media.map.empty": "Noch keine Fotos mit Ort.",
  "media.map.loading": "Fotos werden geladen…",
  "media.map.clusterIn": "{count} Fotos in {place}",
  "media.map.clusterInTwo": "{count} Fotos in {first} und {second}",
  "media.map.clusterInCountries": "{count} Fotos in {countries} Ländern",
  "media.map.cluster": "{count} Fotos",
  "media.map.photoIn": "Foto in {place}",
  "media.map.photo": "Foto",
};
