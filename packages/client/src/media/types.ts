import type { RecordModel } from "pocketbase";

import type { UploadProgress } from "../upload/upload-record";
import type { ImageSources } from "./image-sources";

/**
 * A record whose picture an adapter shows: PocketBase's `RecordModel` and the typegen's record
 * types fit. Which of its fields hold the picture (a file field, or ImageKit's file id and path)
 * the adapter was told when it was made.
 */
export interface MediaRecord {
  id: string;
  collectionId?: string;
  collectionName?: string;
}

/** The record's own `width` field (the original's width in pixels), when it has one. */
export function widthOf(record: MediaRecord): number | undefined {
  const width = fieldOf(record, "width");
  return typeof width === "number" && width > 0 ? width : undefined;
}

/** A field of a record, read by the name an adapter was given. */
export function fieldOf(record: MediaRecord, field: string): unknown {
  return (record as unknown as Record<string, unknown>)[field];
}

/**
 * A thumb: the box a picture is made to fit. Width alone or height alone keeps the proportions;
 * both make a box that the picture fills (`cover`, cropped around its centre, its top or its
 * bottom) or fits inside (`contain`, not cropped).
 *
 * @example
 * { width: 400 }                               // PocketBase "400x0", ImageKit "tr=w-400"
 * { width: 100, height: 100 }                  // PocketBase "100x100", ImageKit "tr=w-100,h-100"
 * { width: 100, height: 100, fit: "contain" }  // PocketBase "100x100f", ImageKit "tr=w-100,h-100,c-at_max"
 */
export interface MediaTransform {
  width?: number;
  height?: number;
  /** @default "cover" */
  fit?: "cover" | "cover-top" | "cover-bottom" | "contain";
}

export interface MediaSourcesOptions {
  /** This one thumb only, no `srcSet` (a square tile, say). */
  thumb?: MediaTransform;
  /** The original's width in pixels. @default the record's `width` field, when it has one */
  width?: number;
}

/**
 * URLs of pictures, built without waiting: what they need (a file token for PocketBase's
 * protected files) was fetched by `MediaAdapter.urls()`. Build them again from a new `urls()`
 * when that expires.
 */
export interface MediaUrls {
  /** The picture's URL, as a thumb when `transform` is given; `""` when the record has none. */
  url(record: MediaRecord, transform?: MediaTransform): string;
  /** `src` and `srcSet` for an `<img>`: the widths this adapter can serve, narrowest first. */
  sources(record: MediaRecord, options?: MediaSourcesOptions): ImageSources;
  /** A tiny stand-in to show until the picture has loaded, or `undefined` when there is none. */
  placeholderUrl(record: MediaRecord): string | undefined;
  /** The original, served to be saved (`Content-Disposition: attachment`); `""` when the record has none. */
  downloadUrl(record: MediaRecord): string;
  /**
   * When these URLs stop working (milliseconds since the epoch): a protected file's token runs
   * out. Ask `urls()` again before then. `undefined`: they do not expire.
   */
  readonly expiresAt?: number;
}

export interface MediaUploadOptions {
  /** The picture. A `File`'s name is kept where the storage keeps names. */
  file: Blob;
  /** The record's other fields. */
  data?: Record<string, unknown>;
  /** Replace this record's picture instead of creating a record. */
  recordId?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Where a Pocketkit app's pictures live and how they are shown: PocketBase's own file storage
 * (`createPocketBaseMedia`) or ImageKit (`createImageKitMedia` from `@pocketkit/client/imagekit`).
 * A photo component asks for URLs, uploads and deletes through this and never learns which.
 */
export interface MediaAdapter {
  /** Which storage this is. */
  readonly kind: "pocketbase" | "imagekit";
  /** The collection whose records' pictures this adapter shows, by the name or id it was given. */
  readonly collection: string;
  /**
   * URL builders for the signed-in user, once what they need is there.
   *
   * @throws PocketkitError when a file token is refused or cannot be had.
   */
  urls(options?: { signal?: AbortSignal }): Promise<MediaUrls>;
  /**
   * Stores a picture and creates (or, with `recordId`, updates) its record, with progress and
   * cancel; a failed or cancelled upload leaves no record.
   *
   * @throws PocketkitError — `validation`, `aborted`, `network`, or the kind of the refusal.
   */
  upload(options: MediaUploadOptions): Promise<RecordModel>;
  /**
   * Deletes the record and its picture.
   *
   * @throws PocketkitError — `not_found` when the record is not there (or not the user's).
   */
  delete(record: MediaRecord, options?: { signal?: AbortSignal }): Promise<void>;
}
