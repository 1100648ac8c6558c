import { DEFAULT_FILE_MAX_SIZE, findFileField, formatBytes, mimeTypeName } from "@pocketkit/client";
import { usePocketkit } from "@pocketkit/hooks";

import { useCatalogue } from "../i18n/messages-context";
import { mediaDropzoneEn } from "./messages";

export interface UseUploadDropzonePropsOptions {
  /** The collection the files go into. */
  collection: string;
  /** Its file field. @default the collection's first file field */
  field?: string;
  /** Types a preparer turns into the field's (a photo preparer's HEIC): `prepare.accepts`. */
  accepts?: readonly string[];
}

/**
 * What an uploader's `Dropzone` for a file field offers and says: the picker's `accept` (the
 * field's types and those a preparer converts), the uploader's title, and a hint naming the
 * types with the size limit, "JPEG, PNG, HEIC up to 5 MB". Without a schema, `image/*` and no
 * hint. `ImageUploader` shows its zone with it; so does an app that shows the zone before its
 * queue is loaded.
 *
 * @example
 * <Dropzone {...useUploadDropzoneProps({ collection: "images", accepts: HEIF_TYPES })} onFiles={add} />
 */
export function useUploadDropzoneProps({ collection, field, accepts = [] }: UseUploadDropzonePropsOptions): {
  accept: string;
  title: string;
  hint: string | undefined;
} {
  const t = useCatalogue(mediaDropzoneEn);
  const fileField = findFileField(usePocketkit().collection(collection), field || undefined);
  const fieldTypes = fileField?.mimeTypes ?? [];
  const converted = fieldTypes.length > 0 ? accepts : [];
  const types = [...fieldTypes, ...converted];
  const title = t("media.uploader.title");
  if (types.length === 0) return { accept: "image/*", title, hint: undefined };
  return {
    accept: [...types, ...converted.map(extensionOf)].join(","),
    title,
    hint: t("media.uploader.hint", {
      types: [...new Set(types.map(mimeTypeName))].join(", "),
      size: formatBytes(fileField?.maxSize || DEFAULT_FILE_MAX_SIZE),
    }),
  };
}

// A picker's filter goes by extension on some systems, which know no MIME type for HEIC.
const extensionOf = (type: string) => `.${type.slice(type.indexOf("/") + 1)}`;
