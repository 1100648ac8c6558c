import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

import { readPhotoMetadata } from "@pocketkit/client";
import type PocketBase from "pocketbase";

import {
  sampleAlbums,
  samplePhotos,
  type SampleAlbum,
  type SamplePhoto,
  type SamplePhotoPixels,
} from "./sample-photos";

export interface SeedOptions {
  user: { email: string; password: string; name: string };
}

const photosDir = new URL("../sample-photos/", import.meta.url);
// Enough to keep PocketBase busy while the next files are read; more only queue up behind it.
const PARALLEL_UPLOADS = 4;

/**
 * Fills a Gallery PocketBase with a verified demo user, three albums and the sample photos
 * (apps/demo/sample-photos: photographs with EXIF dates, cameras and places). Each photo gets the
 * fields the Gallery's uploader gives it (src/features/photo-preparer.ts): date taken, camera and
 * place read from its EXIF by the same code, its SHA-256 and its ThumbHash placeholder; a JPEG
 * needs no preview. Does nothing when the demo user already exists, so it is safe to run at every
 * start. `superuser` must be a client signed in as a superuser.
 *
 * @returns whether anything was created
 */
export async function seedDemo(superuser: PocketBase, options: SeedOptions): Promise<boolean> {
  const existing = await superuser
    .collection("users")
    .getFirstListItem(superuser.filter("email = {:email}", { email: options.user.email }))
    .catch(() => undefined);
  if (existing) return false;

  const user = await superuser.collection("users").create({
    email: options.user.email,
    password: options.user.password,
    passwordConfirm: options.user.password,
    name: options.user.name,
    verified: true,
  });
  const albumIds = {} as Record<SampleAlbum, string>;
  for (const [key, album] of Object.entries(sampleAlbums) as [
    SampleAlbum,
    (typeof sampleAlbums)[SampleAlbum],
  ][]) {
    albumIds[key] = (await superuser.collection("albums").create({ owner: user.id, ...album })).id;
  }

  const pixels = JSON.parse(await readFile(new URL("sample-photos.json", photosDir), "utf8")) as Record<
    string,
    SamplePhotoPixels
  >;
  const upload = async (photo: SamplePhoto) => {
    const bytes = await readFile(new URL(photo.file, photosDir));
    const file = new File([bytes], photo.file, { type: "image/jpeg" });
    const { takenAt, camera, location } = await readPhotoMetadata(file);
    const { width, height, placeholder } = pixels[photo.file]!;
    await superuser.collection("images").create({
      owner: user.id,
      album: photo.album ? albumIds[photo.album] : "",
      title: photo.title,
      alt: photo.alt ?? "",
      tags: photo.tags,
      favorite: photo.favorite ?? false,
      taken_at: takenAt ?? "",
      camera: camera ?? "",
      ...(location ? { location } : {}),
      hash: createHash("sha256").update(bytes).digest("hex"),
      placeholder,
      width,
      height,
      file,
    });
  };
  const queue = [...samplePhotos];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) await upload(photo);
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
  return true;
}
