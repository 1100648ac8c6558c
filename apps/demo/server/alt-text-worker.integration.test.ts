import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import {
  startGalleryPocketBase,
  startOpenAiCompatibleServer,
  type FakeProvider,
  type ProviderRequest,
  type ProviderScript,
} from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";

import { signUpUser, superuserClient } from "../pocketbase/test-support";
import type { GalleryServerOptions } from "./gallery-server";
import { altTextJobInstructions } from "./image-prompts";
import { listenGallery, type ListeningGallery } from "./listen";

// The alt text job for real: Gallery servers (as `pnpm demo` starts them) in front of a real
// PocketBase with the Gallery's schema, and an OpenAI-compatible streaming server on loopback
// that answers the job's requests (told apart by their instructions) as each test says.
// PocketBase's rate limits are off: each server signs its superuser in a few times.
let pocketbase: PocketBaseServer;
let admin: PocketBase;
let provider: FakeProvider;
let jobScript: ProviderScript;
const galleries: ListeningGallery[] = [];

// Short waits, so that retries happen within a test; each server the same.
const tuning = { retryDelaysMs: [100, 300], pollMs: 2_000, jobTimeoutMs: 20_000 };

beforeAll(async () => {
  pocketbase = await startGalleryPocketBase();
  admin = await superuserClient(pocketbase);
  provider = await startOpenAiCompatibleServer();
  provider.respond = (request) => (isJob(request) ? jobScript : undefined);
});
afterAll(async () => {
  await Promise.allSettled([provider?.close(), pocketbase?.stop()]);
});
beforeEach(() => {
  jobScript = { chunks: ["Fishing boats ", "in a calm harbour."], delayMs: 5 };
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
});
afterEach(async () => {
  await Promise.allSettled(galleries.splice(0).map((gallery) => gallery.close()));
  // What a test left in line stays out of the next one's way.
  await admin.send("/api/sql", {
    method: "POST",
    body: { query: "UPDATE images SET alt_status = 'skipped' WHERE alt_status IN ('pending', 'running')" },
  });
});

function startGallery(options: Partial<GalleryServerOptions> = {}, logged: string[] = []) {
  return listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    altText: tuning,
    log: (message) => logged.push(message),
    ...options,
  }).then((gallery) => {
    galleries.push(gallery);
    return gallery;
  });
}

const isJob = (request: ProviderRequest) => request.body.messages[0]?.content === altTextJobInstructions;
/** The title a job's request names, from the context it sends beside the photo. */
const titleOf = (request: ProviderRequest) => {
  const content = request.body.messages[1]?.content as { type: string; text?: string }[];
  return /^Title: (.*?)\. Tags:/.exec(content[0]?.text ?? "")?.[1];
};
const jobRequestsFor = (title: string) =>
  provider.requests.filter((request) => isJob(request) && titleOf(request) === title);

function photoForm(owner: string, title: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([createPng({ width: 16, height: 12 })], `${title}.png`, { type: "image/png" }));
  return form;
}

/** Waits until the photo is as `expected` says (the job runs in the background). */
async function settles(pb: PocketBase, id: string, expected: Partial<RecordModel>, timeout = 20_000) {
  return vi.waitFor(
    async () => {
      const photo = await pb.collection("images").getOne(id);
      expect(photo).toMatchObject(expected);
      return photo;
    },
    { timeout, interval: 100 },
  );
}

/** An answer held back until `release()`, so a test can look at the photo while it is written. */
function heldAnswer(chunks: string[]) {
  let release = () => {};
  const waitFor = new Promise<void>((resolve) => (release = resolve));
  return { script: { chunks, delayMs: 5, waitFor }, release };
}

test("a new photo gets alt text on its own: pending, running, then written by AI from its 400px thumb", async () => {
  await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  const held = heldAnswer(["Fishing boats ", "in a calm harbour."]);
  jobScript = held.script;

  const created = await pb.collection("images").create(photoForm(user.id, "Harbour"));
  expect(created.alt_status).toBe("pending");
  await settles(pb, created.id, { alt_status: "running", alt: "" });
  held.release();
  await settles(pb, created.id, { alt_status: "done", alt: "Fishing boats in a calm harbour." });

  const [request] = jobRequestsFor("Harbour");
  expect(jobRequestsFor("Harbour")).toHaveLength(1);
  expect(request!.body.messages[1]!.content).toEqual([
    { type: "text", text: "Title: Harbour. Tags: (none)." },
    { type: "image_url", image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) } },
  ]);
  // The 400px thumb, not the original.
  const url = (request!.body.messages[1]!.content as { image_url?: { url: string } }[])[1]!.image_url!.url;
  const png = Buffer.from(url.split(",")[1]!, "base64");
  expect(png.readUInt32BE(16)).toBe(400);
  // One of the owner's completions.
  expect(await pb.collection("ai_usage").getFullList()).toMatchObject([{ kind: "alt", status: "ok" }]);
});

