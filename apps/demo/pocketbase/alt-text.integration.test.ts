import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// The alt text job's queue in PocketBase (pb_migrations/1763800700_alt_text_jobs.js): when new
// photos are queued, who may set what (pb_hooks/alt_text_requests.pb.js), and the servers' claim
// and finish (pb_hooks/alt_text_jobs.pb.js). The worker that uses them is tested with the
// Gallery's server in server/alt-text-worker.integration.test.ts.
let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  superuser = await superuserClient(server);
});
afterAll(() => server?.stop());

function photo(owner: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", "Harbour");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([createPng({ width: 8, height: 8 })], "photo.png", { type: "image/png" }));
  return form;
}

async function rejection(promise: Promise<unknown>): Promise<ClientResponseError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) throw new Error("the server accepted it");
  return outcome;
}

const workerSays = (id: string, seconds = 60) =>
  superuser.send(`/api/workers/${id}`, { method: "POST", body: { seconds } });
const workerLeaves = (id: string) => superuser.send(`/api/workers/${id}`, { method: "DELETE" });

interface Claimed {
  photo: { id: string; owner: string; attempts: number; claim: string } | null;
  nextDue: string;
}
const claim = (leaseSeconds = 300, pb = superuser) =>
  pb.send<Claimed>("/api/alt-text/jobs/claim", { method: "POST", body: { leaseSeconds } });
const finish = (id: string, body: Record<string, unknown>) =>
  superuser.send<{ status: string; written: boolean }>(`/api/alt-text/jobs/${id}/finish`, {
    method: "POST",
    body,
  });
const queueFor = (pb: PocketBase, ids?: string[]) =>
  pb.send<{ queued: number }>("/api/alt-text/queue", { method: "POST", body: ids ? { ids } : {} });

/** Claims until the queue has nothing due, so that each test starts with an empty one. */
async function drain() {
  for (;;) {
    const { photo: claimed } = await claim();
    if (!claimed) return;
    await finish(claimed.id, { claim: claimed.claim, status: "skipped" });
  }
}
afterEach(async () => {
  await workerLeaves("test");
  await drain();
});

describe("new photos", () => {
  test("are queued only while a Gallery server with a provider says it is there, and only without alt text", async () => {
    const { pb, user } = await signUpUser(server);
    const images = pb.collection("images");
    expect((await images.create(photo(user.id))).alt_status).toBe("");

    await workerSays("test");
    const before = Date.now();
    const queued = await images.create(photo(user.id));
    expect(queued.alt_status).toBe("pending");
    expect(Date.parse(queued.alt_next_try as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await images.create(photo(user.id, { alt: "Boats at dawn" }))).alt_status).toBe("");
    // Through the batch API too (a bulk import), item by item.
    const batch = pb.createBatch();
    batch.collection("images").create(photo(user.id));
    const [created] = await batch.send();
    expect(created!.body.alt_status).toBe("pending");

    await workerLeaves("test");
    expect((await images.create(photo(user.id))).alt_status).toBe("");
  });

  test("are not queued once the server's word has run out (it stopped without saying so)", async () => {
    const { pb, user } = await signUpUser(server);
    await workerSays("test", 1);
    await vi.waitFor(
      async () => {
        const created = await pb.collection("images").create(photo(user.id));
        expect(created.alt_status).toBe("");
      },
      { timeout: 10_000, interval: 300 },
    );
  });

  test("are queued after PocketBase restarts, on the word a server gave before it (kept in the database)", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    await server.restart();
    expect(
      (await superuser.collection("images").create(photo(user.id))).alt_status,
      "a photo made right after the restart",
    ).toBe("pending");
    await workerLeaves("test");
    expect((await superuser.collection("images").create(photo(user.id))).alt_status).toBe("");
  });

  test("made by a superuser keep the status sent (the admin kit, tests), else are queued like anyone's", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    expect((await superuser.collection("images").create(photo(user.id, { alt_status: "" }))).alt_status).toBe(
      "",
    );
    expect((await superuser.collection("images").create(photo(user.id))).alt_status).toBe("pending");
  });
});

