// `ai_usage`: the collection in which `createCompletionHandler` (from `@pocketkit/client/server`)
// reserves and records AI completions, one row per completion. Copy this file into your
// PocketBase's `pb_migrations` folder; PocketBase applies it on its next start.
//
// - `user`: who asked (a relation to your auth collection, `users` here; change the name below if
//   yours differs, and pass `usersCollection` to the handler).
// - `sequence`: the user's 1st, 2nd, 3rd… completion. The unique index on (user, sequence) is what
//   makes the per-user limit hold when many requests arrive at once, on any number of servers:
//   two requests can never both take the same number (see `createPocketBaseUsage`).
// - `kind`: what was written (the request's `kind`); `characters`: how much; `status`: `pending`
//   while it streams, then `ok`, `stopped` or `error`.
//
// A user can read their own rows and write none: only the handler's superuser writes here.
// Rename the collection if you have one of this name already, and pass `usageCollection`.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const aiUsage = new Collection({
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
      indexes: ["CREATE UNIQUE INDEX idx_ai_usage_user_sequence ON ai_usage (user, sequence)"],
    });
    app.save(aiUsage);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("ai_usage"));
  },
);
