import type { FieldError } from "../errors/pocketkit-error";
import type { FileFieldSchema } from "./types";

/**
 * PocketBase's limit when a file field sets no maxSize: 5 MiB (5,242,880 bytes, which
 * `formatBytes` says as "5.2 MB").
 */
export const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024;

// How people name the common types; the rest are named by `mimeTypeName`'s fallback.
const friendlyTypes: Record<string, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/gif": "GIF",
  "image/avif": "AVIF",
  "image/svg+xml": "SVG",
  "image/heic": "HEIC",
  // What phones write as .heic is HEIF too; people call both HEIC.
  "image/heif": "HEIC",
  "application/pdf": "PDF",
  "text/plain": "plain text",
  "application/zip": "ZIP",
};

/**
 * A MIME type as people name it: "JPEG" for `image/jpeg`, "plain text" for `text/plain`; any
 * other type by its subtype when that is one word ("BMP" for `image/bmp`), else as written
 * (`application/vnd.ms-excel`), since "VND.MS-EXCEL" names nothing.
 *
 * @example
 * mimeTypeName("image/webp") // "WebP"
 * mimeTypeName("image/bmp") // "BMP"
 */
export function mimeTypeName(type: string): string {
  const known = friendlyTypes[type];
  if (known) return known;
  const subtype = type.slice(type.indexOf("/") + 1);
  return type.includes("/") && /^[a-z0-9]+$/i.test(subtype) ? subtype.toUpperCase() : type;
}

export interface FormatBytesOptions {
  /** Round up instead of to the nearest, so that a size just over a limit never reads as the limit. @default false */
  roundUp?: boolean;
  /** The locale the number is written in ("31,2 MB" in German). @default "en-US" */
  locale?: string;
}

const BYTE_UNITS = ["KB", "MB", "GB", "TB"];
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * "31.2 MB", "20 MB", "800 KB": sizes in the units they name, as people, file managers and
 * DESIGN §8 read them — 1 KB = 1,000 bytes, 1 MB = 1,000,000 bytes, 1 GB = 1,000,000,000
 * bytes — with at most one decimal.
 *
 * @example
 * formatBytes(25_300_000) // "25.3 MB"
 * formatBytes(20_000_001, { roundUp: true }) // "20.1 MB"
 */
export function formatBytes(
  bytes: number,
  { roundUp = false, locale = "en-US" }: FormatBytesOptions = {},
): string {
  if (bytes < 1000) return `${bytes} bytes`;
  let value = bytes;
  let unit = -1;
  let rounded: number;
  // 999,999 bytes round to 1000 KB: that is 1 MB.
  do {
    value /= 1000;
    unit++;
    rounded = (roundUp ? Math.ceil(value * 10) : Math.round(value * 10)) / 10;
  } while (rounded >= 1000 && unit < BYTE_UNITS.length - 1);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return `${format.format(rounded)} ${BYTE_UNITS[unit]}`;
}

/**
 * Checks one file against a file field before a byte is sent, with the messages people see
 * ("pano.jpg is 31.2 MB; the limit is 20 MB."), in PocketBase's order: size, then type. `type`
 * is the file's MIME type as known; PocketBase judges it from the bytes, which
 * `checkFileContent` reads.
 *
 * @returns the problem, or `undefined` when the server would take the file.
 */
export function checkFile(
  field: FileFieldSchema,
  file: { name: string; size: number; type: string },
): FieldError | undefined {
  const maxSize = field.maxSize || DEFAULT_FILE_MAX_SIZE;
  if (file.size > maxSize) return sizeRefusal(file, maxSize);
  const accepted = field.mimeTypes ?? [];
  if (accepted.length > 0 && !isAccepted(accepted, file.type)) return typeRefusal(file, accepted);
  return undefined;
}

