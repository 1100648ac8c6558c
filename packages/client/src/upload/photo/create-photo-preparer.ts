import { readFileType } from "../../schema/file-checks";
import type { PreparedFile, PrepareFile } from "../prepare-file";
import { contentHash } from "./content-hash";
import { encodeJpeg } from "./encode-jpeg";
import type { ExifOrientation } from "./exif-values";
import { loadHeicDecoder, type HeicDecoder } from "./heic-decoder";
import { HEIF_TYPES } from "./heif-types";
import { readImageSize } from "./image-size";
import { photoFields, type PhotoFieldNames, type PhotoValues } from "./photo-fields";
import { readPhotoMetadata, type PhotoMetadata } from "./photo-metadata";
import { thumbHashPlaceholder } from "./placeholder";
import { emptyFile, tooManyPixels, unreadableImage } from "./preparation-problems";
import { decodeUpright } from "./upright-image";

export type { HeicDecoder } from "./heic-decoder";
export type { PhotoFieldNames } from "./photo-fields";

/** What `createPhotoPreparer` does to each photo; every step is optional. */
export interface PhotoPreparerOptions {
  /**
   * Whether HEIC/HEIF photos (iPhones' own format, which most browsers cannot show) become JPEGs.
   * The decoder is downloaded on the first HEIC file, never before.
   * @default true
   */
  convertHeic?: boolean;
  /** The longest edge in pixels a JPEG is sent with; a larger photo is scaled down. @default no limit */
  maxEdge?: number;
  /**
   * The most bytes a JPEG is sent with; a larger photo is re-encoded at lower quality, then
   * smaller, until it fits. @default no limit
   */
  maxBytes?: number;
  /** The JPEG quality of a re-encoded photo, 0–1. @default 0.9 */
  quality?: number;
  /**
   * The most pixels an image may have, read from its header before it is decoded: a decoded
   * 200-megapixel image takes 800 MB. @default 100_000_000
   */
  maxPixels?: number;
  /**
   * Whether a JPEG's GPS position is taken out of the file sent (it is re-encoded without EXIF);
   * `fields.location` still receives it, for an app that stores places apart from the files.
   * @default false
   */
  stripGps?: boolean;
  /** The record fields that receive what is read from each photo. @default {} (none) */
  fields?: PhotoFieldNames;
  /**
   * The types (read from the bytes) that get a JPEG preview in `fields.preview`, sent beside the
   * untouched original: PocketBase makes no thumbs of AVIF, and stores WebP's as PNGs many times
   * their size. @default ["image/avif", "image/webp"]
   */
  previewFor?: readonly string[];
  /** The longest edge of a preview, in pixels; its thumbs are made from it. @default 1600 */
  previewMaxEdge?: number;
  /** Loads the HEIC decoder; for tests, or to bring another. @default heic-to, imported on first use */
  loadHeicDecoder?: () => Promise<HeicDecoder>;
}

const DEFAULT_MAX_PIXELS = 100_000_000;

const DEFAULT_PREVIEW_FOR = ["image/avif", "image/webp"];
const DEFAULT_PREVIEW_MAX_EDGE = 1600;
const PREVIEW_QUALITY = 0.85;
const DEFAULT_QUALITY = 0.9;
// The types the browser decodes itself; HEIC and HEIF go through the decoder.
const BROWSER_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/vnd.mozilla.apng",
  "image/gif",
  "image/webp",
  "image/avif",
];

/**
 * A `PrepareFile` for photos, for `createUploadQueueStore({ prepare })`. For each image, judged
 * from its bytes, never its name: HEIC/HEIF becomes a JPEG; a JPEG over `maxEdge` or `maxBytes`
 * is scaled down, or re-encoded without its GPS (`stripGps`), upright, with no orientation left
 * for a viewer to apply twice; date taken, camera, place, the SHA-256 of the original file and a
 * ThumbHash go into the fields `fields` names. A photo that needs none of this is sent as it
 * is, byte for byte; PNG, WebP, AVIF and GIF always are (a GIF's animation, a PNG's transparency
 * would not survive a JPEG), an AVIF or WebP with a JPEG `preview` beside it when `fields`
 * names one. Files that are not images pass through untouched.
 *
 * @throws nothing itself; the function it returns rejects with a `FilePreparationError` for an
 *   empty file ("empty.jpg is empty."), an image of more than `maxPixels` ("pano.jpg is 200
 *   megapixels; the limit is 100 megapixels."), and one that does not decode ("beach.heic can't
 *   be read as an image.").
 *
 * @example
 * const queue = createUploadQueueStore({
 *   pocketkit,
 *   collection: "photos",
 *   prepare: createPhotoPreparer({
 *     maxEdge: 2560,
 *     stripGps: true,
 *     fields: { takenAt: "taken_at", camera: "camera", location: "location", hash: "sha256", placeholder: "thumbhash" },
 *   }),
 * });
 */
