import { createPhotoPreparer } from "@pocketkit/client";

// Photos as phones make them: HEIC becomes JPEG (the decoder loads with the first HEIC), the
// date taken, camera and place are read into the record, a content hash and a ThumbHash are kept,
// and an AVIF or WebP gets a JPEG preview beside it (PocketBase makes no thumbs of AVIF). The
// original is kept as it is, GPS and all: it is the user's own library.
export const preparePhoto = /* @__PURE__ */ createPhotoPreparer({
  maxBytes: 20_000_000,
  fields: {
    takenAt: "taken_at",
    camera: "camera",
    location: "location",
    hash: "hash",
    placeholder: "placeholder",
    preview: "preview",
  },
});
