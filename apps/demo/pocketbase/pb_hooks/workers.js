// The Gallery servers' word of presence (pb_migrations/1763800800_alt_text_workers.js, with the
// `role` of 1763801000_imagekit_mirror.js): what a handler asks before it writes work that only a
// server of that role can do. A pb_hooks handler cannot see a file's top-level functions, so they
// require this module.

/** A time as PocketBase writes dates ("2026-11-24 10:00:00.000Z"), from milliseconds. */
function stamp(milliseconds) {
  return new Date(milliseconds).toISOString().replace("T", " ");
}

/** The roles a server may say it has: `alt_text` (an AI provider), `imagekit` (an ImageKit account). */
const ROLES = ["alt_text", "imagekit"];

/**
 * Whether a Gallery server of `role` has said in time that it is there. Their words are kept in
 * the database, so that they outlast a restart of PocketBase.
 */
function isWorkerActive(app, role) {
  return (
    app.countRecords(
      "alt_text_workers",
      $dbx.exp("until > {:now} AND role = {:role}", { now: stamp(Date.now()), role }),
    ) > 0
  );
}

module.exports = { stamp, ROLES, isWorkerActive };
