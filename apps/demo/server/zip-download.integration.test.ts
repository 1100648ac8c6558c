import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import { listenGallery, type ListeningGallery } from "./listen";
import { MAX_PHOTOS_PER_ZIP } from "../src/features/zip-rules";

// The Gallery's server in front of a real PocketBase with the Gallery's schema, reached through a
// TCP proxy that counts the bytes PocketBase sends it. ZIPs are unpacked with Debian's unzip.
const STALL_TIMEOUT_MS = 1_000;
const run = promisify(execFile);
let scratch: string;
let pocketbase: PocketBaseServer;
let counter: CountingProxy;
let gallery: ListeningGallery;
let admin: PocketBase;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-zip-"));
  pocketbase = await startGalleryPocketBase();
  counter = await startCountingProxy(pocketbase.url);
  gallery = await listenGallery({
    port: 0,
    pocketbaseUrl: counter.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    pocketbaseTimeoutMs: STALL_TIMEOUT_MS,
    log: () => {},
  });
  admin = await superuserClient(pocketbase);
});

afterAll(async () => {
  await Promise.allSettled([gallery?.close(), counter?.close(), pocketbase?.stop()]);
  await rm(scratch, { recursive: true, force: true });
});

interface CountingProxy {
  url: string;
  /** Bytes PocketBase has sent through the proxy so far. */
  received(): number;
  close(): Promise<void>;
}

async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let received = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
    upstream.on("data", (chunk: Buffer) => (received += chunk.length));
    upstream.pipe(client);
    client.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let hue = 0;
/** A real PNG, unique (random bytes after its end), padded to `size` bytes. */
function photoBytes(size = 20_000): Buffer {
  hue += 1;
  const png = createPng({ width: 64, height: 48, from: [hue % 256, 90, 40], to: [30, (hue * 7) % 256, 200] });
  return Buffer.concat([png, randomBytes(Math.max(0, size - png.length))]);
}

async function addPhoto(
  pb: PocketBase,
  fields: { title: string; fileName?: string; album?: string; takenAt?: string; bytes?: Buffer },
) {
  const bytes = fields.bytes ?? photoBytes();
  const form = new FormData();
  form.set("owner", pb.authStore.record!.id);
  form.set("title", fields.title);
  if (fields.album) form.set("album", fields.album);
  if (fields.takenAt) form.set("taken_at", fields.takenAt);
  form.set("file", new File([new Uint8Array(bytes)], fields.fileName ?? "photo.png", { type: "image/png" }));
  const record = await pb.collection("images").create(form);
  return { id: record.id, bytes };
}

function requestZip(token: string | undefined, body: unknown, path = "/api/gallery/zip") {
  return fetch(`${gallery.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** The ZIP checked (`unzip -t`: every CRC) and unpacked by Debian's unzip: its files by name. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(join(scratch, "unzip-"));
  await writeFile(join(dir, "archive.zip"), zip);
  const tested = await run("unzip", ["-t", join(dir, "archive.zip")]);
  expect(tested.stdout).toContain("No errors detected");
  await run("unzip", ["-q", join(dir, "archive.zip"), "-d", join(dir, "out")]);
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(join(dir, "out"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        join(entry.parentPath, entry.name).slice(join(dir, "out").length + 1),
        await readFile(join(entry.parentPath, entry.name)),
      );
  }
  return files;
}

test("a selection unzips to the originals, byte for byte, named after their titles, de-duplicated and safe on every OS; Content-Length is what was sent", async () => {
  const { pb } = await signUpUser(pocketbase);
  const beach2020 = await addPhoto(pb, { title: "Beach", takenAt: "2020-07-01 10:00:00.000Z" });
  const beach2022 = await addPhoto(pb, { title: "Beach", takenAt: "2022-07-01 10:00:00.000Z" });
  const beach2021 = await addPhoto(pb, { title: "beach.png", takenAt: "2021-07-01 10:00:00.000Z" });
  const sneaky = await addPhoto(pb, { title: "../../etc/passwd", takenAt: "2019-01-01 00:00:00.000Z" });
  const device = await addPhoto(pb, { title: "CON", takenAt: "2019-01-02 00:00:00.000Z" });
  const control = await addPhoto(pb, {
    title: "line\u0007bell\u202Egpj.exe",
    takenAt: "2019-01-03 00:00:00.000Z",
  });
  const accents = await addPhoto(pb, {
    title: "E\u0301te\u0301 a\u0300 Zu\u0308rich",
    takenAt: "2019-01-04 00:00:00.000Z",
  });
  const untitled = await addPhoto(pb, {
    title: "",
    fileName: "IMG_2041.PNG",
    takenAt: "2019-01-05 00:00:00.000Z",
  });
  const photos = [beach2022, beach2020, beach2021, sneaky, device, control, accents, untitled];

  const response = await requestZip(pb.authStore.token, { photos: photos.map((photo) => photo.id) });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="Photos (8).zip"; filename*=UTF-8''Photos%20%288%29.zip`,
  );
  expect(response.headers.get("x-gallery-zip-photos")).toBe("8");
  expect(response.headers.get("x-gallery-zip-missing")).toBe("0");
  const zip = Buffer.from(await response.arrayBuffer());
  expect(zip.length).toBe(Number(response.headers.get("content-length")));

  const files = await unzip(zip);
  // Oldest first: the first beach photo taken keeps the plain name.
  expect(
    Object.fromEntries(
      [...files].map(([name, bytes]) => [name, photos.find((photo) => photo.bytes.equals(bytes))?.id]),
    ),
  ).toEqual({
    "Beach.png": beach2020.id,
    "beach (2).png": beach2021.id,
    "Beach (3).png": beach2022.id,
    "_.._etc_passwd.png": sneaky.id,
    "_CON.png": device.id,
    "line_bell_gpj.exe.png": control.id,
    "\u00c9t\u00e9 \u00e0 Z\u00fcrich.png": accents.id,
    "img_2041.png": untitled.id,
  });
});

