// A user's albums. Only the owner can see or touch one, and nobody can create one for, or
// hand one over to, someone else.
migrate(
  (app) => {
    const albums = new Collection({
      id: "pk_albums",
      type: "base",
      name: "albums",
      listRule: "owner = @request.auth.id",
      viewRule: "owner = @request.auth.id",
      createRule: "@request.auth.id != '' && owner = @request.auth.id",
      updateRule:
        "owner = @request.auth.id && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)",
      deleteRule: "owner = @request.auth.id",
      fields: [
        {
          type: "relation",
          name: "owner",
          required: true,
          collectionId: "_pb_users_auth_",
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "text", name: "name", required: true, min: 1, max: 80, presentable: true },
        { type: "text", name: "description", max: 500 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_albums_owner ON albums (owner, created)"],
    });
    app.save(albums);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("albums"));
  },
);
