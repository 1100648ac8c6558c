import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer, type ImageKitServer } from "@pocketkit/client/server";
import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { startGalleryPocketBase, startImageKitStandIn, type ImageKitStandIn } from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { signUpUser, superuserClient } from "../pocketbase/test-support";
import type { GalleryServerOptions } from "./gallery-server";
import { listenGallery, type ListeningGallery } from "./listen";

// The ImageKit mirror for real: Gallery servers (as `pnpm demo` starts them with IMAGEKIT_* set)
// in front of a real PocketBase with the Gallery's schema and hooks, and ImageKit's Node SDK
// pointed at the loopback stand-in, whose media library the tests look at. Changes are made as
// people make them, through PocketBase's API with their own tokens.
let pocketbase: PocketBaseServer;
let admin: PocketBase;
let standIn: ImageKitStandIn;
let imagekit: ImageKitServer;
let ada: { pb: PocketBase; user: RecordModel };
const galleries: ListeningGallery[] = [];
const logged: string[] = [];

// Short waits, so that retries happen within a test.
const tuning = { retryDelaysMs: [100, 200, 400, 800, 1600], pollMs: 2_000, leaseMs: 20_000 };
const within = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  [pocketbase, standIn] = await Promise.all([startGalleryPocketBase(), startImageKitStandIn()]);
  admin = await superuserClient(pocketbase);
  imagekit = createImageKitServer(
    new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0, timeout: 5_000 }),
    { urlEndpoint: standIn.urlEndpoint, statusIntervalMs: 20 },
  );
  ada = await signUpUser(pocketbase, "Ada");
});
afterAll(async () => {
  await Promise.allSettled([standIn?.close(), pocketbase?.stop()]);
});
beforeEach(async () => {
  await startGallery();
});
afterEach(async () => {
  await standIn.reachable();
  await Promise.allSettled(galleries.splice(0).map((gallery) => gallery.close()));
});

function startGallery(options: Partial<GalleryServerOptions> = {}) {
  return listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    imagekit,
    imagekitMirror: tuning,
    log: (message) => logged.push(message),
    ...options,
  }).then((gallery) => {
    galleries.push(gallery);
    return gallery;
  });
}

/** A photo of `owner`'s in ImageKit, uploaded into their library folder as the web app does. */
async function photoInImageKit(
  owner: { pb: PocketBase; user: RecordModel },
  fields: Record<string, string> = {},
) {
  const auth = imagekit.signUpload();
  const upload = new FormData();
  upload.set("file", new File([createPng({ width: 40, height: 30 })], "photo.png", { type: "image/png" }));
  upload.set("fileName", "photo.png");
  upload.set("folder", `/pocketkit/${owner.user.id}/`);
  upload.set("publicKey", standIn.publicKey);
  upload.set("token", auth.token);
  upload.set("expire", String(auth.expire));
  upload.set("signature", auth.signature);
  const uploaded = await fetch(standIn.uploadUrl, { method: "POST", body: upload });
  expect(uploaded.status).toBe(200);
  const file = (await uploaded.json()) as { fileId: string; filePath: string };
  const form = new FormData();
  form.set("owner", owner.user.id);
  form.set("file", new File([createPng({ width: 40, height: 30 })], "photo.png", { type: "image/png" }));
  form.set("imagekit_id", file.fileId);
  form.set("imagekit_path", file.filePath);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const record = await owner.pb.collection("images").create(form);
  return { record, ...file };
}

/** Every job of the mirror has been applied (none waits, runs or was given up on). */
async function settled() {
  await vi.waitFor(async () => {
    expect(await admin.collection("imagekit_jobs").getFullList()).toEqual([]);
  }, within);
}

const fileOf = (fileId: string) => standIn.files.get(fileId);
const pathOf = async (id: string) => (await admin.collection("images").getOne(id)).imagekit_path as string;

