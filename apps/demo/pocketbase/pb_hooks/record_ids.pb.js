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
// in @pocketkit/client; owner_bound_id.js). Someone else's record id passes that check only by a
// 1-in-60-million chance, so it gets the same refusal as any id not made for the caller, whether or
// not a record has it; and an id made for the caller can only collide with the caller's own
// records, which is the retry the kit recognises. A guest (a sign-up) may not choose an id at all.
// Superusers are exempt. Without an id in the request, PocketBase makes one as usual.

onRecordCreateRequest((e) => {
  const requested = e.requestInfo().body["id"];
  if (requested === undefined || requested === null || requested === "" || e.hasSuperuserAuth()) {
    return e.next();
  }
  const { isBoundTo } = require(`${__hooks}/owner_bound_id.js`);
  if (!isBoundTo(String(requested), e.auth ? e.auth.id : "")) {
    throw new BadRequestError("Failed to create record.", {
      id: new ValidationError("validation_invalid_id", "This id can't be used for a new record."),
    });
  }
  return e.next();
});

// The batch API's upsert (PUT) updates the record with the given id when one exists and creates
// one otherwise: with someone else's id it would answer as an update refused (404), with a free
// one as a create. So an upsert, too, may name only an id bound to the caller; the whole batch is
// refused before anything runs, the same whether or not the id exists.
onBatchRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const { isBoundTo } = require(`${__hooks}/owner_bound_id.js`);
  const owner = e.auth ? e.auth.id : "";
  e.batch.forEach((request, index) => {
    const id = request.body ? request.body["id"] : undefined;
    if (request.method !== "PUT" || id === undefined || id === null || id === "") return;
    if (!isBoundTo(String(id), owner)) {
      throw new BadRequestError("Batch transaction failed.", {
        requests: {
          [index]: new ValidationError("validation_invalid_id", "This id can't be used for a new record."),
        },
      });
    }
  });
  return e.next();
});
