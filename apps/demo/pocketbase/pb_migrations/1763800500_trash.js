/* global DateField -- PocketBase's field type, beside the globals eslint.config lists */
// Trash (DESIGN §7): deleting a photo moves it to Trash for 30 days, from where it can be
// restored; pb_hooks/trash_purge.pb.js deletes it for good after that. `trashed_at` is when it
// went there (the server's clock, pb_hooks/trash.pb.js), empty for a photo in the library.
//
// The API rules stay owner-only, trashed or not. Hiding trashed photos in the list rule would
// also hide them from the Trash page, which lists them through the same API; a rule that reads a
// query parameter to let them through is a second filter language for the same thing. So the
// web app hides them, with one fragment (src/features/library-query.ts) that every list, count
// and lookup of the library goes through; the photos are the owner's own either way.
//
// Indexes, as SQLite plans the queries (trash.integration.test.ts checks the plans). PocketBase
// writes `trashed_at = ""` as `(trashed_at = '' OR trashed_at IS NULL)`, which no index seeks:
// the library's page keeps walking (owner, sort_at, id) in its order and skips the few trashed
// rows on the way. Its count, and the Trash page (`trashed_at > ""`, newest first), read
// (owner, trashed_at, id): the count without touching a row, Trash without a sort. The hourly
// purge looks across all owners for `trashed_at > "" && trashed_at < cutoff`: (trashed_at),
// where the library's rows (all "") sit before the range and are never read.
const INDEXES = ["idx_images_owner_trashed_at", "idx_images_trashed_at"];

migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.add(new DateField({ name: "trashed_at" }));
    images.addIndex("idx_images_owner_trashed_at", false, "owner, trashed_at, id", "");
    images.addIndex("idx_images_trashed_at", false, "trashed_at", "");
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    for (const name of INDEXES) images.removeIndex(name);
    images.fields.removeByName("trashed_at");
    app.save(images);
  },
);
