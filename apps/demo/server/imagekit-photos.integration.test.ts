import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer } from "@pocketkit/client/server";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startImageKitStandIn, type ImageKitStandIn } from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase } from "../pocketbase/test-support";
import { photoInImageKit } from "./imagekit-test-support";
import { listenGallery, type ListeningGallery } from "./listen";

// Photos kept in ImageKit in what the Gallery's server serves itself: a ZIP of a selection and a
// share link's thumbs and originals, read from the account's URL endpoint (the loopback stand-in,
// which serves each file as stored) by a real Gallery server in front of a real PocketBase.
const run = promisify(execFile);
let pocketbase: PocketBaseServer;
let standIn: ImageKitStandIn;
let gallery: ListeningGallery;
let ada: { pb: PocketBase; user: RecordModel };
let scratch: string;

beforeAll(async () => {
  [pocketbase, standIn] = await Promise.all([startGalleryPocketBase(), startImageKitStandIn()]);
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-imagekit-photos-"));
  gallery = await listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    imagekit: createImageKitServer(
      new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0 }),
      { urlEndpoint: standIn.deliveryUrl },
    ),
    imagekitBrowser: { urlEndpoint: standIn.deliveryUrl, publicKey: standIn.publicKey },
    log: () => {},
  });
  ada = await signUpUser(pocketbase, "Ada");
});

afterAll(async () => {
  await gallery?.close();
  await Promise.allSettled([
    standIn?.close(),
    pocketbase?.stop(),
    rm(scratch, { recursive: true, force: true }),
  ]);
});

/** The bytes ImageKit holds for a photo. */
const bytesOf = (filePath: string) =>
  Buffer.from([...standIn.files.values()].find((file) => file.filePath === filePath)!.bytes);

test("a ZIP of photos kept in ImageKit has their originals, byte for byte", async () => {
  const harbour = await photoInImageKit({ gallery, standIn }, ada, { title: "Harbour" });
  const dunes = await photoInImageKit({ gallery, standIn }, ada, { title: "Dunes" });
  const response = await fetch(`${gallery.url}/api/gallery/zip`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: ada.pb.authStore.token },
    body: JSON.stringify({ photos: [harbour.recordId, dunes.recordId] }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const zip = Buffer.from(await response.arrayBuffer());
  expect(zip.length).toBe(Number(response.headers.get("content-length")));

  const path = join(scratch, "photos.zip");
  await writeFile(path, zip);
  expect((await run("unzip", ["-t", path])).stdout).toContain("No errors detected");
  const { stdout } = await run("unzip", ["-p", path, "Harbour.png"], { encoding: "buffer" });
  expect(Buffer.compare(stdout, bytesOf(harbour.filePath))).toBe(0);
  expect((await run("unzip", ["-l", path])).stdout).toContain("Dunes.png");
});

test("a share link shows a photo kept in ImageKit: its thumb and its original, only while the link is open", async () => {
  const pier = await photoInImageKit({ gallery, standIn }, ada, { title: "Pier" });
  const created = await fetch(`${gallery.url}/api/gallery/share-links`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: ada.pb.authStore.token },
    body: JSON.stringify({
      photos: [pier.recordId],
      expiresAt: null,
      password: "",
      allowDownload: true,
      hideLocation: false,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { slug } = (await created.json()) as { slug: string };

  const thumb = await fetch(`${gallery.url}/api/share/${slug}/photos/${pier.recordId}/thumb/400x0`);
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await thumb.arrayBuffer()).equals(bytesOf(pier.filePath))).toBe(true);
  // The thumb asked of ImageKit is ImageKit's transformation of the file, not PocketBase's size.
  expect(standIn.requests.map((request) => request.path)).toContain(`/delivery${pier.filePath}`);

  const original = await fetch(`${gallery.url}/api/share/${slug}/photos/${pier.recordId}/file?download`);
  expect(original.status).toBe(200);
  expect(original.headers.get("content-disposition")).toMatch(/^attachment; filename="Pier.png"/);
  expect(Buffer.from(await original.arrayBuffer()).equals(bytesOf(pier.filePath))).toBe(true);

  // Another photo of Ada's, not in the link, is not served through it.
  const other = await photoInImageKit({ gallery, standIn }, ada, { title: "Other" });
  expect((await fetch(`${gallery.url}/api/share/${slug}/photos/${other.recordId}/thumb/400x0`)).status).toBe(
    404,
  );
});
