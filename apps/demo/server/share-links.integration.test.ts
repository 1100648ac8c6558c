import { request } from "node:http";
import { readFile } from "node:fs/promises";

import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import exifr from "exifr";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import { LINK_UNAVAILABLE, WRONG_PASSWORD, type SharedPage } from "../src/features/share-rules";
import { listenGallery, type ListeningGallery } from "./listen";

// Share links served by the Gallery's server in front of a real PocketBase with the Gallery's
// schema (its rate limits on, as it ships). Two servers share that PocketBase, as two instances
// behind a load balancer would. Ada owns two albums, a photo in no album and one in Trash; the
// photo with a place is a real photograph of the sample set, with GPS in its EXIF.
let pocketbase: PocketBaseServer;
let first: ListeningGallery;
let second: ListeningGallery;
let superuser: PocketBase;
let ada: { pb: PocketBase; user: RecordModel };
let bob: { pb: PocketBase; user: RecordModel };
let albumA: RecordModel;
let albumB: RecordModel;
let bobAlbum: RecordModel;
let withPlace: RecordModel;
let inA: RecordModel;
let trashedInA: RecordModel;
let inB: RecordModel;
let loose: RecordModel;
let bobPhoto: RecordModel;

const PASSWORD = "lighthouse keeper";
const dragonfly = await readFile(new URL("../sample-photos/dragonfly.jpg", import.meta.url));

async function addPhoto(
  owner: { pb: PocketBase; user: RecordModel },
  title: string,
  { album, jpeg, takenAt }: { album?: string; jpeg?: Buffer; takenAt?: string } = {},
) {
  const form = new FormData();
  form.set("owner", owner.user.id);
  form.set("title", title);
  form.set("alt", `${title}, described`);
  if (album) form.set("album", album);
  if (takenAt) form.set("taken_at", takenAt);
  if (jpeg) {
    form.set("width", "1920");
    form.set("height", "1440");
    form.set("placeholder", "1QcSHQRnh493V4dIh4eXh1h4kJUI");
    form.set("location", JSON.stringify({ lat: 48.395, lon: 15.52 }));
    form.set("file", new File([new Uint8Array(jpeg)], "dragonfly.jpg", { type: "image/jpeg" }));
  } else {
    form.set("file", new File([createPng({ width: 40, height: 30 })], "photo.png", { type: "image/png" }));
  }
  return owner.pb.collection("images").create(form);
}

beforeAll(async () => {
  pocketbase = await startGalleryPocketBase();
  const options = {
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    log: () => {},
  };
  [first, second] = await Promise.all([listenGallery(options), listenGallery(options)]);
  superuser = await superuserClient(pocketbase);
  ada = await signUpUser(pocketbase, "Ada Lovelace");
  bob = await signUpUser(pocketbase, "Bob");
  albumA = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Danube summer" });
  albumB = await ada.pb.collection("albums").create({ owner: ada.user.id, name: "Private" });
  bobAlbum = await bob.pb.collection("albums").create({ owner: bob.user.id, name: "Bob's" });
  withPlace = await addPhoto(ada, "Dragonfly", {
    album: albumA.id,
    jpeg: dragonfly,
    takenAt: "2025-06-14 10:31:48.000Z",
  });
  inA = await addPhoto(ada, "Reeds", { album: albumA.id, takenAt: "2025-06-13 09:00:00.000Z" });
  trashedInA = await addPhoto(ada, "Blurred", { album: albumA.id });
  await ada.pb.collection("images").update(trashedInA.id, { trashed_at: new Date().toISOString() });
  inB = await addPhoto(ada, "Not for sharing", { album: albumB.id });
  loose = await addPhoto(ada, "Loose");
  bobPhoto = await addPhoto(bob, "Bob's photo", { album: bobAlbum.id });
});

afterAll(async () => {
  await Promise.allSettled([first?.close(), second?.close()]);
  await pocketbase?.stop();
});

interface CreatedLink {
  id: string;
  slug: string;
  [field: string]: unknown;
}

function requestLink(owner: { pb: PocketBase }, body: Record<string, unknown>) {
  return fetch(`${first.url}/api/gallery/share-links`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: owner.pb.authStore.token },
    body: JSON.stringify({
      expiresAt: null,
      password: "",
      allowDownload: true,
      hideLocation: false,
      ...body,
    }),
  });
}