describe("photos", () => {
  test("moved to Trash: the file goes to the owner's trash folder; restored: back to the library", async () => {
    const { record, fileId } = await photoInImageKit(ada);
    const library = `/pocketkit/${ada.user.id}/`;
    await ada.pb.collection("images").update(record.id, { trashed_at: new Date().toISOString() });
    await settled();
    expect(fileOf(fileId)?.filePath).toMatch(new RegExp(`^${library}trash/[^/]+$`));
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);

    await ada.pb.collection("images").update(record.id, { trashed_at: "" });
    await settled();
    expect(fileOf(fileId)?.filePath).toMatch(new RegExp(`^${library}[^/]+$`));
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);
  });

  test("deleted for good, by its owner or by the Trash purge: its file is deleted", async () => {
    const kept = await photoInImageKit(ada);
    const deleted = await photoInImageKit(ada);
    const purged = await photoInImageKit(ada);
    await ada.pb.collection("images").delete(deleted.record.id);
    await admin.collection("images").update(purged.record.id, { trashed_at: "2020-01-01 00:00:00.000Z" });
    await admin.crons.run("trash_purge");
    await settled();
    expect(fileOf(deleted.fileId)).toBeUndefined();
    expect(fileOf(purged.fileId)).toBeUndefined();
    expect(fileOf(kept.fileId)).toBeDefined();
  });

  test("the mirror's own write of the new path makes no job of its own (no loop)", async () => {
    const { record } = await photoInImageKit(ada);
    await settled();
    const created: string[] = [];
    const unsubscribe = await admin.collection("imagekit_jobs").subscribe("*", (event) => {
      if (event.action === "create") created.push(event.record.kind as string);
    });
    try {
      await ada.pb.collection("images").update(record.id, { trashed_at: new Date().toISOString() });
      await settled();
      await ada.pb.collection("images").update(record.id, { title: "No job for a title" });
      // A marker, to know that every event before it has arrived.
      const marker = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Marker" });
      await vi.waitFor(() => expect(created).toContain("album_sync"), within);
      expect(created).toEqual(["photo_sync", "album_sync"]);
      await ada.pb.collection("albums").delete(marker.id);
      await settled();
    } finally {
      await unsubscribe();
    }
  });

  test("a path outside the owner's folder: the file is left alone and the job given up on", async () => {
    const bob = await signUpUser(pocketbase, "Bob");
    const bobs = await photoInImageKit(bob);
    await settled();
    // Ada writes Bob's path into a photo of hers (the path is the uploader's to write).
    const { record } = await photoInImageKit(ada);
    await settled();
    await ada.pb.collection("images").update(record.id, { imagekit_path: bobs.filePath });
    await ada.pb.collection("images").update(record.id, { trashed_at: new Date().toISOString() });
    await vi.waitFor(async () => {
      const jobs = await admin.collection("imagekit_jobs").getFullList();
      expect(jobs).toMatchObject([{ status: "failed", kind: "photo_sync" }]);
    }, within);
    expect(fileOf(bobs.fileId)?.filePath).toBe(bobs.filePath);
    // Given up on, kept for a person to look at: out of the next test's way.
    for (const job of await admin.collection("imagekit_jobs").getFullList()) {
      await admin.collection("imagekit_jobs").delete(job.id);
    }
  });
});

describe("albums", () => {
  test("created, a photo put in it, renamed, deleted: its folder follows and the photo with it", async () => {
    const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Été / 2026: Río!" });
    await settled();
    const folder = `/pocketkit/${ada.user.id}/Été_2026_Río_${album.id}/`;
    expect(standIn.folders.has(folder)).toBe(true);
    expect((await admin.collection("albums").getOne(album.id)).imagekit_folder).toBe(folder);

    const { record, fileId } = await photoInImageKit(ada);
    await ada.pb.collection("images").update(record.id, { album: album.id });
    await settled();
    expect(fileOf(fileId)?.filePath.startsWith(folder)).toBe(true);
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);

    await ada.pb.collection("albums").update(album.id, { name: "Winter" });
    await settled();
    const renamed = `/pocketkit/${ada.user.id}/Winter_${album.id}/`;
    expect(standIn.folders.has(renamed)).toBe(true);
    expect(standIn.folders.has(folder)).toBe(false);
    expect(fileOf(fileId)?.filePath.startsWith(renamed)).toBe(true);
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);
    expect((await admin.collection("albums").getOne(album.id)).imagekit_folder).toBe(renamed);

    await ada.pb.collection("albums").delete(album.id);
    await settled();
    expect(standIn.folders.has(renamed)).toBe(false);
    // The photo stays, back in the library.
    expect(fileOf(fileId)?.filePath).toMatch(new RegExp(`^/pocketkit/${ada.user.id}/[^/]+$`));
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);
  });

  test("a photo uploaded into an album is moved into its folder", async () => {
    const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Harbour" });
    const { fileId } = await photoInImageKit(ada, { album: album.id });
    await settled();
    expect(fileOf(fileId)?.filePath.startsWith(`/pocketkit/${ada.user.id}/Harbour_${album.id}/`)).toBe(true);
  });

  test("a user cannot set an album's folder", async () => {
    const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Mine" });
    await expect(
      ada.pb.collection("albums").update(album.id, { imagekit_folder: "/pocketkit/someone-else/" }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      ada.pb
        .collection("albums")
        .create({ owner: ada.user.id, name: "Sly", imagekit_folder: "/pocketkit/x/" }),
    ).rejects.toMatchObject({ status: 400 });
    await settled();
  });
});