test("a new photo is taken at once: the server is woken by realtime, not by its next look at the queue", async () => {
  // Ten minutes between looks: only the realtime event can bring the photo in time.
  await startGallery({ altText: { ...tuning, pollMs: 600_000 } });
  const { pb, user } = await signUpUser(pocketbase);
  const created = await pb.collection("images").create(photoForm(user.id, "Woken"));
  await settles(pb, created.id, { alt_status: "done" }, 15_000);
});

test("after PocketBase restarts without the server's word (a backup from before it restored), the server gives it again once reconnected", async () => {
  // Ten minutes between words: only the reconnect can bring it in time.
  await startGallery({ altText: { ...tuning, pollMs: 600_000 } });
  const { user } = await signUpUser(pocketbase);
  await admin.send("/api/sql", { method: "POST", body: { query: "DELETE FROM alt_text_workers" } });
  expect((await admin.collection("images").create(photoForm(user.id, "Unqueued"))).alt_status).toBe("");

  await pocketbase.restart();
  await vi.waitFor(
    async () => {
      const created = await admin.collection("images").create(photoForm(user.id, "Queued"));
      expect(created.alt_status).toBe("pending");
    },
    { timeout: 10_000, interval: 250 },
  );
});

test("a person's alt text typed while the job runs is kept; the job's answer is dropped", async () => {
  const logged: string[] = [];
  await startGallery({}, logged);
  const { pb, user } = await signUpUser(pocketbase);
  const held = heldAnswer(["A boat."]);
  jobScript = held.script;

  const created = await pb.collection("images").create(photoForm(user.id, "Our boat"));
  await settles(pb, created.id, { alt_status: "running" });
  await pb.collection("images").update(created.id, { alt: "The Sea Swallow, our family's boat" });
  held.release();
  await vi.waitFor(() => expect(jobRequestsFor("Our boat")[0]?.finished).toBe(true));
  await vi.waitFor(() =>
    expect(logged).toContain("a photo's alt text job was taken over or cancelled meanwhile"),
  );
  expect(await pb.collection("images").getOne(created.id)).toMatchObject({
    alt: "The Sea Swallow, our family's boat",
    alt_status: "",
  });
});

test("a photo uploaded with alt text is not described", async () => {
  await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  const created = await pb.collection("images").create(photoForm(user.id, "Typed", { alt: "A red door" }));
  expect(created.alt_status).toBe("");
  // Another photo after it is described, so the job has looked at the queue since.
  const next = await pb.collection("images").create(photoForm(user.id, "After"));
  await settles(pb, next.id, { alt_status: "done" });
  expect(jobRequestsFor("Typed")).toHaveLength(0);
  expect((await pb.collection("images").getOne(created.id)).alt).toBe("A red door");
});

test("when the model is unsure the field stays empty and the photo is skipped", async () => {
  await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  jobScript = { chunks: ["UNS", "URE"], delayMs: 5 };
  const created = await pb.collection("images").create(photoForm(user.id, "Blur"));
  await settles(pb, created.id, { alt_status: "skipped", alt: "", alt_error: "" });
});

test("a provider that answers 500 fails the photo with a reason, retried twice after a wait, then failed for good", async () => {
  await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  jobScript = { chunks: [], delayMs: 0, status: 500 };
  const created = await pb.collection("images").create(photoForm(user.id, "Overloaded"));
  // Between tries it waits in line, saying why.
  await settles(pb, created.id, {
    alt_status: "pending",
    alt_attempts: 1,
    alt_error: "The AI service didn't answer.",
  });
  await settles(pb, created.id, {
    alt_status: "failed",
    alt_attempts: 3,
    alt_error: "The AI service didn't answer.",
    alt: "",
  });
  expect(jobRequestsFor("Overloaded")).toHaveLength(3);

  // The owner's Try again puts it back in line, and this time it works.
  jobScript = { chunks: ["A crowded quay."], delayMs: 5 };
  const gallery = galleries[0]!;
  const queued = await fetch(`${gallery.url}/api/alt-text/queue`, {
    method: "POST",
    headers: { authorization: pb.authStore.token, "content-type": "application/json" },
    body: JSON.stringify({ ids: [created.id] }),
  });
  expect(await queued.json()).toEqual({ queued: 1 });
  await settles(pb, created.id, {
    alt_status: "done",
    alt: "A crowded quay.",
    alt_attempts: 0,
    alt_error: "",
  });
});