function sizeRefusal(file: { name: string; size: number }, maxSize: number): FieldError {
  const limit = formatBytes(maxSize);
  // Rounded as everywhere else (the upload queue's row says the same size), except where that
  // would read as the limit itself: 20,000,001 bytes are "20.1 MB", not "20 MB".
  const nearest = formatBytes(file.size);
  const size = nearest === limit ? formatBytes(file.size, { roundUp: true }) : nearest;
  return {
    code: "validation_file_size_limit",
    message: `${file.name} is ${size}; the limit is ${limit}.`,
    params: { name: file.name, size, limit },
  };
}

function typeRefusal(file: { name: string }, accepted: readonly string[]): FieldError {
  const names = [...new Set(accepted.map(mimeTypeName))].join(", ");
  const kind = accepted.every((type) => type.startsWith("image/")) ? "image" : "file";
  const what = kind === "image" ? "a supported image" : "a supported file type";
  return {
    code: "validation_invalid_mime_type",
    message: `${file.name} is not ${what} (${names}).`,
    params: { name: file.name, types: names, kind },
  };
}

/**
 * A file refusal of the server, said as `checkFile` says it, with the name the person gave the
 * file: PocketBase names a refused file by the name it would have stored it under (`"notes_
 * a8s7d6f5g4.jpg" mime type must be one of: image/jpeg, …`), which the person never saw. The
 * field's schema gives the sentence its types and its limit; without it, the sentence names
 * neither ("notes.jpg is not a supported file type.").
 *
 * @param files the files sent for the field (for several, the one the sentence names is the
 *   largest, or the first of a type the field does not take).
 * @returns the refusal in the client's words; `problem` itself for a code about no file.
 */
export function restateFileRefusal(
  problem: FieldError,
  files: readonly { name: string; size: number; type: string }[],
  field?: FileFieldSchema,
): FieldError {
  const { code } = problem;
  if (files.length === 0) return problem;
  if (code === "validation_file_size_limit") {
    const largest = files.reduce((found, file) => (file.size > found.size ? file : found));
    const limit = field ? field.maxSize || DEFAULT_FILE_MAX_SIZE : undefined;
    return limit !== undefined && largest.size > limit
      ? sizeRefusal(largest, limit)
      : { code, message: `${largest.name} is too large.`, params: { name: largest.name } };
  }
  if (code === "validation_invalid_mime_type") {
    const accepted = field?.mimeTypes ?? [];
    const file = files.find((candidate) => !isAccepted(accepted, candidate.type)) ?? files[0]!;
    return accepted.length > 0
      ? typeRefusal(file, accepted)
      : { code, message: `${file.name} is not a supported file type.`, params: { name: file.name } };
  }
  return problem;
}

/**
 * Checks a file as PocketBase will: its size, and its type judged from its bytes (a text file
 * named photo.png is refused, a PNG the browser called application/octet-stream is taken).
 * The kit reads the types in `SNIFFED_FILE_TYPES` exactly as PocketBase's detector does; when a
 * field also accepts other types and the bytes are none of these, only the server can judge,
 * and the file passes here.
 *
 * @returns the problem, or `undefined` when the server would take the file.
 */
export async function checkFileContent(field: FileFieldSchema, file: Blob): Promise<FieldError | undefined> {
  const name = typeof File !== "undefined" && file instanceof File ? file.name : "The file";
  const evidence = (field.mimeTypes ?? []).length > 0 ? await readFileType(file) : NO_EVIDENCE;
  return checkFile(
    { ...field, mimeTypes: mimeTypesToCheck(field, evidence) },
    { name, size: file.size, type: evidence.type },
  );
}

/** What a file's first bytes say about its type, as far as the kit reads them. */
export interface FileTypeEvidence {
  /** The type PocketBase finds, when it is one of `SNIFFED_FILE_TYPES`; else "". */
  type: string;
  /** Whether the bytes could be an SVG, which PocketBase finds by reading the markup ("<svg" in them). */
  mayBeSvg: boolean;
}

const NO_EVIDENCE: FileTypeEvidence = { type: "", mayBeSvg: true };

