import { createIndexedDbUploadPersister } from "@pocketkit/client";
import { useMedia, usePocketkit, useUploadQueue, type FindDuplicate } from "@pocketkit/hooks";
import { UploadQueue } from "@pocketkit/ui";
import { useEffect, useState } from "react";

import { inLibrary } from "./library-query";
import { preparePhoto, preparePhotoForImageKit } from "./photo-preparer";

export interface PhotoUploadQueueProps {
  userId: string;
  albumId?: string;
  /** Names the queue kept in IndexedDB (one per user). */
  persistKey: string;
  /** Hands over the files that came in since it was last called (and forgets them). */
  takeFiles: () => File[];
  /** Changes whenever files came in. */
  arrivals: number;
}

/**
 * The Gallery's upload queue, loaded when the user first means to upload (see `PhotoUploader`):
 * photos prepared (HEIC to JPEG, EXIF, hash, placeholder), checked against the library by hash,
 * kept in the browser until they are saved.
 */
export function PhotoUploadQueue({
  userId,
  albumId,
  persistKey,
  takeFiles,
  arrivals,
}: PhotoUploadQueueProps) {
  const { pb } = usePocketkit();
  const [persist] = useState(() => createIndexedDbUploadPersister(persistKey));
  // A photo the user already has (the same bytes: its hash) waits for Upload anyway or Skip. The
  // list rule shows each user only their own photos, so someone else's copy never counts. A copy
  // in Trash does not count either: uploading a photo again means wanting it in the library, and
  // "already in your library" would be untrue of it. The upload is a new photo; the copy in Trash
  // goes when its 30 days are up. (Immich answered "duplicate" and left the photo in Trash, which
  // its users reported as a bug, immich-app/immich#6639 and #25027.)
  const findDuplicate: FindDuplicate = async ({ hash, signal }) => {
    const { items } = await pb.collection("images").getList(1, 1, {
      filter: inLibrary(pb.filter("hash = {:hash}", { hash })),
      fields: "id",
      requestKey: null,
      signal,
    });
    return items[0];
  };
  // Photos go where GalleryMedia says: ImageKit's adapter, or the `file` field.
  const inImageKit = useMedia("images")?.kind === "imagekit";
  const queue = useUploadQueue({
    collection: "images",
    field: "file",
    // The fields are stored with each file: a resumed photo keeps the album it was dropped into.
    data: (file) => ({
      owner: userId,
      title: titleFromFileName(file.name),
      ...(albumId ? { album: albumId } : {}),
    }),
    prepare: inImageKit ? preparePhotoForImageKit : preparePhoto,
    findDuplicate,
    persist,
  });
  const { add } = queue;
  useEffect(() => {
    const files = takeFiles();
    if (files.length > 0) void add(files);
  }, [arrivals, takeFiles, add]);
  return <UploadQueue queue={queue} label="Uploads" />;
}

/** "IMG_2041 beach-day.jpg" → "IMG_2041 beach day": a starting title the user can change. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, "");
  return (
    base
      .replace(/[-_]+(?=[a-z])/gi, " ")
      .trim()
      .slice(0, 120) || "Untitled photo"
  );
}
