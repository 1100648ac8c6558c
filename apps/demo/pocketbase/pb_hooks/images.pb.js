// Rules on images that a field option cannot express: a photo has its picture, in PocketBase
// (`file`) or in ImageKit (`imagekit_id` and `imagekit_path`); tags are a list of at most 20
// strings, each 1–32 characters (code points). Errors have the shape of PocketBase's own field
// errors, under `file` and `tags`. The field options are checked first, so a bad tag never hides
// a missing file.
onRecordValidate((e) => {
  e.next();

  const inImageKit = e.record.getString("imagekit_id") !== "" && e.record.getString("imagekit_path") !== "";
  // A file being uploaded is an object here, not yet a name.
  if (!e.record.get("file") && !inImageKit) {
    throw new BadRequestError("Failed to save the image.", {
      file: new ValidationError("validation_required", "Cannot be blank."),
    });
  }

  const raw = e.record.getString("tags");
  const tags = raw === "" || raw === "null" ? [] : JSON.parse(raw);
  const fail = (code, message) => {
    throw new BadRequestError("Failed to save the image.", { tags: new ValidationError(code, message) });
  };
  if (!Array.isArray(tags)) fail("validation_not_a_list", "Tags must be a list.");
  if (tags.length > 20) fail("validation_too_many_tags", "Use at most 20 tags.");
  for (const tag of tags) {
    // Characters as people count them, as Go's utf8.RuneCountInString and the kit's TagInput
    // count them: code points. A string's length counts UTF-16 units, two for an emoji.
    if (typeof tag !== "string" || tag.trim() === "" || Array.from(tag).length > 32) {
      fail("validation_tag_length", "Each tag must be 1 to 32 characters.");
    }
  }
}, "images");
