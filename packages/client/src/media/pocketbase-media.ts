import { getTokenPayload, type RecordModel } from "pocketbase";

import type { Pocketkit } from "../create-pocketkit";
import { toPocketkitError } from "../errors/to-pocketkit-error";
import { placeholderDataUrl } from "../files/placeholder";
import type { FileFieldSchema } from "../schema/types";
import { imageSources } from "./image-sources";
import {
  fieldOf,
  widthOf,
  type MediaAdapter,
  type MediaRecord,
  type MediaTransform,
  type MediaUrls,
} from "./types";

export interface PocketBaseMediaOptions {
  /** The collection of the pictures' records, by name or id. */
  collection: string;
  /** The file field that holds the picture. @default "file" */
  field?: string;
  /**
   * A field holding the picture's ThumbHash (as `createPhotoPreparer` stores it), shown until the
   * picture has loaded. @default none: no placeholder
   */
  placeholderField?: string;
  /** The field's thumb sizes, e.g. `["100x100", "400x0"]`. @default the field's, from the schema */
  thumbs?: readonly string[];
  /** The files need a file token. @default the field's `protected`, from the schema */
  protected?: boolean;
}

/**
 * The default media adapter: pictures in a PocketBase file field, thumbs as PocketBase makes
 * them (only the sizes the field declares), a file token for protected files (`pocketkit.fileTokens`,
 * renewed before it expires), uploads through `pocketkit.upload` and placeholders from a
 * ThumbHash on the record.
 *
 * @example
 * const media = createPocketBaseMedia(pocketkit, { collection: "images", placeholderField: "placeholder" });
 * const urls = await media.urls();
 * <img {...urls.sources(image)} style={{ backgroundImage: `url(${urls.placeholderUrl(image)})` }} />
 */
export function createPocketBaseMedia(pocketkit: Pocketkit, options: PocketBaseMediaOptions): MediaAdapter {
  const fieldName = options.field ?? "file";
  const schema = (): FileFieldSchema | undefined => {
    const field = pocketkit.collection(options.collection)?.fields.find((each) => each.name === fieldName);
    return field?.type === "file" ? field : undefined;
  };

  return {
    kind: "pocketbase",
    collection: options.collection,
    async urls({ signal } = {}) {
      const isProtected = options.protected ?? schema()?.protected ?? false;
      const token = isProtected ? await pocketkit.fileTokens.get({ signal }) : "";
      return pocketBaseUrls(pocketkit, {
        fieldName,
        token,
        thumbs: options.thumbs ?? schema()?.thumbs ?? [],
        placeholderField: options.placeholderField,
      });
    },
    upload({ file, data, recordId, onProgress, signal }) {
      return pocketkit.upload({
        collection: options.collection,
        data: { ...data, [fieldName]: file },
        recordId,
        onProgress,
        signal,
      });
    },
    async delete(record, { signal } = {}) {
      try {
        await pocketkit.pb.collection(options.collection).delete(record.id, { signal, requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
  };
}

function pocketBaseUrls(
  pocketkit: Pocketkit,
  settings: { fieldName: string; token: string; thumbs: readonly string[]; placeholderField?: string },
): MediaUrls {
  const fileOf = (record: MediaRecord): string => {
    const value = fieldOf(record, settings.fieldName);
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === "string" ? first : "";
  };
  const url = (record: MediaRecord, thumb?: string, download?: boolean) =>
    pocketkit.fileUrl(record as RecordModel, fileOf(record), {
      thumb,
      download,
      token: settings.token || undefined,
    });
  return {
    url: (record, transform) => url(record, transform && pocketBaseThumb(transform)),
    sources: (record, { thumb, width } = {}) =>
      imageSources((size) => url(record, size), {
        thumbs: settings.thumbs,
        thumb: thumb && pocketBaseThumb(thumb),
        width: width ?? widthOf(record),
      }),
    downloadUrl: (record) => url(record, undefined, true),
    placeholderUrl: (record) =>
      settings.placeholderField
        ? placeholderDataUrl(fieldOf(record, settings.placeholderField) as string)
        : undefined,
    expiresAt: settings.token
      ? Number(getTokenPayload(settings.token).exp ?? 0) * 1000 || undefined
      : undefined,
  };
}

/**
 * A transform in PocketBase's thumb words: `400x0`, `0x300`, `100x100` (cropped around the
 * centre), `100x100t` / `100x100b` (around the top / bottom), `100x100f` (fitted, not cropped).
 * PocketBase serves only the sizes the field declares and the original for any other.
 */
export function pocketBaseThumb(transform: MediaTransform): string | undefined {
  const width = Math.max(0, Math.round(transform.width ?? 0));
  const height = Math.max(0, Math.round(transform.height ?? 0));
  if (width === 0 && height === 0) return undefined;
  if (width === 0 || height === 0) return `${width}x${height}`;
  const suffix = { cover: "", "cover-top": "t", "cover-bottom": "b", contain: "f" }[transform.fit ?? "cover"];
  return `${width}x${height}${suffix}`;
}

/**
 * A thumb in PocketBase's words (`"400x0"`, `"100x100t"`) as a `MediaTransform`, for an adapter
 * that makes its own thumbs; `undefined` for anything else.
 *
 * @example
 * mediaTransformOf("100x100f") // { width: 100, height: 100, fit: "contain" }
 */
export function mediaTransformOf(thumb: string): MediaTransform | undefined {
  const match = /^(\d+)x(\d+)([tbf]?)$/.exec(thumb);
  if (!match) return undefined;
  const [width, height] = [Number(match[1]), Number(match[2])];
  if (width === 0 && height === 0) return undefined;
  const fit = ({ "": "cover", t: "cover-top", b: "cover-bottom", f: "contain" } as const)[
    match[3] as "" | "t" | "b" | "f"
  ];
  return {
    ...(width > 0 && { width }),
    ...(height > 0 && { height }),
    ...(width > 0 && height > 0 && { fit }),
  };
}
