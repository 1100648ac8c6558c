// `ai_usage` becomes the collection `@pocketkit/client` ships for its completion handler
// (packages/client/migrations/1764000000_pocketkit_ai_usage.js), so the Gallery's server uses the
// handler's default usage adapter: each of a user's completions takes the next `sequence`, unique
// per user, which keeps the 20-per-10-minutes limit exact however many requests arrive at once.
// The Gallery keeps its own `kind` values (the server allows only these), and `rate_limited` for
// rows written before refusals stopped being recorded. Rows already there are numbered in the
// order they were made.
migrate(
  (app) => {
    const aiUsage = app.findCollectionByNameOrId("ai_usage");
    aiUsage.fields.add(
      new NumberField({ name: "sequence", required: true, onlyInt: true, min: 1 }),
      new AutodateField({ name: "updated", onCreate: true, onUpdate: true }),
    );
    aiUsage.fields.getByName("status").values = ["pending", "ok", "stopped", "error", "rate_limited"];
    aiUsage.indexes = [];
    app.save(aiUsage);

    app
      .db()
      .newQuery(
        `UPDATE ai_usage SET sequence = (
           SELECT COUNT(*) FROM ai_usage AS earlier
           WHERE earlier.user = ai_usage.user
             AND (earlier.created < ai_usage.created
                  OR (earlier.created = ai_usage.created AND earlier.id <= ai_usage.id)))`,
      )
      .execute();

    aiUsage.indexes = ["CREATE UNIQUE INDEX idx_ai_usage_user_sequence ON ai_usage (user, sequence)"];
    app.save(aiUsage);
  },
  (app) => {
    const aiUsage = app.findCollectionByNameOrId("ai_usage");
    aiUsage.indexes = ["CREATE INDEX idx_ai_usage_user_created ON ai_usage (user, created)"];
    aiUsage.fields.removeByName("sequence");
    aiUsage.fields.removeByName("updated");
    aiUsage.fields.getByName("status").values = ["ok", "stopped", "error", "rate_limited"];
    app.save(aiUsage);
  },
);
