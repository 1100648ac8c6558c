/* global onRecordUpdate, DateTime -- PocketBase's, beside the globals eslint.config lists */
// The library's order (pb_migrations/1763800300_gallery_photo_fields.js): `sort_at` is the date
// the photo was taken, else the date it was uploaded. Set on every create and update, whatever a
// client sent for it, so that it can never disagree with `taken_at`.
//
// On create, `created` is stamped only when the row is written, after these handlers: the time
// now stands in for it (the same moment, to within the request).
onRecordCreate((e) => {
  const takenAt = e.record.getDateTime("taken_at");
  const created = e.record.getDateTime("created");
  e.record.set("sort_at", !takenAt.isZero() ? takenAt : !created.isZero() ? created : new DateTime());
  e.next();
}, "images");

onRecordUpdate((e) => {
  const takenAt = e.record.getDateTime("taken_at");
  e.record.set("sort_at", !takenAt.isZero() ? takenAt : e.record.getDateTime("created"));
  e.next();
}, "images");