describe("a user", () => {
  test("cannot create a photo with the job's fields set", async () => {
    const { pb, user } = await signUpUser(server);
    for (const [field, value] of [
      ["alt_status", "done"],
      ["alt_attempts", "3"],
      ["alt_next_try", "2030-01-01 00:00:00.000Z"],
      ["alt_error", "Nope"],
    ] as const) {
      const error = await rejection(pb.collection("images").create(photo(user.id, { [field]: value })));
      expect(error.status).toBe(400);
      expect(error.response.data[field]).toMatchObject({ code: "validation_ai_managed" });
    }
    // The claim is a hidden field: PocketBase drops it from a user's request before any hook.
    const created = await pb.collection("images").create(photo(user.id, { alt_claim: "forged" }));
    expect((await superuser.collection("images").getOne(created.id)).alt_claim).toBe("");
  });

  test("cannot mark a photo done, running or pending, nor reset its attempts or next try, one by one or in a batch", async () => {
    const { pb, user } = await signUpUser(server);
    const failed = await superuser.collection("images").create(
      photo(user.id, {
        alt_status: "failed",
        alt_attempts: "3",
        alt_error: "The AI service didn't answer. Try again.",
      }),
    );
    for (const change of [
      { alt_status: "done" },
      { alt_status: "running" },
      { alt_status: "pending" },
      { alt_status: "" },
      { alt_attempts: 0 },
      { alt_next_try: new Date().toISOString() },
      { alt_error: "" },
    ]) {
      const error = await rejection(pb.collection("images").update(failed.id, change));
      expect(error.status, JSON.stringify(change)).toBe(400);
      expect(error.response.data[Object.keys(change)[0]!]).toMatchObject({ code: "validation_ai_managed" });
    }
    const batch = pb.createBatch();
    batch.collection("images").update(failed.id, { title: "Harbour at dawn", alt_status: "done" });
    expect((await rejection(batch.send())).status).toBe(400);

    expect(await superuser.collection("images").getOne(failed.id)).toMatchObject({
      title: "Harbour",
      alt_status: "failed",
      alt_attempts: 3,
    });
    // Sending the value a field already has changes nothing, and is no forgery.
    const same = await pb.collection("images").update(failed.id, { title: "Quay", alt_status: "failed" });
    expect(same.title).toBe("Quay");
  });

  test("never sees a running job's claim", async () => {
    const { pb, user } = await signUpUser(server);
    await workerSays("test");
    const created = await pb.collection("images").create(photo(user.id));
    const { photo: claimed } = await claim();
    expect(claimed?.id).toBe(created.id);
    const seen = await pb.collection("images").getOne(created.id);
    expect(seen.alt_status).toBe("running");
    expect(seen).not.toHaveProperty("alt_claim");
    expect((await superuser.collection("images").getOne(created.id)).alt_claim).toBe(claimed!.claim);
  });

  test("who writes alt text while the job runs keeps it: the job's claim is gone and it writes nothing", async () => {
    const { pb, user } = await signUpUser(server);
    await workerSays("test");
    const created = await pb.collection("images").create(photo(user.id));
    const { photo: claimed } = await claim();
    expect(claimed?.id).toBe(created.id);

    const typed = await pb.collection("images").update(created.id, { alt: "Our boat, the Sea Swallow" });
    expect(typed).toMatchObject({ alt: "Our boat, the Sea Swallow", alt_status: "" });
    const late = await rejection(
      finish(created.id, { claim: claimed!.claim, status: "done", alt: "A boat." }),
    );
    expect(late.status).toBe(409);
    expect(await pb.collection("images").getOne(created.id)).toMatchObject({
      alt: "Our boat, the Sea Swallow",
      alt_status: "",
    });
  });

  test("who clears AI alt text clears its status too, and the photo is not described again on its own", async () => {
    const { pb, user } = await signUpUser(server);
    await workerSays("test");
    const created = await pb.collection("images").create(photo(user.id));
    const { photo: claimed } = await claim();
    await finish(created.id, { claim: claimed!.claim, status: "done", alt: "A red boat." });
    expect((await pb.collection("images").getOne(created.id)).alt_status).toBe("done");
    const cleared = await pb.collection("images").update(created.id, { alt: "" });
    expect(cleared).toMatchObject({ alt: "", alt_status: "" });
    expect((await claim()).photo).toBeNull();
  });
});

