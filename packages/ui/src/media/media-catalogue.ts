// The media family's whole catalogue, English and German, for the language catalogues of ../i18n.
// Components take only the slices they show, from messages.ts and queue-messages.ts.
import { mediaDropzoneEn, mediaGalleryEn, mediaImageEn, mediaUploadErrorEn } from "./messages";
import { mediaQueueEn } from "./queue-messages";

/** What the uploaders and Image show. */
export const mediaUploadEn = /* @__PURE__ */ Object.assign(
  {},
  mediaDropzoneEn,
  mediaQueueEn,
  /* @__PURE__ */ Object.assign({}, mediaUploadErrorEn, mediaImageEn),
);

// Pure, so that an app with only the uploaders carries none of the gallery's strings.
export const mediaEn = /* @__PURE__ */ Object.assign({}, mediaUploadEn, mediaGalleryEn);

export const mediaDe: Record<keyof typeof mediaEn, string> = {
  "media.dropzone.title": "Dateien hierher ziehen oder auswählen",
  "media.dropzone.dragging": "Loslassen, um sie hinzuzufügen",
  "media.dropzone.hint": "Sie können auch einen Screenshot einfügen.",

  "media.uploader.title": "Fotos hierher ziehen oder auswählen",
  "media.uploader.hint": "{types}, bis {size} pro Datei. Sie können auch einen Screenshot einfügen.",

  "media.queue.label": "Uploads",
  "media.queue.summary": "{done} von {total} hochgeladen",
  "media.queue.more": "+{count} weitere",
  "media.queue.showAll": "Alle {total} anzeigen",
  "media.queue.resumedOne": "1 Upload fortgesetzt",
  "media.queue.resumed": "{count} Uploads fortgesetzt",
  "media.queue.progress": "{name} wird hochgeladen",
  "media.queue.cancel": "Upload von {name} abbrechen",
  "media.queue.retryLabel": "Upload von {name} erneut versuchen",
  "media.queue.remove": "{name} entfernen",
  "media.queue.status.preparing": "Wird vorbereitet…",
  "media.queue.status.checking": "Wird geprüft…",
  "media.queue.status.invalid": "Nicht hochgeladen",
  "media.queue.status.waiting": "Bereit zum Hochladen",
  "media.queue.status.queued": "Wartet…",
  "media.queue.status.uploading": "Wird hochgeladen, {percent} %",
  "media.queue.status.done": "Hochgeladen",
  "media.queue.status.error": "Fehlgeschlagen",
  "media.queue.status.resuming": "Wartet auf die Verbindung…",
  "media.queue.status.cancelled": "Abgebrochen",
  "media.queue.status.duplicate": "Schon hochgeladen",
  "media.queue.announce.progress": "{done} von {total} hochgeladen",
  "media.queue.announce.failed": "{name} fehlgeschlagen",
  "media.queue.announce.failedMany": "{count} Dateien fehlgeschlagen",
  "media.queue.announce.duplicates": "{count} Dateien sind schon in Ihrer Mediathek",
  "media.queue.duplicate": "{name} ist schon in Ihrer Mediathek.",
  "media.queue.duplicateInQueue": "{name} ist schon in diesem Upload.",
  "media.queue.uploadAnyway": "Trotzdem hochladen",
  "media.queue.uploadAnywayLabel": "Trotzdem hochladen: {name}",
  "media.queue.skip": "Überspringen",
  "media.queue.skipLabel": "{name} überspringen",
  "media.queue.skipDuplicates": "Alle Duplikate überspringen",

  "media.error.type": "{name} ist kein unterstütztes Bild ({types}).",
  "media.error.typeFile": "{name} ist kein unterstützter Dateityp ({types}).",
  "media.error.typeUnknown": "{name} ist kein unterstützter Dateityp.",
  "media.error.size": "{name} ist {size} groß; erlaubt sind {limit}.",
  "media.error.offline":
    "Die Verbindung ist abgebrochen. {name} wird erneut gesendet, sobald der Server antwortet.",
  "media.error.network": "Die Verbindung ist beim Senden von {name} abgebrochen.",
  "media.error.storage":
    "Fotos können gerade nicht gespeichert werden. Ihre Uploads warten und werden fortgesetzt.",
  "media.error.storageGaveUp":
    "Fotos können gerade nicht gespeichert werden. Versuchen Sie {name} später noch einmal.",
  "media.error.tooLarge": "{name} ist zu groß für den Server.",
  "media.error.session": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  "media.error.forbidden": "Sie dürfen hier nichts hochladen.",
  "media.error.rateLimited": "Zu viele Uploads auf einmal. Versuchen Sie es gleich noch einmal.",
  "media.error.server": "Der Server konnte {name} nicht speichern. Versuchen Sie es noch einmal.",
  "media.error.unknown": "{name} konnte nicht hochgeladen werden.",
  "media.error.empty": "{name} ist leer.",
  "media.error.unreadable": "{name} lässt sich nicht als Bild lesen.",
  "media.error.tooManyPixels": "{name} hat {megapixels} Megapixel; erlaubt sind {limit} Megapixel.",

  "media.image.error": "Bild nicht verfügbar",

  "media.grid.label": "Bilder",
  "media.grid.empty": "Noch keine Bilder.",
  "media.grid.loading": "Bilder werden geladen…",
  "media.grid.untitled": "Bild {index}",
  "media.grid.select": "{name} auswählen",
  "media.grid.selected": "{count} von {total} ausgewählt",
  "media.grid.instructions":
    "Pfeiltasten wechseln zwischen Bildern, Eingabe öffnet eines, Leertaste wählt es aus.",
  "media.grid.scrubber": "Zu einem Datum springen",

  "media.lightbox.untitled": "Bild {index} von {total}",
  "media.lightbox.position": "{index} von {total}",
  "media.lightbox.previous": "Vorheriges Bild",
  "media.lightbox.next": "Nächstes Bild",
  "media.lightbox.close": "Bildansicht schließen",
  "media.lightbox.zoomIn": "Vergrößern",
  "media.lightbox.zoomOut": "Auf Bildschirmgröße verkleinern",
};
