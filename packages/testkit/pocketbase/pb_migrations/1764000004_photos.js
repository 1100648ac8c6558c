/* global migrate, Collection */
// Each user's photos, for the kit's tests of uploads: one protected image file that PocketBase
// checks by its bytes (JPEG, PNG, WebP, GIF or AVIF, at most 20 MB as the kit counts MB), thumbs,
// tags, and an optional note it belongs to (only one of the owner's own). A user must be verified
// to write, as in most apps. A stock PocketBase otherwise: no hooks, ids free to choose.
const OWNER = "owner = @request.auth.id";
const OWN_NOTE = "(note = '' || note.owner = @request.auth.id)";

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const photos = new Collection({
      id: "kit_photos",
      name: "photos",
      type: "base",
      listRule: OWNER,
      viewRule: OWNER,
      createRule: `@request.auth.verified = true && ${OWNER} && ${OWN_NOTE}`,
      updateRule: [
        "@request.auth.verified = true",
        OWNER,
        "(@request.body.owner:isset = false || @request.body.owner = @request.auth.id)",
        "(@request.body.note:isset = false || @request.body.note = '' || @request.body.note.owner = @request.auth.id)",
      ].join(" && "),
      deleteRule: `@request.auth.verified = true && ${OWNER}`,
      fields: [
        {
          type: "relation",
          name: "owner",
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "relation", name: "note", collectionId: "kit_notes", maxSelect: 1, cascadeDelete: false },
        {
          type: "file",
          name: "file",
          required: true,
          maxSelect: 1,
          maxSize: 20000000,
          mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
          thumbs: ["100x100", "400x0"],
          protected: true,
        },
        { type: "text", name: "title", max: 120, presentable: true },
        { type: "json", name: "tags", maxSize: 2000 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    });
    app.save(photos);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("photos"));
  },
);