test("a provider that is down: failed for good after three tries, the reason logged", async () => {
  const logged: string[] = [];
  await startGallery({ provider: { baseUrl: "http://127.0.0.1:9/v1", model: "test-model" } }, logged);
  const { pb, user } = await signUpUser(pocketbase);
  const created = await pb.collection("images").create(photoForm(user.id, "Offline"));
  await settles(pb, created.id, {
    alt_status: "failed",
    alt_attempts: 3,
    alt_error: "The AI service didn't answer.",
  });
  expect(logged.filter((message) => message === "the provider could not be reached")).toHaveLength(3);
});

test("the job keeps within the limit of 20 per 10 minutes with the route, leaving the person 5, and resumes when the window frees", async () => {
  await startGallery();
  const gallery = galleries[0]!;
  const { pb, user } = await signUpUser(pocketbase);
  for (let index = 1; index <= 20; index++) {
    await pb.collection("images").create(photoForm(user.id, `Limit ${index}`));
  }
  const statuses = async () => {
    const photos = await pb.collection("images").getFullList();
    return photos.map((photo) => photo.alt_status as string).sort();
  };
  // 15 described; 5 wait in line for the window, not failed. Waited for together: right after
  // the 15th is done, the other 5 may not have been tried yet (pending, due now).
  const waiting = await vi.waitFor(
    async () => {
      expect(await statuses()).toEqual([...Array(15).fill("done"), ...Array(5).fill("pending")]);
      const pending = await pb.collection("images").getFullList({ filter: 'alt_status = "pending"' });
      for (const photo of pending) {
        expect(photo.alt_attempts).toBe(0);
        expect(Date.parse(photo.alt_next_try as string)).toBeGreaterThan(Date.now() + 8 * 60_000);
      }
      return pending;
    },
    { timeout: 30_000, interval: 200 },
  );

  // The person still has 5 of the 20, then is refused like the job.
  const complete = () =>
    fetch(`${gallery.url}/api/completion`, {
      method: "POST",
      headers: { authorization: pb.authStore.token, accept: "text/plain, application/json" },
      body: JSON.stringify({ prompt: "Describe it.", kind: "alt" }),
    });
  for (let index = 0; index < 5; index++) expect((await complete()).status).toBe(200);
  const refused = await complete();
  expect(refused.status).toBe(429);
  expect((await refused.json()) as unknown).toMatchObject({
    message: "AI limit reached — try again in 10 min.",
  });
  expect(await pb.collection("ai_usage").getFullList()).toHaveLength(20);
  expect(
    provider.requests.filter((request) => isJob(request) && titleOf(request)?.startsWith("Limit ")),
  ).toHaveLength(15);

  // Ten minutes pass for the owner's completions (the window is counted from ai_usage.created),
  // and the photos' waits with them: the job takes the other 5.
  await admin.send("/api/sql", {
    method: "POST",
    body: {
      query: `UPDATE ai_usage SET created = strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-11 minutes') WHERE user = '${user.id}'`,
    },
  });
  for (const photo of waiting) {
    await admin.collection("images").update(photo.id, { alt_next_try: new Date().toISOString() });
  }
  await vi.waitFor(async () => expect(await statuses()).toEqual(Array(20).fill("done")), {
    timeout: 30_000,
    interval: 200,
  });
  expect(
    provider.requests.filter((request) => isJob(request) && titleOf(request)?.startsWith("Limit ")),
  ).toHaveLength(20);
});

