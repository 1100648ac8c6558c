import { buildSrc } from "@imagekit/javascript";
import type { RecordModel } from "pocketbase";

import type { Pocketkit } from "../create-pocketkit";
import type { PocketkitError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";
import { widthSources } from "../media/image-sources";
import {
  fieldOf,
  widthOf,
  type MediaAdapter,
  type MediaRecord,
  type MediaTransform,
  type MediaUploadOptions,
  type MediaUrls,
} from "../media/types";
import { newRecordId } from "../upload/record-id";
import type { ImageKitAppServer, ImageKitFileRef } from "./imagekit-app-server";
import { imageKitTransformation, PLACEHOLDER_TRANSFORMATION } from "./imagekit-transformation";
import { uploadToImageKit } from "./upload-to-imagekit";

export interface ImageKitMediaOptions {
  /** Your URL endpoint, e.g. `https://ik.imagekit.io/your_imagekit_id`. */
  urlEndpoint: string;
  /** Your public API key (safe in the browser; the private key never is). */
  publicKey: string;
  /** What only your server can do with the private key: sign uploads, delete and purge files. */
  server: ImageKitAppServer;
  /** The collection of the pictures' records, by name or id. */
  collection: string;
  /** The record's fields for the ImageKit file's id and path. @default { fileId: "imagekit_id", filePath: "imagekit_path" } */
  fields?: { fileId?: string; filePath?: string };
  /**
   * The media-library folder a new picture goes to, e.g. each user's own.
   * @default the media library's root
   * @example
   * folder: () => `/pocketkit/${pb.authStore.record?.id}/`
   */
  folder?: string | ((upload: MediaUploadOptions) => string);
  /** The widths `sources()` offers in `srcSet`, made by ImageKit on request. @default [320, 640, 960, 1280, 1920, 2560] */
  widths?: readonly number[];
  /** Where uploads go: a proxy of your own, say. @default ImageKit's upload API */
  uploadUrl?: string;
}

const DEFAULT_WIDTHS = [320, 640, 960, 1280, 1920, 2560];

/**
 * The ImageKit media adapter's browser part: thumbs, `srcSet` and placeholders as ImageKit URL
 * transformations (built by `@imagekit/javascript`), uploads straight from the browser to
 * ImageKit with progress and cancel, signed by the app's server. The record keeps the file's id
 * and path; deleting it deletes the file.
 *
 * A replace (`upload` with `recordId`) writes the new picture over the old one's path, so every
 * URL of it stays valid, and then has the server purge the CDN's copies.
 *
 * @example
 * const media = createImageKitMedia(pocketkit, {
 *   urlEndpoint: import.meta.env.VITE_IMAGEKIT_URL_ENDPOINT,
 *   publicKey: import.meta.env.VITE_IMAGEKIT_PUBLIC_KEY,
 *   server,
 *   collection: "images",
 * });
 */
export function createImageKitMedia(pocketkit: Pocketkit, options: ImageKitMediaOptions): MediaAdapter {
  const fileIdField = options.fields?.fileId ?? "imagekit_id";
  const filePathField = options.fields?.filePath ?? "imagekit_path";
  const records = () => pocketkit.pb.collection(options.collection);
  const fileOf = (record: MediaRecord): ImageKitFileRef => ({
    recordId: record.id,
    fileId: text(fieldOf(record, fileIdField)),
    filePath: text(fieldOf(record, filePathField)),
  });

  const folderFor = (upload: MediaUploadOptions) =>
    typeof options.folder === "function" ? options.folder(upload) : options.folder;

  const urls: MediaUrls = {
    url: (record, transform) => imageKitFileUrl(options.urlEndpoint, fileOf(record).filePath, transform),
    sources(record, { thumb, width } = {}) {
      if (thumb) return { src: urls.url(record, thumb), srcSet: undefined };
      return widthSources(
        (scaled) => urls.url(record, scaled === undefined ? undefined : { width: scaled }),
        options.widths ?? DEFAULT_WIDTHS,
        width ?? widthOf(record),
      );
    },
    downloadUrl(record) {
      const { filePath } = fileOf(record);
      if (!filePath) return "";
      // ImageKit's own switch for `Content-Disposition: attachment`.
      return buildSrc({
        urlEndpoint: options.urlEndpoint,
        src: filePath,
        queryParameters: { "ik-attachment": "true" },
      });
    },
    placeholderUrl(record) {
      const { filePath } = fileOf(record);
      if (!filePath) return undefined;
      return buildSrc({
        urlEndpoint: options.urlEndpoint,
        src: filePath,
        transformation: [PLACEHOLDER_TRANSFORMATION],
      });
    },
  };

  async function upload(picture: MediaUploadOptions): Promise<RecordModel> {
    const { signal, recordId } = picture;
    // The id is chosen before any byte is sent, as `uploadRecord` does: a retry of an upload whose
    // record was made (its answer lost) finds that record instead of uploading the file again.
    const id = recordId ?? (text(picture.data?.id) || newRecordId(pocketkit.pb.authStore.record?.id));
    const current = await call(() => records().getOne(id, { signal, requestKey: null })).catch(
      (error: PocketkitError) => {
        if (error.kind === "not_found" && recordId === undefined) return undefined;
        throw error;
      },
    );
    if (current && recordId === undefined) return current;

    // A record that has a file gets the new picture at the same path (its URLs stay valid).
    const inPlace = current && fileOf(current).filePath ? fileOf(current) : undefined;
    const auth = await call(() => options.server.signUpload({ signal }));
    const stored = await uploadToImageKit({
      file: picture.file,
      fileName: inPlace ? baseName(inPlace.filePath) : fileNameOf(picture.file),
      publicKey: options.publicKey,
      auth,
      folder: inPlace ? folderOf(inPlace.filePath) : folderFor(picture),
      overwrite: inPlace !== undefined,
      uploadUrl: options.uploadUrl,
      onProgress: picture.onProgress,
      signal,
    });
    const data = { ...picture.data, [fileIdField]: stored.fileId, [filePathField]: stored.filePath };

    if (current) {
      const record = await call(() => records().update(id, data, { signal, requestKey: null }));
      if (inPlace) await call(() => options.server.purgeFile(fileOf(record), { signal }));
      return record;
    }
    // Should this fail, the file stays in ImageKit with no record to name it: deleting it takes
    // the server, which deletes only files a record of the caller's holds (docs/imagekit.md).
    return call(() => records().create({ ...data, id }, { signal, requestKey: null }));
  }

  return {
    kind: "imagekit",
    collection: options.collection,
    urls: async () => urls,
    upload,
    async delete(record, { signal } = {}) {
      // The file first: the server deletes it only while the caller's record holds it. Run again
      // after a failure, the file is already gone (not an error) and the record goes.
      const file = fileOf(record);
      if (file.fileId) await call(() => options.server.deleteFile(file, { signal }));
      await call(() => records().delete(record.id, { signal, requestKey: null }));
    },
  };
}

/**
 * A file's URL at an ImageKit URL endpoint, as a thumb when `transform` is given (`?tr=…`); `""`
 * without a path. What the adapter's `urls()` build, for a server that reads the file itself.
 *
 * @example
 * imageKitFileUrl("https://ik.imagekit.io/demo", "/pocketkit/u1/beach.jpg", { width: 400 })
 * // "https://ik.imagekit.io/demo/pocketkit/u1/beach.jpg?tr=w-400"
 */
export function imageKitFileUrl(urlEndpoint: string, filePath: string, transform?: MediaTransform): string {
  if (!filePath) return "";
  const transformation = transform && imageKitTransformation(transform);
  return buildSrc({
    urlEndpoint,
    src: filePath,
    transformation: transformation ? [transformation] : undefined,
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toPocketkitError(error);
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function fileNameOf(file: Blob): string {
  return "name" in file && typeof file.name === "string" && file.name !== "" ? file.name : "photo";
}

function baseName(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf("/") + 1);
}

function folderOf(filePath: string): string {
  return filePath.slice(0, filePath.lastIndexOf("/") + 1) || "/";
}
