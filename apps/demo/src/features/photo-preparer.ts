import { createPhotoPreparer } from "@pocketkit/client";

// Photos as phones make them: HEIC becomes JPEG (the decoder loads with the first HEIC), the
// date taken, camera and place are read into the record, a content hash and a ThumbHash are kept,
// and an AVIF or WebP gets a JPEG preview beside it (PocketBase makes no thumbs of AVIF). The
// original is kept as it is, GPS and all: it is the user's own library.
const fields = {
  takenAt: "taken_at",
  camera: "camera",
  location: "location",
  hash: "hash",
  placeholder: "placeholder",
} as const;

export const preparePhoto = /* @__PURE__ */ createPhotoPreparer({
  maxBytes: 20_000_000,
  fields: { ...fields, preview: "preview" },
});

// ImageKit makes every size of an AVIF or WebP itself: no JPEG preview is made or kept.
export const preparePhotoForImageKit = /* @__PURE__ */ createPhotoPreparer({ maxBytes: 20_000_000, fields });
