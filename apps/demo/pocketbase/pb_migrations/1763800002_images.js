// A user's photos. The file is protected: it is served only with a file token of a user the
// view rule admits, so a file URL alone shows nothing. An image can only be put in an album of
// its own owner. Tags are checked item by item in pb_hooks/images.pb.js.
migrate(
  (app) => {
    const owner = "owner = @request.auth.id";
    const images = new Collection({
      id: "pk_images",
      type: "base",
      name: "images",
      listRule: owner,
      viewRule: owner,
      createRule: `@request.auth.id != '' && ${owner} && (album = '' || album.owner = @request.auth.id)`,
      updateRule: [
        owner,
        "(@request.body.owner:isset = false || @request.body.owner = @request.auth.id)",
        "(@request.body.album:isset = false || @request.body.album = '' || @request.body.album.owner = @request.auth.id)",
      ].join(" && "),
      deleteRule: owner,
      fields: [
        {
          type: "relation",
          name: "owner",
          required: true,
          collectionId: "_pb_users_auth_",
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "relation", name: "album", collectionId: "pk_albums", maxSelect: 1, cascadeDelete: false },
        {
          type: "file",
          name: "file",
          required: true,
          maxSelect: 1,
          maxSize: 20 * 1024 * 1024,
          mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
          thumbs: ["100x100", "400x0", "1200x0"],
          protected: true,
        },
        { type: "text", name: "title", max: 120, presentable: true },
        { type: "text", name: "alt", max: 250 },
        { type: "text", name: "description", max: 2000 },
        { type: "json", name: "tags", maxSize: 2000 },
        { type: "json", name: "metadata", maxSize: 20000 },
        { type: "number", name: "width", onlyInt: true, min: 1, max: 100000 },
        { type: "number", name: "height", onlyInt: true, min: 1, max: 100000 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_images_owner_created ON images (owner, created)",
        "CREATE INDEX idx_images_album ON images (album)",
      ],
    });
    app.save(images);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("images"));
  },
);
