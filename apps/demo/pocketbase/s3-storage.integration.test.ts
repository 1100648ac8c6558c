import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { createPng, startS3Server, type PocketBaseServer, type S3Server } from "@pocketkit/client/testing";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// The Gallery's photos with PocketBase's files on a real S3 server (versitygw on loopback): the
// original and its preview in the bucket, thumbs made there, protected-file tokens, Trash's purge
// removing the objects, and DESIGN §8's words when S3 is away (pb_hooks/storage_unavailable.pb.js).
let s3: S3Server;
let server: PocketBaseServer;
let superuser: PocketBase;

beforeAll(async () => {
  s3 = await startS3Server({ bucket: "gallery" });
  server = await startGalleryPocketBase({ s3: { storage: s3 } });
  superuser = await superuserClient(server);
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

function photo(owner: string, title: string, withPreview = false): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  form.set("file", new File([createPng({ width: 800, height: 600 })], `${title}.png`, { type: "image/png" }));
  if (withPreview) {
    form.set("preview", new File([previewJpeg], "preview.jpg", { type: "image/jpeg" }));
  }
  return form;
}

// A JPEG preview, as the Gallery makes for originals PocketBase cannot thumb (AVIF, HEIC).
const previewJpeg = readFileSync(
  fileURLToPath(
    import.meta
      .resolve("@pocketkit/testkit/package.json")
      .replace("package.json", "fixtures/photos/camera-gps.jpg"),
  ),
);

const folderOf = (record: RecordModel) => `${record.collectionId}/${record.id}/`;

test("a photo and its preview are stored in the bucket, thumbs are made there with a file token, and Trash's purge removes them", async () => {
  const { pb, user } = await signUpUser(server);
  const created = await pb.collection("images").create(photo(user.id, "Harbour", true));
  const folder = folderOf(created);
  expect(await s3.objectKeys(folder)).toEqual(
    [`${folder}${created.file}`, `${folder}${created.preview}`].sort(),
  );

  const url = pb.files.getURL(created, String(created.file), { thumb: "400x0" });
  expect((await fetch(url)).status, "a protected file without a token").toBe(404);
  const thumb = await fetch(`${url}&token=${await pb.files.getToken()}`);
  expect(thumb.status).toBe(200);
  expect(Buffer.from(await thumb.arrayBuffer()).readUInt32BE(16), "the thumb's width").toBe(400);
  expect(await s3.objectKeys(`${folder}thumbs_`)).toEqual([
    `${folder}thumbs_${created.file}/400x0_${created.file}`,
  ]);

  await superuser
    .collection("images")
    .update(created.id, { trashed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() });
  await superuser.crons.run("trash_purge");
  await vi.waitFor(async () => expect(await s3.objectKeys(folder)).toEqual([]), {
    timeout: 15_000,
    interval: 200,
  });
});

test("S3 away: an upload is answered 503 with the words of DESIGN §8 and makes nothing; once S3 is back it is stored", async () => {
  const { pb, user } = await signUpUser(server);
  await s3.restart({
    whileDown: async () => {
      const refused = await pb
        .collection("images")
        .create(photo(user.id, "Dunes"))
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({
        status: 503,
        response: {
          message: "Photos can't be stored right now. Your uploads wait and resume.",
          code: "storage_unavailable",
        },
      });
      expect(await pb.collection("images").getFullList()).toEqual([]);
    },
  });
  const stored = await pb.collection("images").create(photo(user.id, "Dunes"));
  expect(await s3.objectKeys(folderOf(stored))).toHaveLength(1);
});

test("a refusal that is not the storage's keeps its own answer while S3 is up", async () => {
  const { pb } = await signUpUser(server);
  const { user: other } = await signUpUser(server);
  // Someone else's photo: the create rule refuses it.
  const refused = await pb
    .collection("images")
    .create(photo(other.id, "Not mine"))
    .catch((error: unknown) => error);
  expect(refused).toMatchObject({ status: 400, response: { message: "Failed to create record." } });
});