test("three Gallery servers on one PocketBase never describe a photo twice", async () => {
  await Promise.all([startGallery(), startGallery(), startGallery()]);
  // Slow enough that the servers' jobs overlap.
  jobScript = { chunks: ["A ", "photo ", "of ", "a ", "shelf."], delayMs: 20 };
  const owners = [await signUpUser(pocketbase), await signUpUser(pocketbase)];
  await Promise.all(
    Array.from({ length: 24 }, (_, index) => {
      const { pb, user } = owners[index % 2]!;
      return pb.collection("images").create(photoForm(user.id, `Shelf ${index}`));
    }),
  );
  await vi.waitFor(
    async () => {
      const done = await admin
        .collection("images")
        .getFullList({ filter: "title ~ 'Shelf ' && alt_status = 'done'" });
      expect(done).toHaveLength(24);
    },
    { timeout: 60_000, interval: 250 },
  );
  for (let index = 0; index < 24; index++) expect(jobRequestsFor(`Shelf ${index}`)).toHaveLength(1);
});

test("a server that stops hands its photo back, and another server finishes it", async () => {
  const first = await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  const held = heldAnswer(["Never sent."]);
  jobScript = held.script;
  const created = await pb.collection("images").create(photoForm(user.id, "Handover"));
  await vi.waitFor(() => expect(jobRequestsFor("Handover")).toHaveLength(1));

  await first.close();
  galleries.splice(galleries.indexOf(first), 1);
  await settles(pb, created.id, { alt_status: "pending", alt_attempts: 0 });
  await vi.waitFor(() => expect(jobRequestsFor("Handover")[0]!.aborted).toBe(true));
  held.release();

  jobScript = { chunks: ["A relay baton."], delayMs: 5 };
  await startGallery();
  await settles(pb, created.id, { alt_status: "done", alt: "A relay baton." });
});

test("older photos are described on request, through the Gallery's server; with AI off it refuses", async () => {
  const { pb, user } = await signUpUser(pocketbase);
  // Made while no server with a provider was there: not queued.
  const older = await pb.collection("images").create(photoForm(user.id, "Older"));
  expect(older.alt_status).toBe("");

  const off = await startGallery({ provider: undefined });
  const refused = await fetch(`${off.url}/api/alt-text/queue`, {
    method: "POST",
    headers: { authorization: pb.authStore.token },
  });
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({
    code: "not_configured",
    message: "AI is off: no provider is configured.",
  });
  expect((await pb.collection("images").getOne(older.id)).alt_status).toBe("");

  const on = await startGallery();
  // Nothing happens to it on its own…
  const fresh = await pb.collection("images").create(photoForm(user.id, "Fresh"));
  await settles(pb, fresh.id, { alt_status: "done" });
  expect((await pb.collection("images").getOne(older.id)).alt_status).toBe("");
  // …until its owner asks.
  const queued = await fetch(`${on.url}/api/alt-text/queue`, {
    method: "POST",
    headers: { authorization: pb.authStore.token },
  });
  expect(await queued.json()).toEqual({ queued: 1 });
  await settles(pb, older.id, { alt_status: "done", alt: "Fishing boats in a calm harbour." });
});

test("tag suggestions come as a checked JSON list; an answer that is not one is refused in words", async () => {
  const gallery = await startGallery();
  const { pb, user } = await signUpUser(pocketbase);
  const photo = await pb.collection("images").create(photoForm(user.id, "Market", { alt: "A market." }));
  const suggest = () =>
    fetch(`${gallery.url}/api/completion`, {
      method: "POST",
      headers: { authorization: pb.authStore.token, accept: "application/json" },
      body: JSON.stringify({ prompt: "Title: Market.", kind: "tags", imageId: photo.id }),
    });

  provider.script = { chunks: ['["Market", "fruit ', 'stalls", "market"]'], delayMs: 5 };
  const ok = await suggest();
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ kind: "tags", value: ["market", "fruit stalls"] });
  expect(String(provider.requests.at(-1)!.body.messages[0]!.content)).toMatch(/JSON array of strings/);

  provider.script = { chunks: ["market, fruit stalls"], delayMs: 5 };
  const invalid = await suggest();
  expect(invalid.status).toBe(422);
  expect(await invalid.json()).toEqual({
    status: 422,
    code: "invalid_answer",
    message: "The AI's answer wasn't a list of tags. Try again.",
  });

  provider.script = {
    chunks: [JSON.stringify(Array.from({ length: 21 }, (_, index) => `tag ${index}`))],
    delayMs: 5,
  };
  expect(await (await suggest()).json()).toMatchObject({
    code: "invalid_answer",
    message: "The AI suggested tags the Gallery can't keep (at most 20, each 1 to 32 characters). Try again.",
  });
});
