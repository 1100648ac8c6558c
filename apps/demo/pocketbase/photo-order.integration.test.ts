import {
  createPng,
  ensurePocketBase,
  startPocketBase,
  type PocketBaseServer,
} from "@pocketkit/client/testing";
import { galleryHooksDir, galleryMigrationsDir } from "@pocketkit/testkit";
import { spawn } from "node:child_process";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { librarySorts } from "../src/features/library-query";
import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

const MIGRATION = "1763800300_gallery_photo_fields.js";

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(async () => {
  await server?.stop();
});

function photo(owner: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("file", new File([createPng({ width: 8, height: 8 })], "photo.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const titles = async (pb: PocketBase, sort: string) =>
  (await pb.collection("images").getFullList({ sort })).map((record) => record.title as string);

test("the library sorts by date taken, and a photo without one by its upload date", async () => {
  const { pb, user } = await signUpUser(server);
  const images = pb.collection("images");
  await images.create(photo(user.id, { title: "taken 2019", taken_at: "2019-06-01 12:00:00.000Z" }));
  const uploaded = await images.create(photo(user.id, { title: "no date" }));
  await images.create(photo(user.id, { title: "taken 2030", taken_at: "2030-01-01 08:00:00.000Z" }));
  // What a client sends for sort_at is ignored: it follows taken_at, else created.
  await images.create(
    photo(user.id, {
      title: "taken 2001",
      taken_at: "2001-01-01 00:00:00.000Z",
      sort_at: "2099-01-01 00:00:00.000Z",
    }),
  );

  expect(uploaded.sort_at).toBe(uploaded.created);
  expect(await titles(pb, librarySorts.newest)).toEqual([
    "taken 2030",
    "no date",
    "taken 2019",
    "taken 2001",
  ]);
  expect(await titles(pb, librarySorts.oldest)).toEqual([
    "taken 2001",
    "taken 2019",
    "no date",
    "taken 2030",
  ]);

  // A date taken set later moves the photo; cleared, it goes back to its upload date.
  await images.update(uploaded.id, { taken_at: "1999-12-31 23:59:59.000Z" });
  expect((await titles(pb, librarySorts.newest)).at(-1)).toBe("no date");
  const cleared = await images.update(uploaded.id, { taken_at: "" });
  expect(cleared.sort_at).toBe(uploaded.created);
  expect((await titles(pb, librarySorts.newest))[1]).toBe("no date");
});

test("the photo fields are checked: camera ≤ 120, hash ≤ 64, placeholder ≤ 200, a JPEG/WebP preview", async () => {
  const { pb, user } = await signUpUser(server);
  const images = pb.collection("images");
  const saved = await images.create(
    photo(user.id, {
      camera: "Pixel 9",
      hash: "a".repeat(64),
      placeholder: "1QcSHQRnh493V4dIh4eXh1h4kJUI",
      location: JSON.stringify({ lon: 2.35, lat: 48.85 }),
    }),
  );
  expect(saved).toMatchObject({ camera: "Pixel 9", location: { lon: 2.35, lat: 48.85 }, preview: "" });
  const refused = await images
    .create(photo(user.id, { camera: "x".repeat(121), hash: "a".repeat(65) }))
    .catch((error: { response: { data: Record<string, unknown> } }) => error.response.data);
  expect(Object.keys(refused)).toEqual(expect.arrayContaining(["camera", "hash"]));
  const png = photo(user.id);
  png.set("preview", new File([createPng({ width: 8, height: 8 })], "preview.png", { type: "image/png" }));
  await expect(images.create(png)).rejects.toMatchObject({ status: 400 });
});

test("photos uploaded before the migration keep their data and get their upload date as sort_at; down takes only the new fields away", async () => {
  // The Gallery's migrations up to the one before this change, then this one on the same data.
  const scratch = await mkdtemp(join(tmpdir(), "pocketkit-photo-fields-"));
  const before = join(scratch, "migrations");
  const dataDir = join(scratch, "pb_data");
  const earlier = (await readdir(galleryMigrationsDir)).filter((name) => name < MIGRATION);
  for (const name of earlier) await cp(join(galleryMigrationsDir, name), join(before, name));
  let old: PocketBaseServer | undefined;
  let migrated: PocketBaseServer | undefined;
  try {
    old = await startPocketBase({ migrationsDir: before, dataDir });
    const superuser = await superuserClient(old);
    const owner = await superuser.collection("users").create({
      email: "old@pocketkit.test",
      password: "correct horse battery",
      passwordConfirm: "correct horse battery",
      verified: true,
    });
    const form = photo(owner.id, { title: "From before", alt: "A harbour", tags: JSON.stringify(["sea"]) });
    const existing = await superuser.collection("images").create(form);
    await old.stop();

    // PocketBase applies only what this data has not seen yet: the new migration.
    migrated = await startPocketBase({
      migrationsDir: galleryMigrationsDir,
      dataDir,
      hooksDir: galleryHooksDir,
    });
    const after = await (await superuserClient(migrated)).collection("images").getOne(existing.id);
    expect(after).toMatchObject({
      title: "From before",
      alt: "A harbour",
      tags: ["sea"],
      file: existing.file,
      created: existing.created,
      taken_at: "",
      camera: "",
      sort_at: existing.created,
    });
    await migrated.stop();

    // Down to before it (it and any migration after it): the new fields go, the photo stays as
    // it was. PocketBase asks before it reverts: answered yes.
    const since = (await readdir(galleryMigrationsDir)).filter((name) => name >= MIGRATION).length;
    const binary = await ensurePocketBase();
    await new Promise<void>((resolve, reject) => {
      const down = spawn(binary, [
        "migrate",
        "down",
        String(since),
        `--dir=${dataDir}`,
        `--migrationsDir=${galleryMigrationsDir}`,
      ]);
      let output = "";
      down.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      down.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      down.stdin.end("y\n");
      down.on("error", reject);
      down.on("close", (code) =>
        code === 0 ? resolve() : reject(new Error(`migrate down failed:\n${output}`)),
      );
    });
    old = await startPocketBase({ migrationsDir: before, dataDir });
    const reverted = await (await superuserClient(old)).collection("images").getOne(existing.id);
    expect(reverted).toMatchObject({ title: "From before", alt: "A harbour", file: existing.file });
    for (const field of ["taken_at", "camera", "location", "hash", "placeholder", "preview", "sort_at"])
      expect(reverted, field).not.toHaveProperty(field);
  } finally {
    await old?.stop();
    await migrated?.stop();
    await rm(scratch, { recursive: true, force: true });
  }
});
