/* global onRecordUpdateRequest, routerAdd, ForbiddenError, $apis -- PocketBase's, beside the globals eslint.config lists */
// Who may set what of a photo's alt text job (pb_migrations/1763800700_alt_text_jobs.js).
//
// - A new photo without alt text is queued (`pending`) when a Gallery server with an AI provider
//   is there to describe it (alt_text.js, isWorkerActive); otherwise it is left alone, and can be
//   described later on request.
// - A user never sets the job's fields: a request that would change them is refused, so that
//   nobody marks a photo `done` or `running`, resets its attempts or moves its next try. A user
//   asks for a description through POST /api/alt-text/queue (below), which the Gallery's server
//   passes on only when it has a provider.
// - Alt text a person writes (or clears) is theirs: the job's state is cleared with it, so a
//   running job finds its claim gone and writes nothing (alt_text_jobs.pb.js), and the photo no
//   longer says "written by AI".
// Superusers (the admin kit, the job's own routes, tests) set what they send. Batch requests run
// these handlers for each item.

onRecordCreateRequest((e) => {
  const { AI_FIELDS, isWorkerActive, queue } = require(`${__hooks}/alt_text.js`);
  if (e.hasSuperuserAuth()) {
    if (e.requestInfo().body["alt_status"] !== undefined) return e.next();
  } else {
    const set = AI_FIELDS.filter((name) =>
      name === "alt_attempts" ? e.record.getInt(name) !== 0 : e.record.getString(name) !== "",
    );
    if (set.length > 0) {
      const errors = {};
      for (const name of set) {
        errors[name] = new ValidationError("validation_ai_managed", "Set by the Gallery's AI, not by hand.");
      }
      throw new BadRequestError("Failed to create record.", errors);
    }
  }
  if (e.record.getString("alt") === "" && isWorkerActive(e.app)) queue(e.record);
  return e.next();
}, "images");

onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const { AI_FIELDS } = require(`${__hooks}/alt_text.js`);
  const original = e.record.original();
  const changed = AI_FIELDS.filter((name) => e.record.getString(name) !== original.getString(name));
  if (changed.length > 0) {
    const errors = {};
    for (const name of changed) {
      errors[name] = new ValidationError(
        "validation_ai_managed",
        "Set by the Gallery's AI, not by hand. Ask for a description instead.",
      );
    }
    throw new BadRequestError("Failed to update record.", errors);
  }
  if (e.record.getString("alt") !== original.getString("alt")) {
    e.record.set("alt_status", "");
    e.record.set("alt_attempts", 0);
    e.record.set("alt_next_try", "");
    e.record.set("alt_error", "");
    e.record.set("alt_claim", "");
  }
  return e.next();
}, "images");

// POST /api/alt-text/queue: the caller's photos without alt text get in line to be described.
// Body `{ ids?: string[] }`: those photos (at most 100: "Try again" on one, a selection), else
// every photo in the library without alt text that was never described or failed (at most 1,000 a
// request; the library offers the rest again). Photos with alt text, in Trash, already in line or
// someone else's are left out without a word, as if they were not asked for. Answers
// `{ queued }`. Only verified users, as for every write.
routerAdd(
  "POST",
  "/api/alt-text/queue",
  (e) => {
    const { queue } = require(`${__hooks}/alt_text.js`);
    if (!e.auth.getBool("verified")) throw new ForbiddenError("Verify your email to use AI.");
    const body = e.requestInfo().body;
    const ids = Array.isArray(body["ids"]) ? body["ids"].map(String).slice(0, 100) : undefined;
    const owner = e.auth.id;
    let queued = 0;
    e.app.runInTransaction((txApp) => {
      // Read in the transaction: a job that finishes meanwhile is either seen or waits for us.
      const photos = ids
        ? txApp
            .findRecordsByIds("images", ids)
            .filter(
              (photo) =>
                photo &&
                photo.getString("owner") === owner &&
                ["", "failed", "skipped", "done"].includes(photo.getString("alt_status")),
            )
        : txApp.findRecordsByFilter(
            "images",
            "owner = {:owner} && trashed_at = '' && alt = '' && (alt_status = '' || alt_status = 'failed')",
            "-sort_at",
            1000,
            0,
            { owner },
          );
      for (const photo of photos) {
        if (photo.getString("alt") !== "" || photo.getString("trashed_at") !== "") continue;
        queue(photo);
        txApp.save(photo);
        queued++;
      }
    });
    return e.json(200, { queued });
  },
  $apis.requireAuth("users"),
);
