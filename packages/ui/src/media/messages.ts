// The media components' English strings, in slices, so that a page carries only the strings of
// what it draws (a grid and an Upload button, not the upload queue's until the queue loads): the
// queue's are in queue-messages.ts, the whole catalogue and its German in media-catalogue.ts. Keys
// start with "media."; `{name}` marks a value filled in at run time.

/** Dropzone's, and the upload zone's title and hint. */
export const mediaDropzoneEn = {
  "media.dropzone.title": "Drag files here, or choose them",
  "media.dropzone.dragging": "Drop to add them",
  "media.dropzone.hint": "You can also paste a screenshot.",

  "media.uploader.title": "Drag photos here, or choose them",
  "media.uploader.hint": "{types}, up to {size} each. You can also paste a screenshot.",
} satisfies Record<`media.${string}`, string>;

/** Image's. */
export const mediaImageEn = {
  "media.image.error": "Image unavailable",
} satisfies Record<`media.${string}`, string>;

/** What a file refused or failed is told (useUploadErrorMessage). */
export const mediaUploadErrorEn = {
  // The first three are DESIGN §8's sentences: the client's file check writes them in English,
  // and these keys say them in the reader's language.
  "media.error.type": "{name} is not a supported image ({types}).",
  "media.error.typeFile": "{name} is not a supported file type ({types}).",
  "media.error.typeUnknown": "{name} is not a supported file type.",
  "media.error.size": "{name} is {size}; the limit is {limit}.",
  "media.error.offline": "The connection dropped. {name} is sent again when the server answers.",
  "media.error.network": "The connection dropped while {name} was being sent.",
  // DESIGN §8's: the server's file storage (S3) is away; the queue sends the file again.
  "media.error.storage": "Photos can't be stored right now. Your uploads wait and resume.",
  "media.error.storageGaveUp": "Photos can't be stored right now. Try {name} again later.",
  "media.error.tooLarge": "{name} is too large for the server.",
  "media.error.session": "Your session has expired. Please sign in again.",
  "media.error.forbidden": "You aren't allowed to upload here.",
  "media.error.rateLimited": "Too many uploads at once. Try again in a moment.",
  "media.error.server": "The server couldn't save {name}. Try again.",
  "media.error.unknown": "{name} couldn't be uploaded.",
  "media.error.empty": "{name} is empty.",
  "media.error.unreadable": "{name} can't be read as an image.",
  "media.error.tooManyPixels": "{name} is {megapixels} megapixels; the limit is {limit} megapixels.",
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
  "media.grid.scrubber": "Jump to a date",

  "media.lightbox.untitled": "Image {index} of {total}",
  "media.lightbox.position": "{index} of {total}",
  "media.lightbox.previous": "Previous image",
  "media.lightbox.next": "Next image",
  "media.lightbox.close": "Close image viewer",
  "media.lightbox.zoomIn": "Zoom in",
  "media.lightbox.zoomOut": "Zoom out to fit",
} satisfies Record<`media.${string}`, string>;