test("an album's ZIP is named after it (RFC 5987 for what is not ASCII) and holds its photos, none from Trash or elsewhere", async () => {
  const { pb, user } = await signUpUser(pocketbase);
  const album = await pb.collection("albums").create({ owner: user.id, name: "Été 2024 / Côte" });
  const inAlbum = await addPhoto(pb, { title: "Harbour", album: album.id });
  const trashed = await addPhoto(pb, { title: "Blurry", album: album.id });
  await admin.collection("images").update(trashed.id, { trashed_at: "2026-01-01 00:00:00.000Z" });
  await addPhoto(pb, { title: "Elsewhere" });

  const response = await requestZip(pb.authStore.token, { album: album.id });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="_t_ 2024 _ C_te.zip"; filename*=UTF-8''%C3%89t%C3%A9%202024%20_%20C%C3%B4te.zip`,
  );
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  expect([...files.keys()]).toEqual(["Harbour.png"]);
  expect(files.get("Harbour.png")!.equals(inAlbum.bytes)).toBe(true);

  // A photo in Trash, chosen by id, is left out as one that is gone.
  const check = await requestZip(
    pb.authStore.token,
    { photos: [inAlbum.id, trashed.id] },
    "/api/gallery/zip/check",
  );
  expect(await check.json()).toEqual({
    name: "Photos (1).zip",
    photos: 1,
    missing: 1,
    bytes: expect.any(Number),
  });
});

test("someone else's photo is left out like a deleted one, their album is not found, and without a valid token nothing is sent", async () => {
  const owner = await signUpUser(pocketbase);
  const other = await signUpUser(pocketbase);
  const mine = await addPhoto(owner.pb, { title: "Mine" });
  const theirs = await addPhoto(other.pb, { title: "Theirs" });
  const gone = await addPhoto(owner.pb, { title: "Gone" });
  await owner.pb.collection("images").delete(gone.id);
  const theirAlbum = await other.pb.collection("albums").create({ owner: other.user.id, name: "Theirs" });

  const response = await requestZip(owner.pb.authStore.token, { photos: [mine.id, theirs.id, gone.id] });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-gallery-zip-missing")).toBe("2");
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  expect([...files.keys()]).toEqual(["Mine.png"]);

  const onlyTheirs = await requestZip(owner.pb.authStore.token, { photos: [theirs.id] });
  expect(onlyTheirs.status).toBe(404);
  expect(await onlyTheirs.json()).toMatchObject({ code: "photos_gone", params: { count: 1 } });
  const album = await requestZip(owner.pb.authStore.token, { album: theirAlbum.id });
  expect(album.status).toBe(404);
  expect(await album.json()).toMatchObject({
    code: "album_not_found",
    message: "This album doesn't exist or isn't yours.",
  });

  for (const token of [undefined, "not a token", other.pb.authStore.token.slice(0, -2)]) {
    const refused = await requestZip(token, { photos: [mine.id] });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "unauthorized" });
  }
  // A superuser is no user of the Gallery.
  expect((await requestZip(admin.authStore.token, { photos: [mine.id] })).status).toBe(401);
  // As a plain browser download sends it: a form with the token in it.
  const form = await fetch(`${gallery.url}/api/gallery/zip`, {
    method: "POST",
    body: new URLSearchParams({ token: owner.pb.authStore.token, photos: `${mine.id},${theirs.id}` }),
  });
  expect(form.status).toBe(200);
  expect([...(await unzip(Buffer.from(await form.arrayBuffer()))).keys()]).toEqual(["Mine.png"]);
});

test("limits: nothing chosen, an empty album and more than 500 photos are refused with a reason", async () => {
  const { pb, user } = await signUpUser(pocketbase);
  const empty = await requestZip(pb.authStore.token, { photos: [] });
  expect(empty.status).toBe(400);
  expect(await empty.json()).toMatchObject({ code: "empty" });

  const album = await pb.collection("albums").create({ owner: user.id, name: "Nothing yet" });
  const emptyAlbum = await requestZip(pb.authStore.token, { album: album.id });
  expect(emptyAlbum.status).toBe(400);
  expect(await emptyAlbum.json()).toMatchObject({ code: "empty" });

  const ids = Array.from({ length: MAX_PHOTOS_PER_ZIP + 1 }, (_, index) => String(index).padStart(15, "a"));
  const tooMany = await requestZip(pb.authStore.token, { photos: ids });
  expect(tooMany.status).toBe(400);
  expect(await tooMany.json()).toMatchObject({ code: "too_many", params: { count: 501, limit: 500 } });
});

/** 20 photos of 2.5 MB each, a 50 MB ZIP; their bytes are not kept here. */
async function twentyPhotos() {
  const { pb } = await signUpUser(pocketbase);
  const ids: string[] = [];
  for (let index = 0; index < 20; index++) {
    ids.push((await addPhoto(pb, { title: `Photo ${index + 1}`, bytes: photoBytes(2_500_000) })).id);
  }
  return { pb, ids };
}

test("20 photos (50 MB) are streamed: the server never holds the archive, nor reads PocketBase far ahead of the browser", async () => {
  const { pb, ids } = await twentyPhotos();
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const memory = () => {
    gc();
    return process.memoryUsage().arrayBuffers + process.memoryUsage().heapUsed;
  };
  const baseline = memory();
  const counted = counter.received();

  const response = await requestZip(pb.authStore.token, { photos: ids });
  expect(response.status).toBe(200);
  const length = Number(response.headers.get("content-length"));
  expect(length).toBeGreaterThan(50_000_000);
  const reader = response.body!.getReader();
  let received = 0;
  let mostAhead = 0;
  // Sampled once the answer has begun, and every 5 MB after.
  let mostMemory = memory() - baseline;
  let sampledAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    // What the server has taken from PocketBase and not yet passed on to this reader.
    mostAhead = Math.max(mostAhead, counter.received() - counted - received);
    if (received - sampledAt >= 5_000_000) {
      sampledAt = received;
      mostMemory = Math.max(mostMemory, memory() - baseline);
    }
  }
  expect(received).toBe(length);
  console.info(
    `ZIP of ${(length / 1e6).toFixed(1)} MB: at most ${(mostAhead / 1e6).toFixed(1)} MB read ahead of the reader, memory at most ${(mostMemory / 1e6).toFixed(1)} MB above the start`,
  );
  // Buffered whole, the archive would be 50 MB ahead and in memory before the first byte.
  expect(mostAhead).toBeLessThan(16_000_000);
  expect(mostMemory).toBeLessThan(16_000_000);
});

/** Starts a ZIP of `ids` and reads its first bytes; the rest is read by `rest()`. */
async function startReading(token: string, ids: string[]) {
  const response = await requestZip(token, { photos: ids });
  expect(response.status).toBe(200);
  const length = Number(response.headers.get("content-length"));
  const reader = response.body!.getReader();
  let received = (await reader.read()).value!.byteLength;
  return {
    length,
    /** Reads to the end; the error it fails with, or undefined when it ended normally. */
    async rest(): Promise<{ received: number; error: unknown }> {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return { received, error: undefined };
          received += value.byteLength;
        }
      } catch (error) {
        return { received, error };
      }
    },
  };
}

test("PocketBase stopping, or going silent, midway fails the download short of its length, never a truncated success", async () => {
  const { pb, ids } = await twentyPhotos();
  const stopped = await startReading(pb.authStore.token, ids);
  await pocketbase.restart({
    whileDown: async () => {
      const outcome = await stopped.rest();
      expect(outcome.error).toBeInstanceOf(Error);
      expect(outcome.received).toBeLessThan(stopped.length);
    },
  });

  const silent = await startReading(pb.authStore.token, ids);
  await pocketbase.freeze();
  try {
    // The server gives up after STALL_TIMEOUT_MS of silence; the test would time out otherwise.
    const outcome = await silent.rest();
    expect(outcome.error).toBeInstanceOf(Error);
    expect(outcome.received).toBeLessThan(silent.length);
  } finally {
    pocketbase.thaw();
  }
});

test("a photo deleted before the download is left out and counted; one deleted while the ZIP is on its way fails it", async () => {
  const { pb, ids } = await twentyPhotos();
  const reading = await startReading(pb.authStore.token, ids);
  await pb.collection("images").delete(ids.at(-1)!);
  const outcome = await reading.rest();
  expect(outcome.error).toBeInstanceOf(Error);
  expect(outcome.received).toBeLessThan(reading.length);

  const again = await requestZip(pb.authStore.token, { photos: ids });
  expect(again.headers.get("x-gallery-zip-missing")).toBe("1");
  const files = await unzip(Buffer.from(await again.arrayBuffer()));
  expect(files.size).toBe(19);
});
