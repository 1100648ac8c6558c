/**
 * Where the Gallery keeps a photo's file in ImageKit (docs/imagekit.md, "Folders"):
 *
 * ```
 * /pocketkit/<owner id>/                        the library: photos in no album (uploads land here)
 * /pocketkit/<owner id>/<album name>_<album id>/  an album's photos
 * /pocketkit/<owner id>/trash/                  photos in Trash
 * ```
 *
 * An album's folder name keeps the letters and digits of its name (any script) and turns every
 * run of anything else into one `_`, because ImageKit allows nothing else in a folder's name (it
 * would make the same `_` itself); the album's id after it keeps two albums of one name apart and
 * can never be `trash`.
 */
export const IMAGEKIT_ROOT = "/pocketkit/";

/** The owner's library folder, which every file of theirs lies under. */
export function ownerFolder(owner: string): string {
  return `${IMAGEKIT_ROOT}${owner}/`;
}

export function trashFolder(owner: string): string {
  return `${ownerFolder(owner)}trash/`;
}

/** At most this many characters of the album's name go into its folder's name. */
const NAME_LENGTH = 40;

/**
 * An album's folder name: `Summer 2026 — Río` (id `a1b2c3d4e5f6g7h`) → `Summer_2026_Río_a1b2c3d4e5f6g7h`.
 */
export function albumFolderName(name: string, albumId: string): string {
  const safe = Array.from(
    name
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, ""),
  )
    .slice(0, NAME_LENGTH)
    .join("")
    .replace(/_+$/, "");
  return safe === "" ? albumId : `${safe}_${albumId}`;
}

export function albumFolder(owner: string, name: string, albumId: string): string {
  return `${ownerFolder(owner)}${albumFolderName(name, albumId)}/`;
}

/** The folder a file path is in: `/a/b/c.jpg` → `/a/b/`. */
export function folderOf(filePath: string): string {
  return filePath.slice(0, filePath.lastIndexOf("/") + 1);
}
