import type { FieldError } from "../errors/pocketkit-error";
import type { FileFieldSchema } from "./types";

/** PocketBase's limit when a file field sets no maxSize: 5 MB. */
export const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024;

const friendlyTypes: Record<string, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/gif": "GIF",
  "image/avif": "AVIF",
  "image/svg+xml": "SVG",
  "image/heic": "HEIC",
  "application/pdf": "PDF",
  "text/plain": "plain text",
  "application/zip": "ZIP",
};

/**
 * "31.2 MB", "20 MB", "800 KB": sizes as people read them (1 MB = 1,048,576 bytes, as
 * PocketBase counts). `roundUp` keeps a size just over a limit from reading as the limit.
 */
export function formatBytes(bytes: number, { roundUp = false } = {}): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} bytes`;
  const rounded = (roundUp ? Math.ceil(value * 10) : Math.round(value * 10)) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${units[unit]}`;
}

/**
 * Checks one file against a file field before a byte is sent, with the messages people see
 * ("pano.jpg is 31.2 MB; the limit is 20 MB."). `type` is the file's MIME type as known; pass
 * what `sniffFileType` found when the browser did not know it.
 *
 * @returns the problem, or `undefined` when the server would take the file.
 */
export function checkFile(
  field: FileFieldSchema,
  file: { name: string; size: number; type: string },
): FieldError | undefined {
  const accepted = field.mimeTypes ?? [];
  if (accepted.length > 0 && !accepted.includes(file.type)) {
    const names = accepted.map((type) => friendlyTypes[type] ?? type).join(", ");
    const what = accepted.every((type) => type.startsWith("image/"))
      ? "a supported image"
      : "a supported file type";
    return { code: "validation_invalid_mime_type", message: `${file.name} is not ${what} (${names}).` };
  }
  const maxSize = field.maxSize || DEFAULT_FILE_MAX_SIZE;
  if (file.size > maxSize) {
    return {
      code: "validation_file_size_limit",
      message: `${file.name} is ${formatBytes(file.size, { roundUp: true })}; the limit is ${formatBytes(maxSize)}.`,
    };
  }
  return undefined;
}

/**
 * The type of an image read from its first bytes, for files whose type the browser left empty
 * (PocketBase itself decides from the content). `""` when it is none of the common ones.
 */
export async function sniffFileType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x89 && ascii(1, 4) === "PNG") return "image/png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "image/avif";
    if (["heic", "heix", "mif1", "msf1", "hevc"].includes(brand)) return "image/heic";
  }
  return "";
}
