/* global SelectField, DateField, TextField -- PocketBase's field types, beside the globals eslint.config lists */
// AI writes alt text for photos on its own (DESIGN §7): each photo carries where its job stands,
// and PocketBase is the queue, so that any number of Gallery servers share it and keep nothing
// of their own (pb_hooks/alt_text_jobs.pb.js claims and finishes jobs; alt_text_requests.pb.js
// says who may set what).
//
// - `alt_status`: empty (never asked, or the alt text is a person's), `pending` (waiting for its
//   turn, a retry or the owner's AI limit), `running` (a server is describing it), `done` (the
//   alt text is the AI's), `failed` (given up; `alt_error` says why), `skipped` (the AI wasn't
//   sure and wrote nothing).
// - `alt_attempts`: failed tries of the current request (retries are bounded).
// - `alt_next_try`: pending: not before then; running: when the server's lease on it ends, after
//   which another server may take it over (the first one stopped or crashed).
// - `alt_error`: why the last try failed, in words for the owner.
// - `alt_claim`: the running job's token; only the server holding it may finish the job. Hidden:
//   the API shows it to superusers only.
//
// Indexes: the claim looks for the oldest due job, `alt_status IN ('pending', 'running') AND
// alt_next_try <= now`, on (alt_status, alt_next_try), which the library's photos (all done,
// skipped or empty) never enter. The owner's counts ("Describe 37 photos", "Writing alt text for
// 3 photos") read (owner, alt_status).
const ADDED = ["alt_status", "alt_attempts", "alt_next_try", "alt_error", "alt_claim"];
const INDEXES = ["idx_images_alt_queue", "idx_images_owner_alt_status"];

migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.add(
      new SelectField({
        name: "alt_status",
        maxSelect: 1,
        values: ["pending", "running", "done", "failed", "skipped"],
      }),
    );
    images.fields.add(new NumberField({ name: "alt_attempts", onlyInt: true, min: 0 }));
    images.fields.add(new DateField({ name: "alt_next_try" }));
    images.fields.add(new TextField({ name: "alt_error", max: 200 }));
    images.fields.add(new TextField({ name: "alt_claim", max: 40, hidden: true }));
    images.addIndex("idx_images_alt_queue", false, "alt_status, alt_next_try", "");
    images.addIndex("idx_images_owner_alt_status", false, "owner, alt_status", "");
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    for (const name of INDEXES) images.removeIndex(name);
    for (const name of ADDED) images.fields.removeByName(name);
    app.save(images);
  },
);
