// A photo is kept either in PocketBase (`file`) or in ImageKit (`imagekit_id` and
// `imagekit_path`, written by the ImageKit media adapter; docs/imagekit.md), so `file` is no
// longer required by its field: pb_hooks/images.pb.js requires one of the two, with PocketBase's
// own words under `file` when neither is there.
migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").required = false;
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").required = true;
    app.save(images);
  },
);
