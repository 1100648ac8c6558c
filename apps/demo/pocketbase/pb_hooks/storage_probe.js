// Whether the files' S3 storage answers (storage_unavailable.pb.js). A handler cannot see a
// file's top-level functions, so it requires this module.

const STORAGE_UNAVAILABLE = "Photos can't be stored right now. Your uploads wait and resume.";

/** True when S3 storage is on and does not answer; local storage never counts as away. */
function isStorageAway(app) {
  if (!app.settings().s3.enabled) return false;
  let filesystem = null;
  try {
    filesystem = app.newFilesystem();
    // A key nobody writes: an answer of "not there" means S3 answered.
    filesystem.exists("pocketkit-storage-probe");
    return false;
  } catch {
    return true;
  } finally {
    if (filesystem) filesystem.close();
  }
}

/**
 * Answers a request that sends files (multipart form data) with 503 while the storage is away,
 * and `code: "storage_unavailable"` beside PocketBase's usual fields (an error PocketBase makes
 * keeps only field errors in `data`), which @pocketkit/client reads as the error's code.
 * @returns whether it answered.
 */
function answeredStorageAway(e) {
  // PocketBase gives the headers lowercased, with "_" for "-".
  const contentType = String(e.requestInfo().headers["content_type"] || "");
  const multipart = contentType.startsWith("multipart/form-data");
  if (!multipart || !isStorageAway(e.app)) return false;
  e.json(503, { status: 503, message: STORAGE_UNAVAILABLE, data: {}, code: "storage_unavailable" });
  return true;
}

module.exports = { answeredStorageAway, isStorageAway };