async function createLink(body: Record<string, unknown>): Promise<CreatedLink> {
  const response = await requestLink(ada, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CreatedLink;
}

const share = (slug: string, path = "", cookie?: string, server = first) =>
  fetch(`${server.url}/api/share/${slug}${path}`, { headers: cookie ? { cookie } : {} });

function unlock(slug: string, password: string, server = first) {
  return fetch(`${server.url}/api/share/${slug}/unlock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
}

/** The `name=value` of an answer's Set-Cookie, as a browser would send it back. */
function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

const thumb = (photo: RecordModel, size = "400x0") => `/photos/${photo.id}/thumb/${size}`;
const original = (photo: RecordModel) => `/photos/${photo.id}/file`;

describe("an album link", () => {
  let link: CreatedLink;
  beforeAll(async () => {
    link = await createLink({ album: albumA.id });
  });

  test("shows the album's name and its photos newest first, not the one in Trash, and nothing of its owner", async () => {
    const response = await share(link.slug);
    expect(response.status).toBe(200);
    const page = (await response.json()) as SharedPage;
    expect(page).toMatchObject({ title: "Danube summer", kind: "album", allowDownload: true, expiresAt: "" });
    expect(page.photos.map((photo) => photo.title)).toEqual(["Dragonfly", "Reeds"]);
    expect(page.totalPhotos).toBe(2);
    expect(page.photos[0]).toEqual({
      id: withPlace.id,
      title: "Dragonfly",
      alt: "Dragonfly, described",
      width: 1920,
      height: 1440,
      placeholder: "1QcSHQRnh493V4dIh4eXh1h4kJUI",
      taken_at: "2025-06-14 10:31:48.000Z",
      location: { lat: 48.395, lon: 15.52 },
    });
    const text = JSON.stringify(page);
    for (const secret of [ada.user.id, ada.user.email as string, "Ada Lovelace", albumA.id, link.id]) {
      expect(text).not.toContain(secret);
    }
  });

  test("serves its photos' thumbs and originals, the original byte for byte with its place", async () => {
    const small = await share(link.slug, thumb(withPlace));
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/jpeg");
    const file = await share(link.slug, original(withPlace));
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(dragonfly)).toBe(true);
    expect(await exifr.gps(bytes)).toMatchObject({ latitude: expect.closeTo(48.395, 3) });
    const download = await share(link.slug, `${original(withPlace)}?download`);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Dragonfly.jpg"/);
  });

  test("reaches no other photo: not album B's, not the owner's others, not one in Trash, not someone else's; each 404 as for a photo that does not exist", async () => {
    const missing = await share(link.slug, "/photos/aaaaaaaaaaaaaaa/thumb/400x0");
    expect(missing.status).toBe(404);
    const refusal = await missing.json();
    for (const photo of [inB, loose, trashedInA, bobPhoto]) {
      for (const path of [thumb(photo), thumb(photo, "1200x0"), original(photo)]) {
        const response = await share(link.slug, path);
        expect(response.status, `${photo.title as string} ${path}`).toBe(404);
        expect(await response.json()).toEqual(refusal);
      }
    }
  });

  test("serves only the thumb sizes PocketBase makes", async () => {
    expect((await share(link.slug, thumb(withPlace, "1200x0"))).status).toBe(200);
    expect((await share(link.slug, thumb(withPlace, "4000x4000"))).status).toBe(404);
  });
});

test("a selection shows exactly its photos, not the rest of their album; a photo moved to Trash leaves it", async () => {
  const extra = await addPhoto(ada, "Heron", { album: albumA.id });
  const link = await createLink({ photos: [extra.id, loose.id], title: "For Grace" });
  const page = (await (await share(link.slug)).json()) as SharedPage;
  expect(page).toMatchObject({ title: "For Grace", kind: "photos", totalPhotos: 2 });
  expect(page.photos.map((photo) => photo.id).sort()).toEqual([extra.id, loose.id].sort());
  expect((await share(link.slug, thumb(inA))).status).toBe(404);
  expect((await share(link.slug, thumb(loose))).status).toBe(200);

  await ada.pb.collection("images").update(extra.id, { trashed_at: new Date().toISOString() });
  const after = (await (await share(link.slug)).json()) as SharedPage;
  expect(after.photos.map((photo) => photo.id)).toEqual([loose.id]);
  expect((await share(link.slug, thumb(extra))).status).toBe(404);
});

describe("with the place hidden", () => {
  let link: CreatedLink;
  beforeAll(async () => {
    link = await createLink({ album: albumA.id, hideLocation: true });
  });

  test("the page says nothing of where a photo was taken", async () => {
    const page = (await (await share(link.slug)).json()) as SharedPage;
    expect(page.photos[0]!.id).toBe(withPlace.id);
    expect(page.photos[0]).not.toHaveProperty("location");
    expect(JSON.stringify(page)).not.toContain("48.39");
  });

  test("the original served has no GPS, and keeps its date taken and camera, upright and whole", async () => {
    const response = await share(link.slug, original(withPlace));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(await exifr.gps(bytes)).toBeUndefined();
    const tags = (await exifr.parse(bytes, true)) as Record<string, unknown>;
    expect(Object.keys(tags).filter((name) => /^GPS|latitude|longitude/i.test(name))).toEqual([]);
    expect(tags).toMatchObject({ Make: "Apple", Model: "iPhone 13" });
    expect(tags.DateTimeOriginal).toEqual(new Date("2025-06-14T12:31:48.000Z"));
    expect(await exifr.parse(bytes, { pick: ["ExifImageWidth", "ExifImageHeight"] })).toEqual({
      ExifImageWidth: 1920,
      ExifImageHeight: 1440,
    });
  });

  test("no thumb has a place in it either (PocketBase draws thumbs without metadata)", async () => {
    for (const size of ["200x0", "400x0", "1200x0"]) {
      const bytes = Buffer.from(await (await share(link.slug, thumb(withPlace, size))).arrayBuffer());
      expect(await exifr.gps(bytes), size).toBeUndefined();
    }
  });
});

test("with downloads off, originals are refused and thumbs, the large one for viewing too, are served", async () => {
  const link = await createLink({ album: albumA.id, allowDownload: false });
  const page = (await (await share(link.slug)).json()) as SharedPage;
  expect(page.allowDownload).toBe(false);
  const refused = await share(link.slug, original(withPlace));
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "downloads_off" });
  expect((await share(link.slug, `${original(withPlace)}?download`)).status).toBe(403);
  expect((await share(link.slug, thumb(withPlace, "1200x0"))).status).toBe(200);
});

test("an expired link, a turned-off link and a slug that never was get one answer, in DESIGN §8's words", async () => {
  const expired = await createLink({
    album: albumA.id,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
  expect((await share(expired.slug)).status).toBe(200);
  await superuser
    .collection("share_links")
    .update(expired.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
  const revoked = await createLink({ album: albumA.id, password: PASSWORD });
  await ada.pb.collection("share_links").update(revoked.id, { revoked_at: new Date().toISOString() });
  const never = "Q".repeat(32);

  const expected = { status: 404, code: "link_unavailable", message: LINK_UNAVAILABLE };
  for (const slug of [expired.slug, revoked.slug, never, "short"]) {
    for (const path of ["", thumb(withPlace), original(withPlace)]) {
      const response = await share(slug, path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(expected);
    }
    // Unlocking says the same: the right password of a turned-off link opens nothing.
    const unlocked = await unlock(slug, PASSWORD);
    expect(await unlocked.json()).toEqual(expected);
  }
});

describe("a link with a password", () => {
  let link: CreatedLink;
  beforeAll(async () => {
    link = await createLink({ album: albumA.id, password: PASSWORD });
  });

  test("is stored as an scrypt hash, never the password, which its owner's app is not sent", async () => {
    expect(link).not.toHaveProperty("password_hash");
    expect(link.has_password).toBe(true);
    const stored = await superuser.collection("share_links").getOne(link.id);
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  test("shows nothing, thumbs neither, until it is unlocked", async () => {
    const locked = await share(link.slug);
    expect(locked.status).toBe(401);
    expect(await locked.json()).toMatchObject({ code: "password_required" });
    expect((await share(link.slug, thumb(withPlace))).status).toBe(401);
    expect((await share(link.slug, original(withPlace))).status).toBe(401);
  });

  test('a wrong password gets "Wrong password." and no cookie', async () => {
    const wrong = await unlock(link.slug, "lighthouse keeper!");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ status: 401, code: "wrong_password", message: WRONG_PASSWORD });
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  test("the right one sets an HttpOnly cookie for this link's path, which opens its page and photos", async () => {
    const right = await unlock(link.slug, PASSWORD);
    expect(right.status).toBe(200);
    const setCookie = right.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`Path=/api/share/${link.slug}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    const cookie = cookieOf(right);
    expect((await share(link.slug, "", cookie)).status).toBe(200);
    expect((await share(link.slug, thumb(withPlace), cookie)).status).toBe(200);
    expect((await share(link.slug, original(withPlace), cookie)).status).toBe(200);
  });

  test("unlocked on one server, it is open on a second that shares nothing with it but PocketBase", async () => {
    const cookie = cookieOf(await unlock(link.slug, PASSWORD, first));
    const page = await share(link.slug, "", cookie, second);
    expect(page.status).toBe(200);
    expect(((await page.json()) as SharedPage).totalPhotos).toBe(2);
    expect((await share(link.slug, thumb(withPlace), cookie, second)).status).toBe(200);
  });

  test("its cookie opens no other link with the same password, and a changed cookie opens nothing", async () => {
    const other = await createLink({ album: albumA.id, password: PASSWORD });
    const cookie = cookieOf(await unlock(link.slug, PASSWORD));
    expect((await share(other.slug, "", cookie)).status).toBe(401);
    const [name, token] = cookie.split("=") as [string, string];
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), l: other.id }),
    ).toString("base64url");
    expect((await share(other.slug, "", `${name}=${forged}.${signature}`)).status).toBe(401);
    expect((await share(link.slug, "", `${name}=${payload}.${signature.slice(0, -2)}AA`)).status).toBe(401);
  });

  test("turned off, the cookie it gave opens it no more", async () => {
    const doomed = await createLink({ album: albumA.id, password: PASSWORD });
    const cookie = cookieOf(await unlock(doomed.slug, PASSWORD));
    expect((await share(doomed.slug, "", cookie)).status).toBe(200);
    await ada.pb.collection("share_links").update(doomed.id, { revoked_at: new Date().toISOString() });
    const after = await share(doomed.slug, "", cookie);
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ message: LINK_UNAVAILABLE });
  });
});

