/* global onRecordUpdate, DateTime -- PocketBase's, beside the globals eslint.config lists */
// The library's order (pb_migrations/1763800300_gallery_photo_fields.js): `sort_at` is the date
// the photo was taken, else the date it was uploaded. Set on every create and update, whatever a
// client sent for it, so that it can never disagree with `taken_at`.
//
// On create, PocketBase stamps `created` only as the row is written, after these handlers: the
// handler stamps it itself, with the time it gives `sort_at` (PocketBase keeps a `created` set
// with setRaw, field_autodate.go: "ignore if a date different from the old one was manually set").
onRecordCreate((e) => {
  const takenAt = e.record.getDateTime("taken_at");
  const now = new DateTime();
  e.record.setRaw("created", now);
  e.record.set("sort_at", takenAt.isZero() ? now : takenAt);
  e.next();
}, "images");

onRecordUpdate((e) => {
  const takenAt = e.record.getDateTime("taken_at");
  e.record.set("sort_at", takenAt.isZero() ? e.record.getDateTime("created") : takenAt);
  e.next();
}, "images");
