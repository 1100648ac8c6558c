/* global BoolField -- PocketBase's field type, beside the globals eslint.config lists */
// Favourites (DESIGN §7): a heart on a photo, and a Favourites view listing them newest first by
// date taken, on the (owner, favorite, sort_at) index. Existing photos start as not favourites.
migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.add(new BoolField({ name: "favorite" }));
    images.addIndex("idx_images_owner_favorite", false, "owner, favorite, sort_at, id", "");
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.removeIndex("idx_images_owner_favorite");
    images.fields.removeByName("favorite");
    app.save(images);
  },
);
