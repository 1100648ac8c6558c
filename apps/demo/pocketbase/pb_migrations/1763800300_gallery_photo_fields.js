/* global DateField, TextField, GeoPointField, FileField -- PocketBase's field types, beside the globals eslint.config lists */
// What a photo product keeps beside each photo (DESIGN §7): when it was taken, the camera and the
// place (read from EXIF in the browser), a content hash to notice a duplicate before upload, a
// thumbhash placeholder shown until the thumb arrives, and a JPEG/WebP preview for originals that
// get no useful thumbs from PocketBase (AVIF: none; WebP: large PNGs).
//
// The library is ordered by date taken, falling back to the upload date. A list request cannot
// sort by COALESCE(taken_at, created), so the order is stored: `sort_at`, kept equal to
// `taken_at || created` by pb_hooks/images_sort_at.pb.js on every create and update, and filled
// here for the photos that exist. The library sorts by `-sort_at,-id` on the (owner, sort_at)
// index.
//
// Existing photos keep every field; down removes only what up added.
const ADDED = ["taken_at", "camera", "location", "hash", "placeholder", "preview", "sort_at"];
const INDEXES = ["idx_images_owner_hash", "idx_images_owner_sort_at"];

migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    const file = images.fields.getByName("file");
    images.fields.add(new DateField({ name: "taken_at" }));
    images.fields.add(new TextField({ name: "camera", max: 120 }));
    images.fields.add(new GeoPointField({ name: "location" }));
    // A SHA-256 in hex.
    images.fields.add(new TextField({ name: "hash", max: 64 }));
    // A thumbhash in base64 (about 30 characters; room for larger ones).
    images.fields.add(new TextField({ name: "placeholder", max: 200 }));
    images.fields.add(
      new FileField({
        name: "preview",
        maxSelect: 1,
        maxSize: 5000000,
        mimeTypes: ["image/jpeg", "image/webp"],
        thumbs: file.thumbs,
        protected: true,
      }),
    );
    images.fields.add(new DateField({ name: "sort_at" }));
    images.addIndex("idx_images_owner_hash", false, "owner, hash", "");
    images.addIndex("idx_images_owner_sort_at", false, "owner, sort_at, id", "");
    app.save(images);

    app
      .db()
      .newQuery("UPDATE images SET sort_at = CASE WHEN taken_at != '' THEN taken_at ELSE created END")
      .execute();
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    for (const name of INDEXES) images.removeIndex(name);
    for (const name of ADDED) images.fields.removeByName(name);
    app.save(images);
  },
);
