import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { ClientResponseError, type RecordModel } from "pocketbase";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// The API rules of share_links (pb_migrations/1763800600_share_links.js). Ada and Bob each own an
// album and photos; every way Ada could make a link to Bob's things, or change a link after it is
// made, is tried. The Gallery server makes links with the owner's own token, so these rules are
// what stands between a signed-in user and someone else's photos.
let server: PocketBaseServer;
let ada: { pb: PocketBase; user: RecordModel };
let bob: { pb: PocketBase; user: RecordModel };
let adaAlbum: RecordModel;
let bobAlbum: RecordModel;
let adaPhotos: RecordModel[];
let bobPhoto: RecordModel;

// What the Gallery server stores for a password (its scrypt, as share-access.ts writes it).
const HASH = `scrypt$32768$8$1$${"a".repeat(22)}$${"b".repeat(43)}`;

async function addPhoto(owner: { pb: PocketBase; user: RecordModel }, title: string, album?: string) {
  const form = new FormData();
  form.set("owner", owner.user.id);
  form.set("title", title);
  if (album) form.set("album", album);
  form.set("file", new File([createPng({ width: 16, height: 12 })], "photo.png", { type: "image/png" }));
  return owner.pb.collection("images").create(form);
}

beforeAll(async () => {
  server = await startGalleryPocketBase();
  ada = await signUpUser(server, "Ada");
  bob = await signUpUser(server, "Bob");
  adaAlbum = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Ada's trip" });
  bobAlbum = await bob.pb.collection("albums").create({ owner: bob.user.id, name: "Bob's trip" });
  adaPhotos = [await addPhoto(ada, "Ada 1", adaAlbum.id), await addPhoto(ada, "Ada 2")];
  bobPhoto = await addPhoto(bob, "Bob 1", bobAlbum.id);
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

const createAs = (who: { pb: PocketBase; user: RecordModel }, data: Record<string, unknown>) =>
  who.pb.collection("share_links").create({ owner: who.user.id, allow_download: true, ...data });

describe("a link is made", () => {
  test("for one's own album, with a slug of 32 letters and digits that nobody chose", async () => {
    const link = await createAs(ada, { album: adaAlbum.id });
    expect(link.slug).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(link.slug).not.toBe(link.id);
    const other = await createAs(ada, { album: adaAlbum.id });
    expect(other.slug).not.toBe(link.slug);
  });

  test("for a selection of one's own photos", async () => {
    const link = await createAs(ada, { images: adaPhotos.map((photo) => photo.id) });
    expect(link.images).toEqual(adaPhotos.map((photo) => photo.id));
  });

  test("with a password: its scrypt hash, which only its owner and the superuser read", async () => {
    const link = await createAs(ada, { album: adaAlbum.id, password_hash: HASH, has_password: true });
    expect(link).toMatchObject({ password_hash: HASH, has_password: true });
    expect((await rejection(bob.pb.collection("share_links").getOne(link.id))).status).toBe(404);
  });
});

describe("a link is refused", () => {
  test("for someone else's album", async () => {
    const refused = await rejection(createAs(ada, { album: bobAlbum.id }));
    expect(refused.status).toBe(400);
  });

  test("for someone else's photo, alone or among one's own", async () => {
    expect((await rejection(createAs(ada, { images: [bobPhoto.id] }))).status).toBe(400);
    const mixed = [adaPhotos[0]!.id, bobPhoto.id, adaPhotos[1]!.id];
    expect((await rejection(createAs(ada, { images: mixed }))).status).toBe(400);
  });

  test("in someone else's name", async () => {
    const refused = await rejection(createAs(ada, { owner: bob.user.id, album: bobAlbum.id }));
    expect(refused.status).toBe(400);
  });

  test("for both an album and photos, or for nothing", async () => {
    const both = createAs(ada, { album: adaAlbum.id, images: [adaPhotos[1]!.id] });
    expect((await rejection(both)).status).toBe(400);
    expect((await rejection(createAs(ada, {}))).status).toBe(400);
  });

  test("with a slug of the maker's choosing", async () => {
    const chosen = createAs(ada, { album: adaAlbum.id, slug: "a".repeat(32) });
    expect((await rejection(chosen)).status).toBe(400);
  });

  test("turned off from the start, or with a password flag that does not match its hash", async () => {
    const off = createAs(ada, { album: adaAlbum.id, revoked_at: new Date().toISOString() });
    expect((await rejection(off)).status).toBe(400);
    const flagOnly = createAs(ada, { album: adaAlbum.id, has_password: true });
    expect((await rejection(flagOnly)).status).toBe(400);
    const hashOnly = createAs(ada, { album: adaAlbum.id, password_hash: HASH });
    expect((await rejection(hashOnly)).status).toBe(400);
  });

  test("with a password hash the Gallery server would not write (a cost it refuses to compute)", async () => {
    const costly = HASH.replace("32768", "1048576");
    const refused = await rejection(
      createAs(ada, { album: adaAlbum.id, password_hash: costly, has_password: true }),
    );
    expect(refused.response.data).toHaveProperty("password_hash");
  });

  test("for a user whose email is not verified", async () => {
    const superuser = await superuserClient(server);
    const carol = await signUpUser(server, "Carol");
    await superuser.collection("users").update(carol.user.id, { verified: false });
    await carol.pb.collection("users").authRefresh();
    const album = await superuser.collection("albums").create({ owner: carol.user.id, name: "Carol's" });
    expect((await rejection(createAs(carol, { album: album.id }))).status).toBe(400);
  });
});

describe("after it is made", () => {
  test("only its owner lists, views or deletes it", async () => {
    const link = await createAs(ada, { album: adaAlbum.id });
    expect((await bob.pb.collection("share_links").getList(1, 50)).items).toEqual([]);
    expect((await rejection(bob.pb.collection("share_links").getOne(link.id))).status).toBe(404);
    expect((await rejection(bob.pb.collection("share_links").delete(link.id))).status).toBe(404);
    const found = await bob.pb.collection("share_links").getList(1, 50, {
      filter: bob.pb.filter("slug = {:slug}", { slug: link.slug }),
    });
    expect(found.items).toEqual([]);
    await ada.pb.collection("share_links").delete(link.id);
  });

  test("its owner can turn it off, and never on again", async () => {
    const link = await createAs(ada, { album: adaAlbum.id });
    const off = await ada.pb
      .collection("share_links")
      .update(link.id, { revoked_at: new Date().toISOString() });
    expect(off.revoked_at).not.toBe("");
    const on = ada.pb.collection("share_links").update(link.id, { revoked_at: "" });
    expect((await rejection(on)).status).toBe(404);
  });

  test("nothing else of it changes: not its album, photos, owner, slug, expiry or options", async () => {
    const link = await createAs(ada, { album: adaAlbum.id });
    const changes: Record<string, unknown>[] = [
      { album: bobAlbum.id },
      { album: "", images: [bobPhoto.id] },
      { owner: bob.user.id },
      { slug: "b".repeat(32) },
      { expires_at: "" },
      { allow_download: false },
      { hide_location: true },
      { password_hash: "" },
      { has_password: false },
      { title: "Renamed" },
    ];
    for (const change of changes) {
      const refused = ada.pb
        .collection("share_links")
        .update(link.id, { ...change, revoked_at: new Date().toISOString() });
      expect((await rejection(refused)).status, JSON.stringify(change)).toBe(404);
    }
    expect(await ada.pb.collection("share_links").getOne(link.id)).toEqual(link);
  });

  test("Bob cannot turn Ada's link off", async () => {
    const link = await createAs(ada, { album: adaAlbum.id });
    const refused = bob.pb
      .collection("share_links")
      .update(link.id, { revoked_at: new Date().toISOString() });
    expect((await rejection(refused)).status).toBe(404);
  });

  test("deleting the album deletes its links; a photo deleted for good leaves its selections", async () => {
    const album = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Short-lived" });
    const albumLink = await createAs(ada, { album: album.id });
    const doomed = await addPhoto(ada, "Doomed");
    const selection = await createAs(ada, { images: [doomed.id, adaPhotos[1]!.id] });
    await ada.pb.collection("albums").delete(album.id);
    await ada.pb.collection("images").delete(doomed.id);
    expect((await rejection(ada.pb.collection("share_links").getOne(albumLink.id))).status).toBe(404);
    expect((await ada.pb.collection("share_links").getOne(selection.id)).images).toEqual([adaPhotos[1]!.id]);
  });
});
