// `upload_signatures`: one row per ImageKit upload signature the Gallery's server gives a user
// (POST /api/gallery/imagekit/sign), so that each user gets at most so many within a window
// (server/imagekit-routes.ts, UPLOAD_LIMITS). The same shape as `ai_usage`, which the kit's usage
// adapter counts in (`createPocketBaseUsage`): a per-user `sequence` with a unique index keeps the
// limit exact however many servers sign at once. Users read their own rows and write none.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const signatures = new Collection({
      type: "base",
      name: "upload_signatures",
      listRule: "user = @request.auth.id",
      viewRule: "user = @request.auth.id",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "user",
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "number", name: "sequence", required: true, onlyInt: true, min: 1 },
        { type: "text", name: "kind", required: true, max: 100 },
        { type: "number", name: "characters", onlyInt: true, min: 0 },
        {
          type: "select",
          name: "status",
          required: true,
          maxSelect: 1,
          values: ["pending", "ok", "stopped", "error"],
        },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_upload_signatures_user_sequence ON upload_signatures (user, sequence)",
      ],
    });
    app.save(signatures);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("upload_signatures"));
  },
);
