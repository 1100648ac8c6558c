// What the alt text handlers share (pb_migrations/1763800700_alt_text_jobs.js has the fields).
// A pb_hooks handler cannot see a file's top-level functions, so they require this module.

/** The fields only the job (and superusers) may set. */
const AI_FIELDS = ["alt_status", "alt_attempts", "alt_next_try", "alt_error", "alt_claim"];

const workers = require(`${__hooks}/workers.js`);
const { stamp } = workers;

/**
 * Whether a Gallery server with an AI provider has said in time that it is there (workers.js).
 * Only then is a new photo queued: "nothing is queued when no provider is configured", and only
 * the Gallery's servers know whether one is.
 */
function isWorkerActive(app) {
  return workers.isWorkerActive(app, "alt_text");
}

/** The fields of a fresh request for a description: in line, now. */
function queue(record) {
  record.set("alt_status", "pending");
  record.set("alt_attempts", 0);
  record.set("alt_next_try", stamp(Date.now()));
  record.set("alt_error", "");
  record.set("alt_claim", "");
}

module.exports = { AI_FIELDS, stamp, isWorkerActive, queue };
