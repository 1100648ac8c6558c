// Names inside a ZIP of photos, and the name of the ZIP itself. A name comes from what the user
// sees (the photo's title), since PocketBase keeps no original file name: it stores a lowercased,
// snake-cased copy with a random suffix ("img_2041_beach_day_cxv8zipxzu.jpg"). Whatever a title
// holds, the name it gives unpacks as one plain file on Windows, macOS and Linux alike.

// Path separators, what Windows refuses in a name, control characters (C0 and C1), and the
// direction marks that can make "photo‮gpj.exe" read as "photoexe.jpg".
const UNSAFE = /[\p{Cc}<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// Names Windows keeps for devices, also with anything after a dot ("nul.tar.gz").
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;
// Most file systems allow 255 bytes a name; the rest is room for " (123)" and the extension.
const MAX_BASE_BYTES = 200;
// The random part PocketBase adds to a stored name.
const STORED_SUFFIX = /_[a-z0-9]{10}$/i;

const encoder = new TextEncoder();
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Text made into a file name without extension: no separators or characters Windows refuses,
 * no leading dots (hidden files, ".."), no trailing dots or spaces (Windows drops them), not a
 * device name, at most 200 bytes (cut between characters, never inside one); "" when nothing is left.
 */
export function safeBaseName(text: string): string {
  let name = text.normalize("NFC").replace(UNSAFE, "_").replace(/\s+/g, " ");
  name = name.replace(/^[\s.]+/, "").replace(/[\s.]+$/, "");
  if (WINDOWS_DEVICE.test(name)) name = `_${name}`;
  if (encoder.encode(name).length <= MAX_BASE_BYTES) return name;
  let cut = "";
  for (const { segment } of graphemes.segment(name)) {
    if (encoder.encode(cut + segment).length > MAX_BASE_BYTES) break;
    cut += segment;
  }
  return cut.replace(/[\s.]+$/, "");
}

/** The extension of a stored file name, lowercased, with its dot: ".jpg"; "" when there is none. */
function extensionOf(storedName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(storedName);
  return match ? `.${match[1]!.toLowerCase()}` : "";
}

/**
 * Gives each photo of a ZIP its entry name: its title with the stored file's extension
 * ("Beach" + "beach_x1y2z3a4b5.jpg" → "Beach.jpg"), the stored name without PocketBase's suffix
 * for a photo without a title, and " (2)", " (3)" … for a name already taken. Names are compared
 * as Windows and macOS compare them (ignoring case), so none overwrites another when unpacked.
 * A photo kept in ImageKit has no stored file in PocketBase: its ImageKit file's name stands in.
 */
export function createEntryNamer(): (photo: {
  title: string;
  file: string;
  imagekit_path?: string;
}) => string {
  const taken = new Set<string>();
  return ({ title, file: stored, imagekit_path: inImageKit = "" }) => {
    const file = stored || inImageKit.slice(inImageKit.lastIndexOf("/") + 1);
    const extension = extensionOf(file);
    let base = title.trim();
    // A title that already ends in the extension ("beach.jpg") keeps one.
    if (extension && base.toLowerCase().endsWith(extension)) base = base.slice(0, -extension.length);
    base =
      safeBaseName(base) ||
      safeBaseName(file.slice(0, file.length - extension.length).replace(STORED_SUFFIX, "")) ||
      "Photo";
    let name = `${base}${extension}`;
    for (let count = 2; taken.has(name.toLowerCase()); count += 1) name = `${base} (${count})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  };
}

/** The ZIP's own name: the album's ("Summer 2024.zip"), or "Photos (12).zip" for a selection. */
export function archiveName(albumName: string | undefined, photoCount: number): string {
  return albumName === undefined ? `Photos (${photoCount}).zip` : `${safeBaseName(albumName) || "Album"}.zip`;
}

/**
 * `Content-Disposition` for a download named `name`: an ASCII `filename` for old clients and the
 * exact name as RFC 5987's `filename*` (UTF-8), which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  // safeBaseName has taken out quotes and backslashes, the only characters a quoted string escapes.
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
