/* global onRecordUpdateRequest -- PocketBase's, beside the globals eslint.config lists */
// S3 unreachable while a photo is uploaded: PocketBase answers 400 "Failed to create record." with
// nothing more, the same answer as a create rule that refuses, so a client can neither tell the
// person why nor know that trying again later will work. So a create or update that sends files
// first asks the S3 storage (storage_probe.js); when it does not answer, the request is answered
// 503 with DESIGN §8's words, and the upload queue waits and resumes as it does for a server that
// is away. Asked before, not after a failure: a caught error thrown again loses its answer in
// PocketBase's JS runtime. Every collection's records, so that any file field gets it.

onRecordCreateRequest((e) => {
  if (require(`${__hooks}/storage_probe.js`).answeredStorageAway(e)) return;
  return e.next();
});

onRecordUpdateRequest((e) => {
  if (require(`${__hooks}/storage_probe.js`).answeredStorageAway(e)) return;
  return e.next();
});
