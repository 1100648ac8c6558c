/* global onRecordUpdateExecute, onRecordDeleteExecute, onRecordUpdateRequest, routerAdd, $apis -- PocketBase's, beside the globals eslint.config lists */
// The ImageKit mirror's side in PocketBase (pb_migrations/1763801000_imagekit_mirror.js): the
// outbox. Every change to a photo, an album or a custom field that ImageKit must follow writes a
// job in the change's own transaction, whoever made it (a person, a batch, the Trash purge's
// cron, a cascade of a deleted album or account): the job is there if and only if the change is.
// The Gallery servers with an ImageKit account claim the jobs (below) and apply them
// (apps/demo/server/imagekit-mirror.ts). Which changes make a job: imagekit_mirror.js.
// (A handler cannot see a file's top-level functions, hence the handlers alike.)

onRecordCreateExecute(
  (e) => {
    const { addJob, jobForSave } = require(`${__hooks}/imagekit_mirror.js`);
    const app = e.app;
    try {
      app.runInTransaction((txApp) => {
        e.app = txApp;
        e.next();
        const job = jobForSave(txApp, e.record.collection().name, e.record, null);
        if (job) addJob(txApp, job.kind, job.owner, job.subject, job.data);
      });
    } finally {
      e.app = app;
    }
  },
  "images",
  "albums",
  "metadata_fields",
);

onRecordUpdateExecute(
  (e) => {
    const { addJob, jobForSave } = require(`${__hooks}/imagekit_mirror.js`);
    const app = e.app;
    const original = e.record.original();
    try {
      app.runInTransaction((txApp) => {
        e.app = txApp;
        e.next();
        const job = jobForSave(txApp, e.record.collection().name, e.record, original);
        if (job) addJob(txApp, job.kind, job.owner, job.subject, job.data);
      });
    } finally {
      e.app = app;
    }
  },
  "images",
  "albums",
  "metadata_fields",
);

// PocketBase deletes in a transaction of its own, which e.app is here. A deleted album's photos
// are let go of (their `album` emptied, each a saved update with its own job) within e.next(), so
// their jobs come before the album's; the mirror still moves any photo left in the folder out of
// it before deleting it (a photo whose own job was given up on).
onRecordDeleteExecute(
  (e) => {
    const { addJob, jobForDelete } = require(`${__hooks}/imagekit_mirror.js`);
    e.next();
    const job = jobForDelete(e.record.collection().name, e.record);
    if (job) addJob(e.app, job.kind, job.owner, job.subject, job.data);
  },
  "images",
  "albums",
  "metadata_fields",
);

// An album's folder and a field's ImageKit field are the mirror's to set: a user who could write
// another's field id into a field of their own would have it deleted with theirs. Superusers (the
// mirror, the admin kit) set what they send.
onRecordCreateRequest(
  (e) => {
    const { MIRROR_FIELDS } = require(`${__hooks}/imagekit_mirror.js`);
    const name = MIRROR_FIELDS[e.record.collection().name];
    if (!e.hasSuperuserAuth() && e.record.getString(name) !== "") {
      throw new BadRequestError("Failed to create record.", {
        [name]: new ValidationError("validation_mirror_managed", "Set by the Gallery's ImageKit mirror."),
      });
    }
    return e.next();
  },
  "albums",
  "metadata_fields",
);

onRecordUpdateRequest(
  (e) => {
    const { MIRROR_FIELDS } = require(`${__hooks}/imagekit_mirror.js`);
    const name = MIRROR_FIELDS[e.record.collection().name];
    if (!e.hasSuperuserAuth() && e.record.getString(name) !== e.record.original().getString(name)) {
      throw new BadRequestError("Failed to update record.", {
        [name]: new ValidationError("validation_mirror_managed", "Set by the Gallery's ImageKit mirror."),
      });
    }
    return e.next();
  },
  "albums",
  "metadata_fields",
);

// POST /api/imagekit/jobs/claim  `{ leaseSeconds }`: the job whose turn it is, now `running` for
// the caller until the lease ends, with the token that finishes it:
// `{ job: { id, kind, owner, subject, data, attempts, claim } }`; nothing due:
// `{ job: null, nextDue }` ("" for none). In a transaction, which PocketBase's single writing
// connection keeps whole (alt_text_jobs.pb.js): two servers never claim one job.
routerAdd(
  "POST",
  "/api/imagekit/jobs/claim",
  (e) => {
    const { claimJob } = require(`${__hooks}/imagekit_mirror.js`);
    const leaseSeconds = Math.min(3600, Math.max(1, Number(e.requestInfo().body["leaseSeconds"]) || 300));
    let answer = null;
    e.app.runInTransaction((txApp) => {
      answer = claimJob(txApp, leaseSeconds);
    });
    return e.json(200, answer);
  },
  $apis.requireSuperuserAuth(),
);

// POST /api/imagekit/jobs/{id}/finish  `{ claim, status, error?, attempts?, nextTry? }`: how the
// job ended, from the server holding its claim: `done` deletes it; `pending` puts it back in line
// for `nextTry`; `failed` gives up on it (kept, with `error`). 409 when the claim is no longer the
// caller's (its lease ran out and another server took it), and nothing is written.
routerAdd(
  "POST",
  "/api/imagekit/jobs/{id}/finish",
  (e) => {
    const { stamp } = require(`${__hooks}/imagekit_mirror.js`);
    const body = e.requestInfo().body;
    const status = String(body["status"] ?? "");
    if (!["done", "pending", "failed"].includes(status)) {
      throw new BadRequestError("Unknown status.", {
        status: new ValidationError("validation_invalid_value", "Must be done, pending or failed."),
      });
    }
    let finished = false;
    e.app.runInTransaction((txApp) => {
      const [job] = txApp.findRecordsByIds("imagekit_jobs", [e.request.pathValue("id")]);
      const claim = String(body["claim"] ?? "");
      if (!job || job.getString("status") !== "running" || claim === "" || job.getString("claim") !== claim) {
        return;
      }
      finished = true;
      if (status === "done") {
        txApp.delete(job);
        return;
      }
      const nextTry = Date.parse(String(body["nextTry"] ?? ""));
      job.set("status", status);
      job.set("claim", "");
      job.set("error", String(body["error"] ?? "").slice(0, 500));
      job.set("attempts", Number(body["attempts"]) || 0);
      job.set("next_try", status === "pending" ? stamp(Number.isNaN(nextTry) ? Date.now() : nextTry) : "");
      txApp.save(job);
    });
    if (!finished) {
      return e.json(409, { status: 409, message: "This job is no longer the caller's.", data: {} });
    }
    return e.noContent(204);
  },
  $apis.requireSuperuserAuth(),
);
