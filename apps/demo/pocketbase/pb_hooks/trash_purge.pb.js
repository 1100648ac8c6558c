/* global cronAdd, DateTime -- PocketBase's, beside the globals eslint.config lists */
// Photos stay in Trash for 30 days (pb_migrations/1763800500_trash.js), then this job deletes
// them for good, with their files (PocketBase removes a deleted record's files). It runs every
// hour, so a photo goes at most an hour after its 30 days. A superuser can run it at once from
// the dashboard's Crons page or with POST /api/crons/trash_purge.
//
// Up to 1,000 photos a run, oldest first; the next run takes the rest. Each is its own delete: a
// photo that cannot be deleted is logged and left for the next run, and the others still go.
// A run that deleted or failed anything says so in the logs ("Trash purged").
cronAdd("trash_purge", "@hourly", () => {
  // Keep in step with TRASH_DAYS in src/features/trash.ts, which tells people the days left.
  const TRASH_DAYS = 30;
  const cutoff = new DateTime().addDate(0, 0, -TRASH_DAYS);
  // `> ""` rather than `!= ""`: PocketBase writes != as IS NOT, which no index can seek.
  const expired = $app.findRecordsByFilter(
    "images",
    "trashed_at > '' && trashed_at < {:cutoff}",
    "trashed_at",
    1000,
    0,
    { cutoff: cutoff.string() },
  );
  let deleted = 0;
  let failed = 0;
  for (const photo of expired) {
    try {
      $app.delete(photo);
      deleted++;
    } catch (error) {
      failed++;
      $app.logger().error("A photo in Trash could not be deleted", "id", photo.id, "error", String(error));
    }
  }
  if (deleted > 0 || failed > 0) {
    $app.logger().info("Trash purged", "deleted", deleted, "failed", failed);
  }
});
