// A user may define at most 30 custom metadata fields.
onRecordCreate((e) => {
  const owner = e.record.getString("owner");
  const count = e.app.countRecords("metadata_fields", $dbx.hashExp({ owner: owner }));
  if (count >= 30) {
    throw new BadRequestError("You already have 30 custom fields, the most allowed.", {
      name: new ValidationError(
        "validation_too_many_fields",
        "You already have 30 custom fields, the most allowed.",
      ),
    });
  }
  e.next();
}, "metadata_fields");
