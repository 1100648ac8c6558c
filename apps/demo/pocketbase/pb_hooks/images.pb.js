// Rules on images that a field option cannot express: tags are a list of at most 20 strings,
// each 1–32 characters. Errors have the shape of PocketBase's own field errors, under `tags`.
// The field options are checked first, so a bad tag never hides a missing file.
onRecordValidate((e) => {
  e.next();

  const raw = e.record.getString("tags");
  const tags = raw === "" || raw === "null" ? [] : JSON.parse(raw);
  const fail = (code, message) => {
    throw new BadRequestError("Failed to save the image.", { tags: new ValidationError(code, message) });
  };
  if (!Array.isArray(tags)) fail("validation_not_a_list", "Tags must be a list.");
  if (tags.length > 20) fail("validation_too_many_tags", "Use at most 20 tags.");
  for (const tag of tags) {
    if (typeof tag !== "string" || tag.trim().length < 1 || tag.length > 32) {
      fail("validation_tag_length", "Each tag must be 1 to 32 characters.");
    }
  }
}, "images");
