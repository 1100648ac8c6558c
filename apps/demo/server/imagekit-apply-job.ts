import {
  imageKitMetadataFieldName,
  type CustomFieldDefinition,
  type ImageKitServer,
} from "@pocketkit/client/server";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import { isStatus } from "./alt-text-queue";
import { albumFolder, albumFolderName, folderOf, ownerFolder, trashFolder } from "./imagekit-folders";
import type { ImageKitJob } from "./imagekit-jobs";

/** A job that trying again cannot help (the record points outside its owner's folder). */
export class PermanentJobFailure extends Error {}

interface Context {
  pb: PocketBase;
  imagekit: ImageKitServer;
  signal: AbortSignal;
}

/**
 * Makes ImageKit follow one change (pb_hooks/imagekit_mirror.js says which changes make which
 * job). `*_sync` jobs make ImageKit match the record as it is now, whatever changed, so a job run
 * twice (a lease that ran out, a retry) does nothing the second time; the records' ImageKit fields
 * are written right after each ImageKit call that changes what they name, so that a job cut short
 * starts again from what ImageKit holds. Writes to `imagekit_path`, `imagekit_folder` and
 * `imagekit_field` make no job of their own.
 *
 * @throws what ImageKit or PocketBase throws (the job is tried again), `PermanentJobFailure`.
 */
export async function applyImageKitJob(job: ImageKitJob, context: Context): Promise<void> {
  const { imagekit, signal } = context;
  switch (job.kind) {
    case "photo_delete":
      return imagekit.deleteFile(job.data.fileId, { signal });
    case "photo_sync": {
      const photo = await find(context.pb, "images", job.subject);
      if (photo?.imagekit_id) await syncPhoto(context, photo);
      return;
    }
    case "album_sync":
      return syncAlbum(context, job.subject);
    case "album_delete":
      return removeAlbumFolder(context, job.owner, job.data.folder);
    case "field_sync":
      return syncField(context, job.subject);
    case "field_delete":
      return imagekit.deleteMetadataField(job.data.imagekitField, { signal });
  }
}

async function syncPhoto(context: Context, photo: RecordModel): Promise<void> {
  const { pb, imagekit, signal } = context;
  const path = String(photo.imagekit_path ?? "");
  const owner = String(photo.owner);
  // The path is the photo's to write (the browser's adapter does, on upload): the mirror moves
  // only files in their owner's own folder, never one a path names elsewhere.
  if (!path.startsWith(ownerFolder(owner))) {
    throw new PermanentJobFailure(
      `The photo's file (${path}) is not in its owner's folder; left where it is.`,
    );
  }
  await setPhotoMetadata(context, photo);
  const target = await folderFor(pb, photo);
  if (folderOf(path) === target) return;
  const { folderPath } = await imagekit.createFolder(target, { signal });
  const moved = await imagekit.moveFile(path, folderPath, { signal });
  await pb
    .collection("images")
    .update(photo.id, { imagekit_path: moved.filePath })
    // Deleted meanwhile: its own job deletes the file by its id, wherever it is.
    .catch(ignoreStatus(404));
}

/** Where the photo belongs now: Trash, its album's folder (once made), else the library. */
async function folderFor(pb: PocketBase, photo: RecordModel): Promise<string> {
  const owner = String(photo.owner);
  if (photo.trashed_at) return trashFolder(owner);
  if (photo.album) {
    const album = await find(pb, "albums", String(photo.album));
    if (album?.imagekit_folder) return String(album.imagekit_folder);
  }
  return ownerFolder(owner);
}

/** The owner's mirrored fields' values on the file (a value the photo lacks is unset). */
async function setPhotoMetadata(context: Context, photo: RecordModel): Promise<void> {
  const fields = await context.pb.collection("metadata_fields").getFullList({
    filter: context.pb.filter("owner = {:owner} && imagekit_field != ''", { owner: photo.owner }),
  });
  if (fields.length === 0) return;
  const values = (photo.metadata ?? {}) as Record<string, unknown>;
  const custom = Object.fromEntries(
    fields.map((field) => [imageKitMetadataFieldName(field.id), imageKitValue(field.type, values[field.id])]),
  );
  await context.imagekit.setFileMetadata(String(photo.imagekit_id), custom, { signal: context.signal });
}

