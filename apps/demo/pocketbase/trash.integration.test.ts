import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { IN_TRASH, inLibrary } from "../src/features/library-query";
import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// Trash (DESIGN §7): a deleted photo keeps its record with `trashed_at` set, the server's time;
// pb_hooks/trash_purge.pb.js deletes it for good 30 days later.

const DAY_MS = 86_400_000;

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  superuser = await superuserClient(server);
});
afterAll(async () => {
  await server?.stop();
});

function photo(owner: string, title: string): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  form.set("file", new File([createPng({ width: 8, height: 8 })], "photo.png", { type: "image/png" }));
  return form;
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** The status of a GET of the photo's file, with a superuser's file token. */
async function fileStatus(record: RecordModel): Promise<number> {
  const token = await superuser.files.getToken();
  const response = await fetch(superuser.files.getURL(record, String(record.file), { token }));
  await response.body?.cancel();
  return response.status;
}

test("the hourly job deletes photos trashed more than 30 days ago, with their files, and nothing else", async () => {
  const { user } = await signUpUser(server);
  const images = superuser.collection("images");
  const old = await images.create(photo(user.id, "31 days in Trash"));
  const young = await images.create(photo(user.id, "29 days in Trash"));
  const kept = await images.create(photo(user.id, "In the library"));
  // A superuser sets the date as sent (pb_hooks/trash.pb.js stamps the server's time for users).
  await images.update(old.id, { trashed_at: daysAgo(31) });
  await images.update(young.id, { trashed_at: daysAgo(29) });
  expect(await fileStatus(old)).toBe(200);

  // As the dashboard's "Run" does; PocketBase runs the job in the background and answers at once.
  await superuser.crons.run("trash_purge");
  // The run is over when it has logged what it did (logs are written within about 3 s).
  const logged = async () =>
    (await superuser.logs.getList(1, 1, { filter: 'message = "Trash purged"' })).items[0]?.data;
  await expect.poll(logged, { timeout: 15_000 }).toMatchObject({ deleted: 1, failed: 0 });

  await expect(images.getOne(old.id)).rejects.toMatchObject({ status: 404 });
  expect(await fileStatus(old)).toBe(404);
  expect((await images.getOne(young.id)).title).toBe("29 days in Trash");
  expect(await fileStatus(young)).toBe(200);
  expect((await images.getOne(kept.id)).trashed_at).toBe("");
});

test("moving a photo to Trash takes the server's time, a second move keeps the first date, and an empty date restores it", async () => {
  const { pb, user } = await signUpUser(server);
  const images = pb.collection("images");
  const created = await images.create(photo(user.id, "Harbour"));
  expect(created.trashed_at).toBe("");

  // A phone whose clock is two months behind must not have the photo purged within the hour.
  const before = Date.now();
  const trashed = await images.update(created.id, { trashed_at: daysAgo(60) });
  const trashedAt = Date.parse(trashed.trashed_at as string);
  expect(trashedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(trashedAt).toBeLessThanOrEqual(Date.now() + 1000);

  const again = await images.update(created.id, { trashed_at: new Date().toISOString() });
  expect(again.trashed_at).toBe(trashed.trashed_at);

  const restored = await images.update(created.id, { trashed_at: "" });
  expect(restored.trashed_at).toBe("");

  // Through the batch API (bulk delete and restore), each item the same.
  const other = await images.create(photo(user.id, "Dunes"));
  const batch = pb.createBatch();
  batch.collection("images").update(created.id, { trashed_at: daysAgo(45) });
  batch.collection("images").update(other.id, { trashed_at: daysAgo(45) });
  const results = await batch.send();
  for (const result of results) {
    expect(Date.parse(result.body.trashed_at as string)).toBeGreaterThanOrEqual(before - 1000);
  }
});

test("the library's filters leave the photos in Trash out; the Trash filter lists only them", async () => {
  const { pb, user } = await signUpUser(server);
  const images = pb.collection("images");
  await images.create(photo(user.id, "Harbour"));
  const dunes = await images.create(photo(user.id, "Dunes"));
  await images.update(dunes.id, { trashed_at: new Date().toISOString() });

  const titles = async (filter: string) =>
    (await images.getFullList({ filter, sort: "title" })).map((record) => record.title as string);
  expect(await titles(inLibrary())).toEqual(["Harbour"]);
  expect(await titles(inLibrary('title ~ "u"'))).toEqual(["Harbour"]);
  expect(await titles(IN_TRASH)).toEqual(["Dunes"]);
  expect((await images.getList(1, 1, { filter: inLibrary() })).totalItems).toBe(1);
});

test("the library's page, its count, the Trash page and the purge are answered from indexes", async () => {
  // The SQL PocketBase builds for these filters (tools/search/filter.go): `trashed_at = ""`
  // becomes `(trashed_at = '' OR trashed_at IS NULL)`, `trashed_at > ""` a plain comparison, and
  // the list rule adds `owner = ?`.
  const plan = async (query: string) => {
    const result = await superuser.send<{ rows: unknown[][] }>("/api/sql", {
      method: "POST",
      body: { query: `EXPLAIN QUERY PLAN ${query}` },
    });
    return result.rows.map((row) => String(row[3])).join("\n");
  };
  const notTrashed = "(images.trashed_at = '' OR images.trashed_at IS NULL)";
  expect(
    await plan(
      `SELECT images.* FROM images WHERE images.owner = 'u' AND ${notTrashed} ORDER BY sort_at DESC, id DESC LIMIT 91`,
    ),
  ).toBe("SEARCH images USING INDEX idx_images_owner_sort_at (owner=?)");
  expect(await plan(`SELECT count(*) FROM images WHERE images.owner = 'u' AND ${notTrashed}`)).toBe(
    "SEARCH images USING COVERING INDEX idx_images_owner_trashed_at (owner=?)",
  );
  expect(
    await plan(
      "SELECT images.* FROM images WHERE images.owner = 'u' AND images.trashed_at > '' ORDER BY trashed_at DESC, id DESC LIMIT 91",
    ),
  ).toBe("SEARCH images USING INDEX idx_images_owner_trashed_at (owner=? AND trashed_at>?)");
  expect(
    await plan(
      "SELECT images.* FROM images WHERE images.trashed_at > '' AND images.trashed_at < '2026-01-01' ORDER BY trashed_at LIMIT 1000",
    ),
  ).toBe("SEARCH images USING INDEX idx_images_trashed_at (trashed_at>? AND trashed_at<?)");
});
