/* global TextField -- PocketBase's field type, beside the globals eslint.config lists */
// A photo's file in ImageKit (docs/imagekit.md): its file id and path, as the ImageKit media
// adapter writes them. The Gallery's delete and purge routes (apps/demo/server/imagekit-routes.ts)
// act on a file only for the owner of the photo that holds its id, so an id may be held by one
// photo at most: without the unique index, anyone could write someone else's file id into a
// photo of their own and then have that file deleted. Empty (a photo in PocketBase's storage)
// is left out of the index.
//
// `file` stays required: the Gallery keeps its photos in PocketBase until it is switched over.
migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.add(new TextField({ name: "imagekit_id", max: 100 }));
    images.fields.add(new TextField({ name: "imagekit_path", max: 1000 }));
    images.addIndex("idx_images_imagekit_id", true, "imagekit_id", "imagekit_id != ''");
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.removeIndex("idx_images_imagekit_id");
    images.fields.removeByName("imagekit_id");
    images.fields.removeByName("imagekit_path");
    app.save(images);
  },
);