function imageKitValue(type: string, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  switch (type) {
    case "number":
      return Number(value);
    case "bool":
      return Boolean(value);
    default:
      return String(value);
  }
}

async function syncAlbum(context: Context, albumId: string): Promise<void> {
  const { pb, imagekit, signal } = context;
  const album = await find(pb, "albums", albumId);
  if (!album) return;
  const owner = String(album.owner);
  const current = String(album.imagekit_folder ?? "");
  const wanted = albumFolder(owner, String(album.name), album.id);
  if (current === wanted) return;
  let folder: string;
  if (current === "") {
    folder = (await imagekit.createFolder(wanted, { signal })).folderPath;
  } else {
    try {
      folder = (
        await imagekit.renameFolder(current, albumFolderName(String(album.name), album.id), { signal })
      ).folderPath;
    } catch (error) {
      // Renamed by a try that stopped before the records were written: they are written now.
      if ((error as { kind?: string }).kind !== "not_found") throw error;
      folder = (await imagekit.createFolder(wanted, { signal })).folderPath;
    }
    await movePaths(pb, owner, current, folder);
  }
  try {
    await pb.collection("albums").update(album.id, { imagekit_folder: folder });
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
    // The album went while its folder was being made or renamed: its delete job names the folder
    // it knew, so this one goes here.
    await removeAlbumFolder(context, owner, folder);
  }
}

/** The photos in an album's folder are moved to where they belong now, then the folder goes. */
async function removeAlbumFolder(context: Context, owner: string, folder: string): Promise<void> {
  const { pb, imagekit, signal } = context;
  const inside = await photosUnder(pb, owner, folder);
  for (const photo of inside) await syncPhoto(context, photo);
  await imagekit.deleteFolder(folder, { signal });
}

/** After a folder's rename: the paths of the photos in it. */
async function movePaths(pb: PocketBase, owner: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  for (const photo of await photosUnder(pb, owner, from)) {
    const path = String(photo.imagekit_path);
    await pb
      .collection("images")
      .update(photo.id, { imagekit_path: to + path.slice(from.length) })
      .catch(ignoreStatus(404));
  }
}

async function photosUnder(pb: PocketBase, owner: string, folder: string): Promise<RecordModel[]> {
  // `~` is LIKE, where `_` stands for any character: the prefix is checked here.
  const photos = await pb.collection("images").getFullList({
    filter: pb.filter("owner = {:owner} && imagekit_path ~ {:folder}", { owner, folder }),
  });
  return photos.filter((photo) => String(photo.imagekit_path).startsWith(folder));
}

async function syncField(context: Context, fieldId: string): Promise<void> {
  const { pb, imagekit, signal } = context;
  const field = await find(pb, "metadata_fields", fieldId);
  if (!field) return;
  const definition: CustomFieldDefinition = {
    id: field.id,
    name: String(field.name),
    type: field.type as CustomFieldDefinition["type"],
    options: Array.isArray(field.options) ? field.options.map(String) : null,
  };
  if (field.imagekit_field) {
    await imagekit.updateMetadataField(String(field.imagekit_field), definition, { signal });
    return;
  }
  const created = await imagekit.createMetadataField(definition, { signal });
  try {
    await pb.collection("metadata_fields").update(field.id, { imagekit_field: created.id });
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
    await imagekit.deleteMetadataField(created.id, { signal });
  }
}

async function find(pb: PocketBase, collection: string, id: string): Promise<RecordModel | undefined> {
  try {
    return await pb.collection(collection).getOne(id);
  } catch (error) {
    if (isStatus(error, 404)) return undefined;
    throw error;
  }
}

function ignoreStatus(status: number) {
  return (error: unknown) => {
    if (!isStatus(error, status)) throw error;
  };
}
