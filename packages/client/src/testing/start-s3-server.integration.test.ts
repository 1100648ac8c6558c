import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { createPng, ensureVersityGw, startS3Server, type PocketBaseServer, type S3Server } from ".";

// PocketBase with its files and backups on a real S3 server (versitygw on loopback, objects as
// plain files): what is uploaded is in the bucket, thumbs are made and kept there, protected
// files need a token, a delete removes the objects, and a backup in S3 restores.
let files: S3Server;
let backups: S3Server;
let server: PocketBaseServer;
let superuser: PocketBase;

beforeAll(async () => {
  [files, backups] = await Promise.all([
    startS3Server({ bucket: "files" }),
    startS3Server({ bucket: "backups" }),
  ]);
  server = await startTestPocketBase({ s3: { storage: files, backups } });
  superuser = new PocketBase(server.url);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([files?.stop(), backups?.stop()]);
});

function photoForm(owner: string, title: string): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  form.set("file", new File([createPng({ width: 640, height: 480 })], "harbour.png", { type: "image/png" }));
  return form;
}

describe("files on S3", () => {
  test("an upload is stored in the bucket, its thumb is made there, a protected file needs a token, a delete removes them", async () => {
    const pb = await signUpUser(server.url, server.superuser);
    const photo = await pb.collection("photos").create(photoForm(pb.authStore.record!.id, "Harbour"));
    const folder = `${photo.collectionId}/${photo.id}/`;
    expect(await files.objectKeys(folder)).toEqual([`${folder}${photo.file}`]);
    // Nothing on PocketBase's own disk.
    expect(await backups.objectKeys()).toEqual([]);

    const url = pb.files.getURL(photo, photo.file as string, { thumb: "400x0" });
    expect((await fetch(url)).status, "without a token").toBe(404);
    const token = await pb.files.getToken();
    const thumb = await fetch(`${url}&token=${token}`);
    expect(thumb.status).toBe(200);
    const png = Buffer.from(await thumb.arrayBuffer());
    expect(png.readUInt32BE(16), "the thumb's width").toBe(400);
    expect(await files.objectKeys(folder)).toEqual([
      `${folder}${photo.file}`,
      `${folder}thumbs_${photo.file}/400x0_${photo.file}`,
    ]);

    await pb.collection("photos").delete(photo.id);
    // PocketBase deletes a record's files after the record, in the background.
    await vi.waitFor(async () => expect(await files.objectKeys(folder)).toEqual([]), { timeout: 10_000 });
  });

  test("S3 away: the upload is refused, no record is left, and it succeeds once S3 is back", async () => {
    const pb = await signUpUser(server.url, server.superuser);
    const owner = pb.authStore.record!.id;
    await files.restart({
      whileDown: async () => {
        await expect(pb.collection("photos").create(photoForm(owner, "Dunes"))).rejects.toMatchObject({
          status: 400,
        });
        expect(await pb.collection("photos").getFullList()).toEqual([]);
      },
    });
    const photo = await pb.collection("photos").create(photoForm(owner, "Dunes"));
    expect(await files.objectKeys(`${photo.collectionId}/${photo.id}/`)).toHaveLength(1);
  });

  test("PocketBase's S3 test passes against it, and says why for a wrong secret", async () => {
    await expect(superuser.settings.testS3("storage")).resolves.toBe(true);
    await expect(superuser.settings.testS3("backups")).resolves.toBe(true);

    const settings = await superuser.settings.getAll();
    await superuser.settings.update({ s3: { ...settings.s3, secret: "not-the-secret" } });
    try {
      const refused = await superuser.settings.testS3("storage").catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 400 });
      expect(JSON.stringify((refused as { response: unknown }).response)).toMatch(
        /SignatureDoesNotMatch|signature/i,
      );
    } finally {
      await superuser.settings.update({ s3: { ...settings.s3, secret: files.secretKey } });
    }
  });
});

describe("backups on S3", () => {
  test("a backup is written to the bucket and restores the data it holds", async () => {
    const pb = await signUpUser(server.url, server.superuser);
    const owner = pb.authStore.record!.id;
    const kept = await pb.collection("photos").create(photoForm(owner, "Kept"));
    await superuser.backups.create("before.zip");
    expect(await backups.objectKeys()).toEqual(["before.zip"]);
    expect((await superuser.backups.getFullList()).map((backup) => backup.key)).toEqual(["before.zip"]);

    await pb.collection("photos").delete(kept.id);
    await superuser.backups.restore("before.zip");
    // PocketBase restarts itself to restore; it answers again once the data is back.
    await vi.waitFor(
      async () => {
        const again = new PocketBase(server.url);
        await again
          .collection("_superusers")
          .authWithPassword(server.superuser.email, server.superuser.password);
        expect((await again.collection("photos").getOne(kept.id)).title).toBe("Kept");
      },
      { timeout: 30_000, interval: 250 },
    );
  });
});

test("without a cached binary or Go, the error names both ways to get versitygw", async () => {
  const cache = await mkdtemp(join(tmpdir(), "pocketkit-no-cache-"));
  try {
    const error = await ensureVersityGw({ env: { PATH: "", XDG_CACHE_HOME: cache } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain("VERSITYGW_BIN");
    expect(message).toContain(join(cache, "pocketkit", "versitygw", "v1.8.0", "versitygw"));
    expect(message).toContain(
      "go install github.com/versity/versitygw/cmd/versitygw@v1.8.0: Go is not on PATH",
    );
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
});
