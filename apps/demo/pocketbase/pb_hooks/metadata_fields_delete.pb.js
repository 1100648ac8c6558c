/* global onRecordDeleteExecute -- PocketBase's, beside the globals eslint.config lists */
// A custom field that is deleted takes its values with it: every photo of its owner (in Trash
// too) loses the value it held under the field's id in `images.metadata`. Settings says so
// before the delete; left behind, the values would be data nobody can see or remove.
//
// In the delete's own transaction (as metadata_fields.pb.js counts in the create's): the field
// and its values go together or not at all. Saved without validation: a photo that a later
// rule would refuse (an old tag, say) must not keep a field from being deleted. A user who
// deletes their account deletes their photos before their fields (PocketBase cascades by
// collection name), so there is nothing left to clean then.
onRecordDeleteExecute((e) => {
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      const fieldId = e.record.id;
      // `~` matches the id anywhere in the JSON text; the key itself is checked below.
      const photos = txApp.findRecordsByFilter(
        "images",
        "owner = {:owner} && metadata ~ {:fieldId}",
        "",
        0,
        0,
        { owner: e.record.getString("owner"), fieldId: fieldId },
      );
      for (const photo of photos) {
        const raw = photo.getString("metadata");
        const values = raw === "" || raw === "null" ? {} : JSON.parse(raw);
        if (!values || typeof values !== "object" || !Object.prototype.hasOwnProperty.call(values, fieldId)) {
          continue;
        }
        delete values[fieldId];
        photo.set("metadata", values);
        txApp.saveNoValidate(photo);
      }
    });
  } finally {
    e.app = app;
  }
}, "metadata_fields");