/**
 * The `mimeTypes` a file can be judged against from what its bytes say: all of them when the
 * kit named the bytes, or when the field takes only types the kit can rule out; none (the
 * server decides) when the bytes could still be a type the field takes that the kit cannot name.
 */
export function mimeTypesToCheck(field: FileFieldSchema, evidence: FileTypeEvidence): string[] {
  const accepted = field.mimeTypes ?? [];
  const ruledOut = (type: string) =>
    SNIFFED_FILE_TYPES.includes(mediaType(type)) ||
    (mediaType(type) === "image/svg+xml" && !evidence.mayBeSvg);
  return evidence.type !== "" || accepted.every(ruledOut) ? [...accepted] : [];
}

// mime.ParseMediaType's media type: lower case, parameters dropped.
const mediaType = (type: string) => type.split(";")[0]!.trim().toLowerCase();
const ALIASES: Record<string, string[]> = { "application/pdf": ["application/x-pdf"] };

/** Whether a detected type is one of a field's `mimeTypes`, as mimetype's `Is` compares them. */
function isAccepted(accepted: readonly string[], type: string): boolean {
  const found = mediaType(type);
  return accepted.some((candidate) => {
    const wanted = mediaType(candidate);
    return wanted === found || (ALIASES[found] ?? []).includes(wanted);
  });
}

/**
 * The types `sniffFileType` tells from the bytes as PocketBase does (gabriel-vasile/mimetype,
 * whose names these are; an animated PNG is image/vnd.mozilla.apng there, not image/png).
 */
export const SNIFFED_FILE_TYPES: readonly string[] = [
  "image/png",
  "image/vnd.mozilla.apng",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/heic",
  "image/heic-sequence",
  "image/heif",
  "image/heif-sequence",
  "application/pdf",
];

/**
 * A file's type read from its first bytes, as PocketBase reads it, for the types in
 * `SNIFFED_FILE_TYPES`; `""` when the bytes are none of them.
 */
export async function sniffFileType(file: Blob): Promise<string> {
  return (await readFileType(file)).type;
}

/** What the first bytes (as many as PocketBase's detector reads) say about a file's type. */
export async function readFileType(file: Blob): Promise<FileTypeEvidence> {
  const head = new Uint8Array(await file.slice(0, 3072).arrayBuffer());
  const text = String.fromCharCode(...head);
  return { type: typeFromHead(head, text), mayBeSvg: text.includes("<svg") };
}

function typeFromHead(head: Uint8Array, text: string): string {
  const ascii = (from: number, to: number) => text.slice(from, to);
  // mimetype tries these first: what starts so is never one of the types named here.
  if (ascii(0, 9) === "/* XPM */" || ascii(0, 2) === "7z" || ascii(0, 2) === "PK") return "";
  // A PDF marker anywhere in the first kilobyte wins over the image signatures below.
  if (text.slice(0, 1024).includes("%PDF-")) return "application/pdf";
  if (head[0] === 0x89 && ascii(1, 8) === "PNG\r\n\x1a\n")
    return ascii(37, 41) === "acTL" ? "image/vnd.mozilla.apng" : "image/png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "image/gif";
  if (head.length > 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (head.length >= 12 && head[0] === 0 && ascii(4, 8) === "ftyp") return FTYP_BRANDS[ascii(8, 12)] ?? "";
  return "";
}

// ISO media files (mimetype's ftyp children) by their brand.
const FTYP_BRANDS: Record<string, string> = {
  avif: "image/avif",
  avis: "image/avif",
  heic: "image/heic",
  heix: "image/heic",
  hevc: "image/heic-sequence",
  hevx: "image/heic-sequence",
  mif1: "image/heif",
  heim: "image/heif",
  heis: "image/heif",
  avic: "image/heif",
  msf1: "image/heif-sequence",
  hevm: "image/heif-sequence",
  hevs: "image/heif-sequence",
  avcs: "image/heif-sequence",
};
