import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { ClientResponseError, type RecordModel } from "pocketbase";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// Ada owns an album, a photo in it, a custom field and an AI usage row. Bob is signed in too.
// Every way Bob could reach Ada's things is tried; each must fail, and Ada's things must stay
// as they were.
let server: PocketBaseServer;
let ada: { pb: PocketBase; user: RecordModel };
let bob: { pb: PocketBase; user: RecordModel };
let owned: Record<"albums" | "images" | "metadata_fields" | "ai_usage", RecordModel>;

beforeAll(async () => {
  server = await startGalleryPocketBase();
  ada = await signUpUser(server, "Ada");
  bob = await signUpUser(server, "Bob");

  const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Private" });
  const form = new FormData();
  form.set("owner", ada.user.id);
  form.set("album", album.id);
  form.set("title", "Ada's secret");
  form.set("file", new File([createPng({ width: 64, height: 48 })], "secret.png", { type: "image/png" }));
  const image = await ada.pb.collection("images").create(form);
  const field = await ada.pb
    .collection("metadata_fields")
    .create({ owner: ada.user.id, name: "Camera", type: "text" });
  const superuser = await superuserClient(server);
  const usage = await superuser
    .collection("ai_usage")
    .create({ user: ada.user.id, sequence: 1, kind: "alt", characters: 80, status: "ok" });
  owned = { albums: album, images: image, metadata_fields: field, ai_usage: usage };
});
afterAll(() => server?.stop());

async function rejection(promise: Promise<unknown>): Promise<ClientResponseError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) throw new Error("the server accepted it");
  return outcome;
}

const collections = ["albums", "images", "metadata_fields", "ai_usage"] as const;

describe.each(collections)("Bob and Ada's %s", (collection) => {
  test("are not listed, not even when he filters by her id", async () => {
    const all = await bob.pb.collection(collection).getList(1, 50);
    expect(all.totalItems).toBe(0);
    const ownerField = collection === "ai_usage" ? "user" : "owner";
    const filtered = await bob.pb.collection(collection).getList(1, 50, {
      filter: bob.pb.filter(`${ownerField} = {:id}`, { id: ada.user.id }),
    });
    expect(filtered.items).toEqual([]);
  });

  test("cannot be viewed, updated or deleted by id", async () => {
    const id = owned[collection].id;
    expect((await rejection(bob.pb.collection(collection).getOne(id))).status).toBe(404);
    const update = await rejection(
      bob.pb.collection(collection).update(id, { name: "mine now", title: "mine now" }),
    );
    expect([403, 404]).toContain(update.status);
    const remove = await rejection(bob.pb.collection(collection).delete(id));
    expect([403, 404]).toContain(remove.status);
  });

  test("are unchanged afterwards", async () => {
    const client = collection === "ai_usage" ? await superuserClient(server) : ada.pb;
    const record = await client.collection(collection).getOne(owned[collection].id);
    expect(record).toEqual(owned[collection]);
  });
});

test("Bob cannot see Ada's user record", async () => {
  expect((await rejection(bob.pb.collection("users").getOne(ada.user.id))).status).toBe(404);
  const users = await bob.pb.collection("users").getFullList();
  expect(users.map((user) => user.id)).toEqual([bob.user.id]);
});

test("Bob cannot download Ada's photo, not with its URL and not with a file token of his own", async () => {
  const image = owned.images;
  const bobToken = await bob.pb.files.getToken();
  for (const thumb of [undefined, "100x100", "400x0", "1200x0"]) {
    const bare = await fetch(bob.pb.files.getURL(image, image.file, { thumb }));
    expect(bare.status, `no token, thumb ${thumb}`).toBe(404);
    const withToken = await fetch(bob.pb.files.getURL(image, image.file, { thumb, token: bobToken }));
    expect(withToken.status, `Bob's token, thumb ${thumb}`).toBe(404);
  }
  // The same URL does serve Ada, so the 404s above are about Bob, not about the URL.
  const adaToken = await ada.pb.files.getToken();
  expect((await fetch(ada.pb.files.getURL(image, image.file, { token: adaToken }))).status).toBe(200);
});

test("Bob cannot create things in Ada's name", async () => {
  const asAda = await rejection(bob.pb.collection("albums").create({ owner: ada.user.id, name: "Gift" }));
  expect(asAda.status).toBe(400);
  const field = await rejection(
    bob.pb.collection("metadata_fields").create({ owner: ada.user.id, name: "Lens", type: "text" }),
  );
  expect(field.status).toBe(400);
  const usage = await rejection(
    bob.pb.collection("ai_usage").create({ user: bob.user.id, kind: "alt", characters: 1, status: "ok" }),
  );
  expect(usage.status).toBe(403);
});

test("Bob cannot put a photo into Ada's album, neither when uploading nor by moving one", async () => {
  const upload = new FormData();
  upload.set("owner", bob.user.id);
  upload.set("album", owned.albums.id);
  upload.set("file", new File([createPng({ width: 8, height: 8 })], "intruder.png", { type: "image/png" }));
  expect((await rejection(bob.pb.collection("images").create(upload))).status).toBe(400);

  const own = new FormData();
  own.set("owner", bob.user.id);
  own.set("file", new File([createPng({ width: 8, height: 8 })], "mine.png", { type: "image/png" }));
  const bobsImage = await bob.pb.collection("images").create(own);
  expect(
    (await rejection(bob.pb.collection("images").update(bobsImage.id, { album: owned.albums.id }))).status,
  ).toBe(404);
  expect((await bob.pb.collection("images").getOne(bobsImage.id)).album).toBe("");

  const adaAlbum = await ada.pb.collection("images").getList(1, 50, {
    filter: ada.pb.filter("album = {:album}", { album: owned.albums.id }),
  });
  expect(adaAlbum.items.map((item) => item.id)).toEqual([owned.images.id]);
});

test("Bob cannot give his own records to Ada", async () => {
  const album = await bob.pb.collection("albums").create({ owner: bob.user.id, name: "Bob's" });
  expect((await rejection(bob.pb.collection("albums").update(album.id, { owner: ada.user.id }))).status).toBe(
    404,
  );
  const adaAlbums = await ada.pb.collection("albums").getFullList();
  expect(adaAlbums.map((item) => item.id)).toEqual([owned.albums.id]);
});
