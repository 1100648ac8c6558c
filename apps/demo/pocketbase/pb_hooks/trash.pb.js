/* global onRecordUpdateRequest, DateTime -- PocketBase's, beside the globals eslint.config lists */
// When a photo went to Trash (pb_migrations/1763800500_trash.js) is the server's time, whatever
// a client sent: the purge counts 30 days from it, and a phone whose clock is two months behind
// must not have a photo deleted for good within the hour. A photo already in Trash keeps its
// date (sending it there again gives it no more days); an empty value restores it. Superusers
// (the admin kit, tests) set what they send. Batch requests run these handlers for each item.
// (A handler cannot see a file's top-level functions, hence the two alike.)

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth() && !e.record.getDateTime("trashed_at").isZero()) {
    e.record.set("trashed_at", new DateTime());
  }
  e.next();
}, "images");

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth() && !e.record.getDateTime("trashed_at").isZero()) {
    const before = e.record.original().getDateTime("trashed_at");
    e.record.set("trashed_at", before.isZero() ? new DateTime() : before);
  }
  e.next();
}, "images");
