/* global routerAdd, NotFoundError, DynamicModel, Record, arrayOf, $apis, $security -- PocketBase's, beside the globals eslint.config lists */
// The alt text job's side in PocketBase (pb_migrations/1763800700_alt_text_jobs.js): the queue
// the Gallery's servers take photos from. Superusers only: the servers call these with theirs.
// Each write happens in one transaction, and PocketBase writes through a single connection, so
// a transaction's reads and writes are never interleaved with another's (metadata_fields.pb.js):
// two servers never claim one photo, and a job never writes over alt text a person saved first.

// POST /api/workers/{id}  `{ seconds, role? }`: a Gallery server with a provider (`role`
// `alt_text`, the default) or an ImageKit account (`imagekit`) is there for that long (it says so
// again every 30 s); meanwhile new photos without alt text are queued, or the ImageKit mirror's
// jobs written (workers.js). DELETE the same path when it stops.
routerAdd(
  "POST",
  "/api/workers/{id}",
  (e) => {
    const { stamp, ROLES } = require(`${__hooks}/workers.js`);
    const body = e.requestInfo().body;
    const seconds = Math.min(600, Math.max(1, Number(body["seconds"]) || 90));
    const role = String(body["role"] ?? "alt_text");
    if (!ROLES.includes(role)) {
      throw new BadRequestError("Unknown role.", {
        role: new ValidationError("validation_invalid_value", `Must be one of ${ROLES.join(", ")}.`),
      });
    }
    const worker = e.request.pathValue("id");
    e.app.runInTransaction((txApp) => {
      // Words of servers that stopped without saying so go with the next word of any.
      txApp
        .db()
        .newQuery("DELETE FROM alt_text_workers WHERE until <= {:now}")
        .bind({ now: stamp(Date.now()) })
        .execute();
      let record;
      try {
        record = txApp.findFirstRecordByData("alt_text_workers", "worker", worker);
      } catch {
        record = new Record(txApp.findCollectionByNameOrId("alt_text_workers"));
        record.set("worker", worker);
      }
      record.set("role", role);
      record.set("until", stamp(Date.now() + seconds * 1000));
      txApp.save(record);
    });
    return e.noContent(204);
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "DELETE",
  "/api/workers/{id}",
  (e) => {
    e.app
      .db()
      .newQuery("DELETE FROM alt_text_workers WHERE worker = {:worker}")
      .bind({ worker: e.request.pathValue("id") })
      .execute();
    return e.noContent(204);
  },
  $apis.requireSuperuserAuth(),
);

// POST /api/alt-text/jobs/claim  `{ leaseSeconds }`: the photo whose turn it is, now `running`
// for the caller until the lease ends, with the token that finishes it:
// `{ photo: { id, owner, attempts, claim } }`. The oldest due first: a pending photo whose next
// try has come, or a running one whose server let its lease run out. Photos in Trash wait where
// they are. Nothing due: `{ photo: null, nextDue }`, when the next one will be ("" for none).
routerAdd(
  "POST",
  "/api/alt-text/jobs/claim",
  (e) => {
    const { stamp } = require(`${__hooks}/workers.js`);
    const leaseSeconds = Math.min(3600, Math.max(1, Number(e.requestInfo().body["leaseSeconds"]) || 300));
    const now = stamp(Date.now());
    let photo = null;
    let nextDue = "";
    e.app.runInTransaction((txApp) => {
      const due = arrayOf(new DynamicModel({ id: "" }));
      txApp
        .db()
        .newQuery(
          `SELECT id FROM images
           WHERE alt_status IN ('pending', 'running') AND alt_next_try <= {:now} AND trashed_at = ''
           ORDER BY alt_next_try LIMIT 1`,
        )
        .bind({ now })
        .all(due);
      if (due.length === 0) {
        const next = arrayOf(new DynamicModel({ due: "" }));
        txApp
          .db()
          .newQuery(
            `SELECT alt_next_try AS due FROM images
             WHERE alt_status IN ('pending', 'running') AND trashed_at = ''
             ORDER BY alt_next_try LIMIT 1`,
          )
          .all(next);
        nextDue = next.length > 0 ? next[0].due : "";
        return;
      }
      const record = txApp.findRecordById("images", due[0].id);
      const claim = $security.randomString(24);
      record.set("alt_status", "running");
      record.set("alt_next_try", stamp(Date.now() + leaseSeconds * 1000));
      record.set("alt_claim", claim);
      txApp.save(record);
      photo = {
        id: record.id,
        owner: record.getString("owner"),
        attempts: record.getInt("alt_attempts"),
        claim,
      };
    });
    return e.json(200, { photo, nextDue });
  },
  $apis.requireSuperuserAuth(),
);

// POST /api/alt-text/jobs/{id}/finish  `{ claim, status, alt?, error?, attempts?, nextTry? }`:
// how the job ended, from the server holding its claim.
// - `done` with `alt`: written only if the photo has no alt text now; a person who wrote some
//   first keeps it, and the photo's job state is cleared (their text is not the AI's).
// - `skipped`: the AI wasn't sure; the alt text stays empty.
// - `failed` with `error` and `attempts`: given up on.
// - `pending` with `nextTry` (and `error`, `attempts` after a failed try): back in line, e.g. for
//   a retry or until the owner's AI limit frees up.
// Answers `{ status, written }`; 409 when the claim is no longer the photo's (a person wrote alt
// text, or the lease ran out and another server took the photo), and nothing is written.
routerAdd(
  "POST",
  "/api/alt-text/jobs/{id}/finish",
  (e) => {
    const { stamp } = require(`${__hooks}/workers.js`);
    const body = e.requestInfo().body;
    const status = String(body["status"] ?? "");
    if (!["done", "skipped", "failed", "pending"].includes(status)) {
      throw new BadRequestError("Unknown status.", {
        status: new ValidationError("validation_invalid_value", "Must be done, skipped, failed or pending."),
      });
    }
    const alt = String(body["alt"] ?? "").trim();
    if (status === "done" && alt === "") {
      throw new BadRequestError("No alt text.", {
        alt: new ValidationError("validation_required", "Cannot be blank."),
      });
    }
    let outcome = null;
    e.app.runInTransaction((txApp) => {
      const [record] = txApp.findRecordsByIds("images", [e.request.pathValue("id")]);
      if (!record) throw new NotFoundError("The photo is gone.");
      const claim = String(body["claim"] ?? "");
      if (
        record.getString("alt_status") !== "running" ||
        claim === "" ||
        record.getString("alt_claim") !== claim
      ) {
        return;
      }
      let written = false;
      const personWrote = record.getString("alt") !== "";
      if (personWrote) {
        record.set("alt_status", "");
        record.set("alt_error", "");
        record.set("alt_next_try", "");
      } else {
        record.set("alt_status", status);
        record.set(
          "alt_error",
          status === "failed" || status === "pending" ? String(body["error"] ?? "") : "",
        );
        const nextTry = Date.parse(String(body["nextTry"] ?? ""));
        record.set(
          "alt_next_try",
          status === "pending" ? stamp(Number.isNaN(nextTry) ? Date.now() : nextTry) : "",
        );
        if (body["attempts"] !== undefined) record.set("alt_attempts", Number(body["attempts"]) || 0);
        if (status === "done") {
          record.set("alt", alt);
          written = true;
        }
      }
      record.set("alt_claim", "");
      txApp.save(record);
      outcome = { status: record.getString("alt_status"), written };
    });
    if (outcome === null) {
      return e.json(409, { status: 409, message: "This job is no longer the caller's.", data: {} });
    }
    return e.json(200, outcome);
  },
  $apis.requireSuperuserAuth(),
);
