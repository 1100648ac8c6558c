/* global arrayOf, DynamicModel, Record, $security -- PocketBase's, beside the globals eslint.config lists */
// What the ImageKit mirror's handlers share (pb_migrations/1763801000_imagekit_mirror.js has the
// collection): which changes make a job, and the queue's claim. A pb_hooks handler cannot see a
// file's top-level functions, so they require this module.
const { stamp, isWorkerActive } = require(`${__hooks}/workers.js`);

/** A photo's fields whose change ImageKit follows: its folder (Trash, album) and its metadata. */
const PHOTO_FIELDS = ["imagekit_id", "owner", "trashed_at", "album", "metadata"];
const ALBUM_FIELDS = ["name"];
const FIELD_FIELDS = ["name", "type", "options"];
/** What only the mirror (and superusers) set, by collection. */
const MIRROR_FIELDS = { albums: "imagekit_folder", metadata_fields: "imagekit_field" };

/** Whether a Gallery server with an ImageKit account has said in time that it is there. */
function isMirrorOn(app) {
  return isWorkerActive(app, "imagekit");
}

/** The names of `fields` whose value differs between two records. */
function changed(record, original, fields) {
  return fields.filter((name) => record.getString(name) !== original.getString(name));
}

/**
 * Writes a job, in the caller's transaction. A `*_sync` job makes ImageKit match the record as it
 * is when the job runs, so one already waiting for the same record does for both.
 */
function addJob(app, kind, owner, subject, data) {
  if (kind.endsWith("_sync")) {
    const waiting = app.countRecords(
      "imagekit_jobs",
      $dbx.hashExp({ kind: kind, subject: subject, status: "pending" }),
    );
    if (waiting > 0) return;
  }
  const last = arrayOf(new DynamicModel({ seq: 0 }));
  app.db().newQuery("SELECT COALESCE(MAX(seq), 0) AS seq FROM imagekit_jobs").all(last);
  const job = new Record(app.findCollectionByNameOrId("imagekit_jobs"));
  job.set("seq", last[0].seq + 1);
  job.set("kind", kind);
  job.set("owner", owner);
  job.set("subject", subject);
  job.set("data", data ?? {});
  job.set("status", "pending");
  job.set("attempts", 0);
  job.set("next_try", stamp(Date.now()));
  app.save(job);
}

/**
 * The job a change of a record makes, or `null`: `original` is the record before an update,
 * `null` for a create. Photos are followed only once they are in ImageKit (an `imagekit_id`);
 * albums and fields once they have their ImageKit folder or field, or, new, while a server with an
 * ImageKit account is there to make it.
 */
function jobForSave(app, collection, record, original) {
  const owner = record.getString("owner");
  if (collection === "images") {
    if (record.getString("imagekit_id") === "") return null;
    if (original && changed(record, original, PHOTO_FIELDS).length === 0) return null;
    return { kind: "photo_sync", owner, subject: record.id };
  }
  const fields = collection === "albums" ? ALBUM_FIELDS : FIELD_FIELDS;
  if (original && changed(record, original, fields).length === 0) return null;
  if (record.getString(MIRROR_FIELDS[collection]) === "" && !isMirrorOn(app)) return null;
  return { kind: collection === "albums" ? "album_sync" : "field_sync", owner, subject: record.id };
}

/** The job a deleted record leaves, with what ImageKit knows it by, or `null`. */
function jobForDelete(collection, record) {
  const owner = record.getString("owner");
  if (collection === "images") {
    const fileId = record.getString("imagekit_id");
    if (fileId === "") return null;
    return { kind: "photo_delete", owner, subject: record.id, data: { fileId } };
  }
  const known = record.getString(MIRROR_FIELDS[collection]);
  if (known === "") return null;
  return collection === "albums"
    ? { kind: "album_delete", owner, subject: record.id, data: { folder: known } }
    : { kind: "field_delete", owner, subject: record.id, data: { imagekitField: known } };
}

/**
 * The job whose turn it is, now `running` for the caller until the lease ends: the first due job
 * of an owner none of whose earlier jobs is still waiting or running, oldest first. Nothing due:
 * `{ job: null, nextDue }`, when the next one will be ("" for none).
 */
function claimJob(txApp, leaseSeconds) {
  const now = stamp(Date.now());
  // An owner's first job still open; the others wait for it, in order.
  const first = `status IN ('pending', 'running') AND NOT EXISTS (
    SELECT 1 FROM imagekit_jobs earlier
    WHERE earlier.owner = jobs.owner AND earlier.status IN ('pending', 'running') AND earlier.seq < jobs.seq)`;
  const due = arrayOf(new DynamicModel({ id: "" }));
  txApp
    .db()
    .newQuery(`SELECT id FROM imagekit_jobs jobs WHERE ${first} AND next_try <= {:now} ORDER BY seq LIMIT 1`)
    .bind({ now })
    .all(due);
  if (due.length === 0) {
    const next = arrayOf(new DynamicModel({ due: "" }));
    txApp
      .db()
      .newQuery(`SELECT COALESCE(MIN(next_try), '') AS due FROM imagekit_jobs jobs WHERE ${first}`)
      .all(next);
    return { job: null, nextDue: next.length > 0 ? next[0].due : "" };
  }
  const record = txApp.findRecordById("imagekit_jobs", due[0].id);
  const claim = $security.randomString(24);
  record.set("status", "running");
  record.set("next_try", stamp(Date.now() + leaseSeconds * 1000));
  record.set("claim", claim);
  txApp.save(record);
  const raw = record.getString("data");
  return {
    job: {
      id: record.id,
      kind: record.getString("kind"),
      owner: record.getString("owner"),
      subject: record.getString("subject"),
      data: raw === "" || raw === "null" ? {} : JSON.parse(raw),
      attempts: record.getInt("attempts"),
      claim,
    },
    nextDue: "",
  };
}

module.exports = { MIRROR_FIELDS, stamp, addJob, jobForSave, jobForDelete, claimJob };