/** POST as a client at `address` (any of 127/8 on Linux), so the server sees another address. */
function unlockFrom(address: string, slug: string, password: string): Promise<number> {
  const { hostname, port } = new URL(first.url);
  const body = JSON.stringify({ password });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        localAddress: address,
        method: "POST",
        path: `/api/share/${slug}/unlock`,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

test("password guesses are limited per address, by PocketBase and so across servers: after 20 in 10 minutes even the right one is refused, while another address gets in", async () => {
  const link = await createLink({ album: albumA.id, password: PASSWORD });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    expect(await unlockFrom("127.0.0.7", link.slug, `guess ${attempt}`)).toBe(401);
  }
  expect(await unlockFrom("127.0.0.7", link.slug, PASSWORD)).toBe(429);
  expect(await unlockFrom("127.0.0.8", link.slug, PASSWORD)).toBe(200);
});

describe("making a link", () => {
  test("for someone else's album or photo, or one that does not exist, gets one answer", async () => {
    const album = await requestLink(ada, { album: bobAlbum.id });
    expect(album.status).toBe(404);
    const albumRefusal = await album.json();
    expect(albumRefusal).toMatchObject({ code: "not_yours" });
    expect(await (await requestLink(ada, { album: "aaaaaaaaaaaaaaa" })).json()).toEqual(albumRefusal);

    const photo = await requestLink(ada, { photos: [loose.id, bobPhoto.id] });
    expect(photo.status).toBe(404);
    const photoRefusal = await photo.json();
    expect(await (await requestLink(ada, { photos: ["aaaaaaaaaaaaaaa"] })).json()).toEqual(photoRefusal);
    expect(
      await superuser.collection("share_links").getFullList({ filter: `owner = "${bob.user.id}"` }),
    ).toEqual([]);
  });

  test("needs the owner's session, a password of 6 characters or more and an expiry in the future", async () => {
    const anonymous = await fetch(`${first.url}/api/gallery/share-links`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ album: albumA.id }),
    });
    expect(anonymous.status).toBe(401);
    expect((await requestLink(ada, { album: albumA.id, password: "12345" })).status).toBe(400);
    const past = await requestLink(ada, { album: albumA.id, expiresAt: "2020-01-01T00:00:00.000Z" });
    expect(past.status).toBe(400);
    expect((await requestLink(ada, { album: albumA.id, photos: [loose.id] })).status).toBe(400);
  });
});
