// One row per AI completion, written by the Gallery's server (as a superuser) for the per-user
// limit and for audit. A user may read their own rows and write none.
migrate(
  (app) => {
    const aiUsage = new Collection({
      id: "pk_ai_usage",
      type: "base",
      name: "ai_usage",
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
          collectionId: "_pb_users_auth_",
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: "select",
          name: "kind",
          required: true,
          maxSelect: 1,
          values: ["alt", "description", "tags"],
        },
        { type: "number", name: "characters", onlyInt: true, min: 0 },
        {
          type: "select",
          name: "status",
          required: true,
          maxSelect: 1,
          values: ["ok", "stopped", "error", "rate_limited"],
        },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: ["CREATE INDEX idx_ai_usage_user_created ON ai_usage (user, created)"],
    });
    app.save(aiUsage);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("ai_usage"));
  },
);