describe("custom fields", () => {
  test("created, given to a photo, renamed, deleted: the ImageKit field and the file's value follow", async () => {
    const field = await ada.pb
      .collection("metadata_fields")
      .create({ owner: ada.user.id, name: "Mood", type: "select", options: ["calm", "busy"] });
    await settled();
    const imagekitField = (await admin.collection("metadata_fields").getOne(field.id))
      .imagekit_field as string;
    expect(standIn.metadataFields.get(imagekitField)).toMatchObject({
      name: `pocketkit_${field.id}`,
      label: `Mood (${field.id})`,
      deleted: false,
    });

    const { record, fileId } = await photoInImageKit(ada);
    await ada.pb.collection("images").update(record.id, { metadata: { [field.id]: "calm" } });
    await settled();
    expect(fileOf(fileId)?.customMetadata).toEqual({ [`pocketkit_${field.id}`]: "calm" });

    await ada.pb.collection("metadata_fields").update(field.id, { name: "Feeling" });
    await settled();
    expect(standIn.metadataFields.get(imagekitField)?.label).toBe(`Feeling (${field.id})`);

    await ada.pb.collection("metadata_fields").delete(field.id);
    await settled();
    expect(standIn.metadataFields.get(imagekitField)?.deleted).toBe(true);
  });

  test("a user cannot set a field's ImageKit field", async () => {
    await expect(
      ada.pb
        .collection("metadata_fields")
        .create({ owner: ada.user.id, name: "Sly", type: "text", imagekit_field: "someone-elses" }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("failures and servers", () => {
  test("ImageKit out of reach: the job is tried again later and applied once it is back", async () => {
    const { record, fileId } = await photoInImageKit(ada);
    await settled();
    await standIn.unreachable();
    await ada.pb.collection("images").update(record.id, { trashed_at: new Date().toISOString() });
    await vi.waitFor(async () => {
      const [job] = await admin.collection("imagekit_jobs").getFullList();
      expect(job).toMatchObject({ status: "pending" });
      expect(job?.attempts).toBeGreaterThanOrEqual(2);
    }, within);
    await standIn.reachable();
    await settled();
    expect(fileOf(fileId)?.filePath.startsWith(`/pocketkit/${ada.user.id}/trash/`)).toBe(true);
    expect(await pathOf(record.id)).toBe(fileOf(fileId)?.filePath);
  });

  test("one owner's jobs are applied in order, a failing one holding back those after it", async () => {
    const { record, fileId } = await photoInImageKit(ada);
    await settled();
    await standIn.unreachable();
    const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Late" });
    // The album's folder has been tried a few times: its next try is a while off.
    await vi.waitFor(async () => {
      const [job] = await admin.collection("imagekit_jobs").getFullList();
      expect(job?.attempts).toBeGreaterThanOrEqual(4);
    }, within);
    await ada.pb.collection("images").update(record.id, { album: album.id });
    await standIn.reachable();
    await settled();
    // Not left in the library because its job ran before the album had a folder.
    expect(fileOf(fileId)?.filePath.startsWith(`/pocketkit/${ada.user.id}/Late_${album.id}/`)).toBe(true);
  });

  test("two servers: each job is applied once", async () => {
    await startGallery();
    const before = standIn.requests.length;
    const albums = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ada.pb.collection("albums").create({ owner: ada.user.id, name: `Trip ${index}` }),
      ),
    );
    const photos = await Promise.all(Array.from({ length: 4 }, () => photoInImageKit(ada)));
    await Promise.all(
      photos.map(({ record }) =>
        ada.pb.collection("images").update(record.id, { trashed_at: new Date().toISOString() }),
      ),
    );
    await settled();
    const made = standIn.requests.slice(before);
    expect(made.filter((request) => request.status >= 400)).toEqual([]);
    expect(made.filter((request) => request.path === "/v1/files/move")).toHaveLength(photos.length);
    for (const album of albums) {
      expect(
        standIn.folders.has(`/pocketkit/${ada.user.id}/Trip_${albums.indexOf(album)}_${album.id}/`),
      ).toBe(true);
    }
    // One folder request per album, and one per photo's move (its destination made first).
    expect(made.filter((request) => request.path === "/v1/folder")).toHaveLength(
      albums.length + photos.length,
    );
  });
});
