import { createIndexedDbUploadPersister } from "@pocketkit/client";
import { useAuth, usePocketkit, useUploadQueue, type FindDuplicate } from "@pocketkit/hooks";
import { ImageUploader } from "@pocketkit/ui";

import { preparePhoto } from "./photo-preparer";

/**
 * Photos dropped, picked or pasted here become the user's images (in `albumId`, if given). The
 * queue is kept in the browser: a reload, a crash or a closed tab loses nothing, and the next
 * visit resumes it ("3 uploads resumed"). A photo already in the library is not sent again unless
 * the user says so ("beach.jpg is already in your library." Upload anyway / Skip).
 */
export function PhotoUploader({ albumId }: { albumId?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  // A queue per user: someone else signing in on this browser never sends these files.
  return <UserPhotoUploader key={user.id} userId={user.id} albumId={albumId} />;
}

function UserPhotoUploader({ userId, albumId }: { userId: string; albumId?: string }) {
  const { pb } = usePocketkit();
  // A photo the user already has (the same bytes: its hash) waits for Upload anyway or Skip. The
  // list rule shows each user only their own photos, so someone else's copy never counts.
  const findDuplicate: FindDuplicate = async ({ hash, signal }) => {
    const { items } = await pb.collection("images").getList(1, 1, {
      filter: pb.filter("hash = {:hash}", { hash }),
      fields: "id",
      requestKey: null,
      signal,
    });
    return items[0];
  };
  const queue = useUploadQueue({
    collection: "images",
    field: "file",
    // The fields are stored with each file: a resumed photo keeps the album it was dropped into.
    data: (file) => ({
      owner: userId,
      title: titleFromFileName(file.name),
      ...(albumId ? { album: albumId } : {}),
    }),
    prepare: preparePhoto,
    findDuplicate,
    persist: createIndexedDbUploadPersister(`gallery-uploads:${userId}`),
  });
  return (
    <ImageUploader
      collection="images"
      field="file"
      queue={queue}
      // A paste anywhere on the page (not in a field) lands here too: a screenshot in one key.
      pasteScope="document"
      label="Uploads"
      // Its HEIC joins the types the picker offers and the hint names.
      prepare={preparePhoto}
    />
  );
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
