// The media components' strings, English and German. Keys start with "media."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
/** What the uploaders and Image show. */
export const mediaUploadEn = {
  "media.dropzone.title": "Drag files here, or choose them",
  "media.dropzone.dragging": "Drop to add them",
  "media.dropzone.hint": "You can also paste a screenshot.",

  "media.uploader.title": "Drag photos here, or choose them",
  "media.uploader.hint": "{types}, up to {size} each. You can also paste a screenshot.",

  "media.queue.label": "Uploads",
  "media.queue.summary": "{done} of {total} uploaded",
  "media.queue.more": "+{count} more",
  "media.queue.showAll": "Show all {total}",
  "media.queue.resumedOne": "1 upload resumed",
  "media.queue.resumed": "{count} uploads resumed",
  "media.queue.progress": "Uploading {name}",
  "media.queue.cancel": "Cancel upload of {name}",
  "media.queue.retryLabel": "Retry upload of {name}",
  "media.queue.remove": "Remove {name}",
  "media.queue.status.preparing": "Preparing…",
  "media.queue.status.checking": "Checking…",
  "media.queue.status.invalid": "Not uploaded",
  "media.queue.status.waiting": "Ready to upload",
  "media.queue.status.queued": "Waiting…",
  "media.queue.status.uploading": "Uploading, {percent} %",
  "media.queue.status.done": "Uploaded",
  "media.queue.status.error": "Failed",
  "media.queue.status.resuming": "Waiting for the connection…",
  "media.queue.status.cancelled": "Cancelled",
  "media.queue.announce.progress": "{done} of {total} uploaded",
  "media.queue.announce.failed": "{name} failed",
  "media.queue.announce.failedMany": "{count} files failed",

  // The first three are DESIGN §8's sentences: the client's file check writes them in English,
  // and these keys say them in the reader's language.
  "media.error.type": "{name} is not a supported image ({types}).",
  "media.error.typeFile": "{name} is not a supported file type ({types}).",
  "media.error.typeUnknown": "{name} is not a supported file type.",
  "media.error.size": "{name} is {size}; the limit is {limit}.",
  "media.error.offline": "The connection dropped. {name} is sent again when the server answers.",
  "media.error.network": "The connection dropped while {name} was being sent.",
  "media.error.tooLarge": "{name} is too large for the server.",
  "media.error.session": "Your session has expired. Please sign in again.",
  "media.error.forbidden": "You aren't allowed to upload here.",
  "media.error.rateLimited": "Too many uploads at once. Try again in a moment.",
  "media.error.server": "The server couldn't save {name}. Try again.",
  "media.error.unknown": "{name} couldn't be uploaded.",
  "media.error.empty": "{name} is empty.",
  "media.error.unreadable": "{name} can't be read as an image.",
  "media.error.tooManyPixels": "{name} is {megapixels} megapixels; the limit is {limit} megapixels.",

  "media.image.error": "Image unavailable",
} satisfies Record<`media.${string}`, string>;

/** ImageGrid's and Lightbox's own strings. */
export const mediaGalleryEn = {
  "media.grid.label": "Images",
  "media.grid.empty": "No images yet.",
  "media.grid.loading": "Loading images…",
  "media.grid.untitled": "Image {index}",
  "media.grid.select": "Select {name}",
  "media.grid.selected": "{count} of {total} selected",
  "media.grid.instructions": "Arrow keys move between images, Enter opens one, Space selects it.",

  "media.lightbox.untitled": "Image {index} of {total}",
  "media.lightbox.position": "{index} of {total}",
  "media.lightbox.previous": "Previous image",
  "media.lightbox.next": "Next image",
  "media.lightbox.close": "Close image viewer",
} satisfies Record<`media.${string}`, string>;

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
  "media.queue.announce.progress": "{done} von {total} hochgeladen",
  "media.queue.announce.failed": "{name} fehlgeschlagen",
  "media.queue.announce.failedMany": "{count} Dateien fehlgeschlagen",

  "media.error.type": "{name} ist kein unterstütztes Bild ({types}).",
  "media.error.typeFile": "{name} ist kein unterstützter Dateityp ({types}).",
  "media.error.typeUnknown": "{name} ist kein unterstützter Dateityp.",
  "media.error.size": "{name} ist {size} groß; erlaubt sind {limit}.",
  "media.error.offline":
    "Die Verbindung ist abgebrochen. {name} wird erneut gesendet, sobald der Server antwortet.",
  "media.error.network": "Die Verbindung ist beim Senden von {name} abgebrochen.",
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

  "media.lightbox.untitled": "Bild {index} von {total}",
  "media.lightbox.position": "{index} von {total}",
  "media.lightbox.previous": "Vorheriges Bild",
  "media.lightbox.next": "Nächstes Bild",
  "media.lightbox.close": "Bildansicht schließen",
};
