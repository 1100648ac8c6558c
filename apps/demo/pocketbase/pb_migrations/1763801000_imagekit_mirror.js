/* global TextField, SelectField -- PocketBase's field types, beside the globals eslint.config lists */
// The mirror of the Gallery's records in ImageKit (docs/imagekit.md, "The mirror"): a
// transactional outbox. PocketBase's hooks (pb_hooks/imagekit_mirror.pb.js) write one job per
// change into `imagekit_jobs`, in the change's own transaction; the Gallery servers with an
// ImageKit account claim the jobs, apply them to ImageKit and delete them
// (apps/demo/server/imagekit-mirror.ts). Superusers only: no rules.
//
// - `seq`: the order the changes were made in. One owner's jobs are applied one at a time, in this
//   order (a rename must not overtake the folder's creation); different owners' run side by side.
// - `kind`: `photo_sync`, `album_sync`, `field_sync` (make ImageKit match the record as it is when
//   the job runs), `photo_delete`, `album_delete`, `field_delete` (the record is gone: `data` holds
//   what ImageKit knows it by: `{ fileId }`, `{ folder }`, `{ imagekitField }`).
// - `status`: `pending` (waiting for `next_try`), `running` (claimed until `next_try`, the lease),
//   `failed` (given up after its retries; `error` says why; kept for a person to look at). A job
//   that succeeded is deleted.
// - `claim`: the running job's token; only the server holding it may finish the job.
//
// The records remember what ImageKit holds for them: a photo its `imagekit_id` and `imagekit_path`
// (1763800900_imagekit_file.js), an album its folder (`imagekit_folder`), a custom field the id of
// the ImageKit field that mirrors it (`imagekit_field`). Only the mirror sets the last two.
//
// Which servers mirror: the Gallery servers' word of presence (1763800800_alt_text_workers.js),
// now with a `role`: `alt_text` (a server with an AI provider) or `imagekit` (one with an ImageKit
// account). Rows from before this migration were all alt text servers.
migrate(
  (app) => {
    const jobs = new Collection({
      type: "base",
      name: "imagekit_jobs",
      fields: [
        { name: "seq", type: "number", required: true, onlyInt: true, min: 1 },
        {
          name: "kind",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["photo_sync", "photo_delete", "album_sync", "album_delete", "field_sync", "field_delete"],
        },
        { name: "owner", type: "text", required: true, max: 40 },
        { name: "subject", type: "text", required: true, max: 40 },
        { name: "data", type: "json", maxSize: 4000 },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["pending", "running", "failed"],
        },
        { name: "attempts", type: "number", onlyInt: true, min: 0 },
        { name: "next_try", type: "date" },
        { name: "claim", type: "text", max: 40 },
        { name: "error", type: "text", max: 500 },
        { name: "created", type: "autodate", onCreate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_imagekit_jobs_seq ON imagekit_jobs (seq)",
        "CREATE INDEX idx_imagekit_jobs_owner_seq ON imagekit_jobs (owner, status, seq)",
        "CREATE INDEX idx_imagekit_jobs_due ON imagekit_jobs (status, next_try)",
      ],
    });
    app.save(jobs);

    const albums = app.findCollectionByNameOrId("albums");
    albums.fields.add(new TextField({ name: "imagekit_folder", max: 1000 }));
    app.save(albums);

    const fields = app.findCollectionByNameOrId("metadata_fields");
    fields.fields.add(new TextField({ name: "imagekit_field", max: 100 }));
    app.save(fields);

    const workers = app.findCollectionByNameOrId("alt_text_workers");
    workers.fields.add(new SelectField({ name: "role", maxSelect: 1, values: ["alt_text", "imagekit"] }));
    app.save(workers);
    app.db().newQuery("UPDATE alt_text_workers SET role = 'alt_text' WHERE role = ''").execute();
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("imagekit_jobs"));
    const albums = app.findCollectionByNameOrId("albums");
    albums.fields.removeByName("imagekit_folder");
    app.save(albums);
    const fields = app.findCollectionByNameOrId("metadata_fields");
    fields.fields.removeByName("imagekit_field");
    app.save(fields);
    const workers = app.findCollectionByNameOrId("alt_text_workers");
    workers.fields.removeByName("role");
    app.save(workers);
  },
);
