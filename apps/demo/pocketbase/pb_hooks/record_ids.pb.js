// A new record may carry an id of the caller's choosing only if the id is bound to the caller.
//
// Why: Pocketkit's uploads choose their record's id up front, so that a retry cannot make a second
// record (on `validation_not_unique` for `id` the kit reads the record and recognises its own
// earlier attempt). But with free ids, a create with the id of someone else's record is refused
// (the id is taken) where a create with a free id succeeds: the answer tells the caller that a
// record with that id exists, which the view and list rules otherwise never reveal. No answer to
// a taken id can hide that while a free id still succeeds, so the ids a caller may choose are
// limited, in a way that does not depend on which ids exist, to ids that can only be the caller's:
// 10 random characters, then 5 derived from them and the caller's own user id (`newRecordId(owner)`
// in @pocketkit/client: FNV-1a of "owner:random", base 36). Someone else's record id passes that
// check only by a 1-in-60-million chance, so it gets the same refusal as any id not made for the
// caller, whether or not a record has it; and an id made for the caller can only collide with the
// caller's own records, which is the retry the kit recognises. A guest (a sign-up) may not choose
// an id at all. Superusers are exempt. Without an id in the request, PocketBase makes one as usual.
onRecordCreateRequest((e) => {
  const requested = e.requestInfo().body["id"];
  if (requested === undefined || requested === null || requested === "" || e.hasSuperuserAuth()) {
    return e.next();
  }

  // Inside the handler: a pb_hooks handler cannot see the file's top-level functions.
  const ownerMark = (owner, random) => {
    const input = `${owner}:${random}`;
    let hash = 0x811c9dc5;
    for (let index = 0; index < input.length; index++) {
      hash ^= input.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return (hash % 36 ** 5).toString(36).padStart(5, "0");
  };
  const id = String(requested);
  const bound =
    e.auth !== null &&
    e.auth !== undefined &&
    /^[a-z0-9]{15}$/.test(id) &&
    id.slice(10) === ownerMark(e.auth.id, id.slice(0, 10));
  if (!bound) {
    throw new BadRequestError("Failed to create record.", {
      id: new ValidationError("validation_invalid_id", "This id can't be used for a new record."),
    });
  }
  return e.next();
});