describe("asking for descriptions (POST /api/alt-text/queue)", () => {
  test("queues the caller's library photos without alt text, never described or failed; nothing else", async () => {
    const { pb, user } = await signUpUser(server);
    const { user: other } = await signUpUser(server);
    const make = (owner: string, fields: Record<string, string> = {}) =>
      superuser.collection("images").create(photo(owner, { alt_status: "", ...fields }));
    const old = await make(user.id);
    const failed = await make(user.id, { alt_status: "failed", alt_attempts: "3", alt_error: "Down." });
    await make(user.id, { alt: "Written by a person" });
    await make(user.id, { alt_status: "skipped" });
    await make(user.id, { trashed_at: new Date().toISOString() });
    const theirs = await make(other.id);

    expect(await queueFor(pb)).toEqual({ queued: 2 });
    for (const id of [old.id, failed.id]) {
      expect(await pb.collection("images").getOne(id)).toMatchObject({
        alt_status: "pending",
        alt_attempts: 0,
        alt_error: "",
      });
    }
    expect((await superuser.collection("images").getOne(theirs.id)).alt_status).toBe("");
    // Asked again: those are in line already.
    expect(await queueFor(pb)).toEqual({ queued: 0 });
  });

  test("by id: one photo (Try again, Ask again), never someone else's", async () => {
    const { pb, user } = await signUpUser(server);
    const { user: other } = await signUpUser(server);
    const skipped = await superuser.collection("images").create(photo(user.id, { alt_status: "skipped" }));
    const theirs = await superuser.collection("images").create(photo(other.id, { alt_status: "" }));
    expect(await queueFor(pb, [skipped.id, theirs.id, "nosuchphoto1234"])).toEqual({ queued: 1 });
    expect((await pb.collection("images").getOne(skipped.id)).alt_status).toBe("pending");
    expect((await superuser.collection("images").getOne(theirs.id)).alt_status).toBe("");
  });

  test("needs a verified user; a guest gets 401", async () => {
    const email = `${crypto.randomUUID()}@pocketkit.test`;
    const password = "correct horse battery";
    await superuser.collection("users").create({ email, password, passwordConfirm: password });
    const unverified = new PocketBase(server.url);
    await unverified.collection("users").authWithPassword(email, password);
    expect((await rejection(queueFor(unverified))).status).toBe(403);
    unverified.authStore.clear();
    expect((await rejection(queueFor(unverified))).status).toBe(401);
  });
});

describe("the servers' claim and finish", () => {
  test("are for superusers only", async () => {
    const { pb } = await signUpUser(server);
    expect([401, 403]).toContain((await rejection(claim(300, pb))).status);
    expect([401, 403]).toContain(
      (await rejection(pb.send("/api/workers/x", { method: "POST", body: {} }))).status,
    );
  });

  test("30 claims at once share 10 due photos: each photo goes to one claim", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    for (let index = 0; index < 10; index++) await superuser.collection("images").create(photo(user.id));
    const results = await Promise.all(Array.from({ length: 30 }, () => claim()));
    const ids = results.flatMap((result) => (result.photo ? [result.photo.id] : []));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  test("nothing due says when the next photo is; a lease that runs out lets another server take the photo", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    const created = await superuser.collection("images").create(photo(user.id));
    const first = (await claim(1)).photo!;
    expect(first.id).toBe(created.id);
    const idle = await claim();
    expect(idle.photo).toBeNull();
    expect(Date.parse(idle.nextDue)).toBeGreaterThan(Date.now() - 1000);

    const second = await vi.waitFor(
      async () => {
        const { photo: taken } = await claim();
        expect(taken).not.toBeNull();
        return taken!;
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(second.id).toBe(created.id);
    expect(second.claim).not.toBe(first.claim);
    expect(
      (await rejection(finish(created.id, { claim: first.claim, status: "done", alt: "Late." }))).status,
    ).toBe(409);
    expect(await finish(created.id, { claim: second.claim, status: "done", alt: "A boat." })).toEqual({
      status: "done",
      written: true,
    });
  });

  test("done writes the alt text only if the photo still has none when it lands", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    const created = await superuser.collection("images").create(photo(user.id));
    const claimed = (await claim()).photo!;
    // Written behind the hooks' back (a superuser), so the claim is still the job's.
    await superuser.collection("images").update(created.id, { alt: "Written first" });
    expect(await finish(created.id, { claim: claimed.claim, status: "done", alt: "A boat." })).toEqual({
      status: "",
      written: false,
    });
    expect((await superuser.collection("images").getOne(created.id)).alt).toBe("Written first");
  });

  test("pending puts a photo back in line with its next try, failed gives up with the reason", async () => {
    const { user } = await signUpUser(server);
    await workerSays("test");
    const created = await superuser.collection("images").create(photo(user.id));
    let claimed = (await claim()).photo!;
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(
      await finish(created.id, {
        claim: claimed.claim,
        status: "pending",
        error: "The AI service didn't answer.",
        attempts: 1,
        nextTry: later,
      }),
    ).toEqual({ status: "pending", written: false });
    expect(await superuser.collection("images").getOne(created.id)).toMatchObject({
      alt_status: "pending",
      alt_attempts: 1,
      alt_error: "The AI service didn't answer.",
      alt_next_try: later.replace("T", " "),
      alt_claim: "",
    });
    expect((await claim()).photo).toBeNull();

    await superuser.collection("images").update(created.id, { alt_next_try: new Date().toISOString() });
    claimed = (await claim()).photo!;
    expect(claimed.attempts).toBe(1);
    await finish(created.id, { claim: claimed.claim, status: "failed", error: "Down.", attempts: 2 });
    expect(await superuser.collection("images").getOne(created.id)).toMatchObject({
      alt_status: "failed",
      alt_attempts: 2,
      alt_error: "Down.",
      alt_next_try: "",
    });
  });
});