export function createPhotoPreparer(options: PhotoPreparerOptions = {}): PrepareFile {
  const {
    convertHeic = true,
    maxPixels = DEFAULT_MAX_PIXELS,
    stripGps = false,
    fields: names = {},
    loadHeicDecoder: loadDecoder = loadHeicDecoder,
  } = options;
  let decoder: Promise<HeicDecoder> | undefined;
  const heicDecoder = () => {
    // Loaded once per preparer; a failed download is tried again with the next HEIC file.
    decoder ??= loadDecoder().catch((error: unknown) => {
      decoder = undefined;
      throw error;
    });
    return decoder;
  };

  const prepare = async (file: File, { signal }: { readonly signal: AbortSignal }): Promise<PreparedFile> => {
    if (file.size === 0) throw emptyFile(file.name);
    const { type } = await readFileType(file);
    const isHeif = /^image\/hei[cf]/.test(type);
    if (!BROWSER_IMAGE_TYPES.includes(type) && !(isHeif && convertHeic)) {
      // Not an image the pipeline knows (or a HEIC the app sends as it is): the queue's own
      // checks judge it as the collection does.
      return { file };
    }

    const size = await readImageSize(file, type);
    if (size && size.width * size.height > maxPixels) throw tooManyPixels(file.name, size, maxPixels);
    signal.throwIfAborted();

    const wantsMetadata = names.takenAt || names.camera || names.location || stripGps;
    const metadata: PhotoMetadata | undefined =
      wantsMetadata && (type === "image/jpeg" || isHeif) ? await readPhotoMetadata(file) : undefined;
    const hash = await contentHash(file);
    signal.throwIfAborted();

    // Only a JPEG's EXIF orientation is the decoder's to apply (HEIF has its own, which libheif
    // applies; browsers apply WebP's and AVIF's); read here only for a browser that does not.
    const orientation = async () =>
      type === "image/jpeg" ? (metadata ?? (await readPhotoMetadata(file))).orientation : 1;
    const image = await decode(file, isHeif ? heicDecoder : undefined, orientation);
    try {
      signal.throwIfAborted();
      const overEdge = options.maxEdge !== undefined && Math.max(image.width, image.height) > options.maxEdge;
      const overBytes = options.maxBytes !== undefined && file.size > options.maxBytes;
      const reencode =
        isHeif ||
        (type === "image/jpeg" && (overEdge || overBytes || (stripGps && metadata?.hasGps === true)));
      const sent = reencode
        ? jpegFile(
            file,
            await encodeJpeg(image, {
              maxEdge: options.maxEdge,
              maxBytes: options.maxBytes,
              quality: options.quality ?? DEFAULT_QUALITY,
            }),
          )
        : file;
      const values: PhotoValues = {
        takenAt: metadata?.takenAt,
        camera: metadata?.camera,
        location: metadata?.location,
        hash,
        placeholder: names.placeholder ? thumbHashPlaceholder(image) : undefined,
        preview:
          names.preview && (options.previewFor ?? DEFAULT_PREVIEW_FOR).includes(type)
            ? previewFile(
                file,
                await encodeJpeg(image, {
                  maxEdge: options.previewMaxEdge ?? DEFAULT_PREVIEW_MAX_EDGE,
                  quality: PREVIEW_QUALITY,
                }),
              )
            : undefined,
      };
      const prepared: PreparedFile = { file: sent, fields: photoFields(names, values) };
      return hash === undefined ? prepared : { ...prepared, hash };
    } finally {
      image.close();
    }
  };
  return Object.assign(prepare, { accepts: convertHeic ? HEIF_TYPES : [] });
}

// Upright: the browser applies a JPEG's EXIF orientation as it decodes (or `decodeUpright` does,
// where it does not), and libheif applies HEIF's own rotation and mirroring (HEIF ignores EXIF's
// orientation by its spec).
async function decode(
  file: File,
  heicDecoder: (() => Promise<HeicDecoder>) | undefined,
  orientation: () => Promise<ExifOrientation>,
): Promise<ImageBitmap> {
  // A decoder that cannot be downloaded is not the file's fault: that rejection goes on as it is.
  const decodeHeic = heicDecoder && (await heicDecoder());
  try {
    return decodeHeic ? await decodeHeic(file) : await decodeUpright(file, orientation);
  } catch (error) {
    throw unreadableImage(file.name, error);
  }
}

// harbour.avif → harbour-preview.jpg.
function previewFile(original: File, jpeg: Blob): File {
  const name = original.name.replace(/\.[^.]*$/, "") + "-preview.jpg";
  return new File([jpeg], name, { type: "image/jpeg", lastModified: original.lastModified });
}

// beach.heic → beach.jpg; a JPEG keeps its name (IMG_0001.JPEG stays so).
function jpegFile(original: File, jpeg: Blob): File {
  const { name: originalName } = original;
  const name = /\.jpe?g$/i.test(originalName)
    ? originalName
    : `${originalName.replace(/\.(heic|heif|hif)$/i, "")}.jpg`;
  return new File([jpeg], name, { type: "image/jpeg", lastModified: original.lastModified });
}
