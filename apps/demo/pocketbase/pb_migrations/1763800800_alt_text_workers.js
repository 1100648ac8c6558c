// The Gallery servers that can describe photos say so here (pb_hooks/alt_text_jobs.pb.js,
// POST /api/alt-text/workers/{id}), each until its word runs out; a new photo is queued only while
// one has (pb_hooks/alt_text.js, isWorkerActive). In the database rather than PocketBase's memory:
// a restart (a crash, a backup restored, an update) must not leave the photos uploaded after it
// unqueued until the servers next speak, which a person would see as photos AI never describes.
// Superusers only: no rules.
migrate(
  (app) => {
    const workers = new Collection({
      type: "base",
      name: "alt_text_workers",
      fields: [
        { name: "worker", type: "text", required: true, max: 100 },
        { name: "until", type: "date", required: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_alt_text_workers_worker ON alt_text_workers (worker)",
        "CREATE INDEX idx_alt_text_workers_until ON alt_text_workers (until)",
      ],
    });
    app.save(workers);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("alt_text_workers"));
  },
);
