import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";

import { readPhotoMetadata } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import { sampleAlbums, samplePhotos } from "./sample-photos";
import { seedDemo } from "./seed";

const photosDir = new URL("../sample-photos/", import.meta.url);
const photoBytes = (file: string) => readFileSync(new URL(file, photosDir));

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(() => server?.stop());

test("every sample photo is credited and carries the date, camera and place its entry names", async () => {
  const onDisk = readdirSync(photosDir).filter((file) => file.endsWith(".jpg"));
  expect(onDisk.sort()).toEqual(samplePhotos.map((photo) => photo.file).sort());
  const credits = readFileSync(new URL("CREDITS.md", photosDir), "utf8");
  const pixels = JSON.parse(readFileSync(new URL("sample-photos.json", photosDir), "utf8")) as Record<
    string,
    unknown
  >;
  let bytes = 0;
  for (const photo of samplePhotos) {
    const row = credits.split("\n").find((line) => line.startsWith(`| \`${photo.file}\``));
    expect(row, photo.file).toContain(photo.author);
    expect(row, photo.file).toContain(photo.license);
    expect(pixels[photo.file], photo.file).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
      placeholder: expect.stringMatching(/^[A-Za-z0-9+/]{20,}={0,2}$/),
    });
    bytes += statSync(new URL(photo.file, photosDir)).size;

    // As the Gallery's uploader reads them (createPhotoPreparer's own EXIF reading).
    const metadata = await readPhotoMetadata(new File([photoBytes(photo.file)], photo.file));
    const [date, time] = photo.takenAt.split(" ") as [string, string];
    const local = new Date(`${date.replaceAll(":", "-")}T${time}${photo.offset ?? "Z"}`);
    expect(metadata.takenAt, photo.file).toBe(local.toISOString());
    expect(metadata.camera, photo.file).toContain(photo.model);
    if (photo.place) {
      expect(metadata.location?.lat, photo.file).toBeCloseTo(photo.place.latitude, 4);
      expect(metadata.location?.lon, photo.file).toBeCloseTo(photo.place.longitude, 4);
    } else {
      expect(metadata.location, photo.file).toBeUndefined();
    }
  }
  // What the repository carries: a few hundred KB a photo.
  expect(bytes).toBeLessThan(8 * 1024 * 1024);
});

test("the demo seed makes a verified user with the sample photos, dated over years and placed, in three albums, once", async () => {
  const superuser = await superuserClient(server);
  const user = { email: "demo@pocketkit.test", password: "pocketkit-demo", name: "Demo" };
  expect(await seedDemo(superuser, { user })).toBe(true);
  expect(await seedDemo(superuser, { user })).toBe(false);

  // What the demo user sees through the API rules, signed in as themselves.
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  const { record } = await pb.collection("users").authWithPassword(user.email, user.password);
  expect(record.verified).toBe(true);
  const albums = await pb.collection("albums").getFullList();
  expect(albums.map((album) => album.name).sort()).toEqual([
    "By the water",
    "Close up",
    "Mountains and forests",
  ]);
  const albumName = (id: string) => albums.find((album) => album.id === id)?.name ?? "none";

  const images = await pb.collection("images").getFullList({ sort: "-sort_at" });
  expect(images).toHaveLength(24);
  const byTitle = (title: string) => images.find((image) => image.title === title)!;

  // Spread over the albums, with photos in none, as real libraries have.
  const perAlbum: Record<string, number> = {};
  for (const image of images) perAlbum[albumName(image.album)] = (perAlbum[albumName(image.album)] ?? 0) + 1;
  expect(perAlbum).toEqual({ "Mountains and forests": 5, "By the water": 6, "Close up": 7, none: 6 });
  expect(albumName(byTitle("Rowing boats at dusk").album)).toBe(sampleAlbums.water.name);

  // Dated from EXIF over five years and many months: a timeline with groups.
  const months = new Set(images.map((image) => image.taken_at.slice(0, 7)));
  const years = new Set(images.map((image) => image.taken_at.slice(0, 4)));
  expect([...years].sort()).toEqual(["2021", "2022", "2023", "2024", "2025"]);
  expect(months.size).toBeGreaterThanOrEqual(15);
  expect(images[0]!.title).toBe("Fig on a red dish");
  expect(images.at(-1)!.title).toBe("Autumn below Aitzgorri");
  // An offset in the EXIF is honoured: 15:21 at +02:00.
  expect(byTitle("Under the bridge's cables").taken_at).toBe("2023-04-08 13:21:09.000Z");
  expect(byTitle("Rowing boats at dusk").camera).toBe("NIKON D750");
  expect(byTitle("Midsummer night, 1 am").camera).toBe("OLYMPUS IMAGING CORP. E-M1");

  // Placed on the map for most, none for four.
  const placed = images.filter((image) => image.location.lat !== 0 || image.location.lon !== 0);
  expect(placed).toHaveLength(20);
  expect(byTitle("Rowing boats at dusk").location).toEqual({
    lat: expect.closeTo(54.5975, 4),
    lon: expect.closeTo(-3.142, 4),
  });
  // "Photos near here": within 300 km of Helsinki are the four Finnish ones and nothing else.
  const nearHelsinki = await pb.collection("images").getFullList({
    filter: "geoDistance(location.lon, location.lat, 24.94, 60.17) < 300",
  });
  expect(nearHelsinki.map((image) => image.title).sort()).toEqual([
    "Jetty in the fog",
    "Midsummer night, 1 am",
    "One stands out",
    "Path through the spruce forest",
  ]);

  // As the Gallery's uploader stores them: the file's SHA-256 and a ThumbHash; some alt text
  // written, the rest left to the AI; a few favourites.
  for (const photo of samplePhotos) {
    const image = byTitle(photo.title);
    expect(image.hash, photo.file).toBe(createHash("sha256").update(photoBytes(photo.file)).digest("hex"));
    expect(image.placeholder, photo.file).not.toBe("");
    expect(image.width * image.height, photo.file).toBeGreaterThan(1_000_000);
  }
  expect(images.filter((image) => image.alt !== "")).toHaveLength(14);
  expect(images.filter((image) => image.favorite).map((image) => image.title)).toEqual([
    "Nuthatch",
    "Midsummer night, 1 am",
    "Sunset from the summit",
  ]);

  // Thumbs are made and served, as the grid asks for them (the file is protected: a token).
  const token = await pb.files.getToken();
  const fig = byTitle("Fig on a red dish");
  const thumb = await fetch(pb.files.getURL(fig, fig.file, { thumb: "400x0", token }));
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get("content-type")).toBe("image/jpeg");
  const thumbBytes = new Uint8Array(await thumb.arrayBuffer());
  expect([...thumbBytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  expect(thumbBytes.length).toBeLessThan(photoBytes("fig.jpg").length / 4);
});
