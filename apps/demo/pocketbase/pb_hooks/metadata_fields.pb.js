// A user may define at most 30 custom metadata fields, however many creates arrive at once.
//
// The count and the insert run in one write transaction. PocketBase writes through a single
// connection (its non-concurrent pool), so a transaction there holds every other write back
// until it ends: no second create can count before this one has inserted. Counting in
// onRecordCreate instead, outside any transaction, let 100 parallel creates make 31 fields.
// onRecordCreateExecute runs after validation, right around the INSERT; a batch request is
// already one transaction, which runInTransaction joins.
onRecordCreateExecute((e) => {
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      const owner = e.record.getString("owner");
      const count = txApp.countRecords("metadata_fields", $dbx.hashExp({ owner: owner }));
      if (count >= 30) {
        throw new BadRequestError("You already have 30 custom fields, the most allowed.", {
          name: new ValidationError(
            "validation_too_many_fields",
            "You already have 30 custom fields, the most allowed.",
          ),
        });
      }
      // The INSERT after this hook goes through e.app: the transaction's.
      e.app = txApp;
      e.next();
    });
  } finally {
    e.app = app;
  }
}, "metadata_fields");
