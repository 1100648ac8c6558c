import type { PocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../i18n/error-message";
import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { mediaUploadErrorEn } from "./messages";

type UploadKey = CatalogueKey<typeof mediaUploadErrorEn>;

// The client's file refusals (DESIGN §8), its own and the server's alike, carry their parts as
// params: `types` and `kind` for a refused type, `size` and `limit` for a refused size. A refusal
// without them (the field's schema was not known) is said with the file's name only; another
// field's message is shown as given. Every sentence names the file as the queue shows it.
const uploadSentences: ErrorSentences<UploadKey> = {
  validation_invalid_mime_type: (_, t, values) =>
    values.types === undefined
      ? t("media.error.typeUnknown", values)
      : t(values.kind === "image" ? "media.error.type" : "media.error.typeFile", values),
  validation_file_size_limit: (_, t, values) =>
    t(values.limit === undefined ? "media.error.tooLarge" : "media.error.size", values),
  // The photo preparer's refusals (createPhotoPreparer), before anything is sent.
  validation_file_empty: "media.error.empty",
  validation_file_unreadable: "media.error.unreadable",
  validation_image_too_many_pixels: "media.error.tooManyPixels",
  fields: (error) => Object.values(error.fieldErrors)[0]!.message,
  // A refusal that names no field (a create rule) says nothing the person could act on.
  validation: "media.error.unknown",
  network: "media.error.network",
  storage_unavailable: "media.error.storageGaveUp",
  too_large: "media.error.tooLarge",
  auth: "media.error.session",
  forbidden: "media.error.forbidden",
  rate_limited: "media.error.rateLimited",
  server: "media.error.server",
  not_found: "media.error.unknown",
  conflict: "media.error.unknown",
  aborted: "media.error.unknown",
  not_configured: "media.error.unknown",
};

// Pure, so that an app without the upload queue drops it.
const resumingSentences: ErrorSentences<UploadKey> = /* @__PURE__ */ Object.assign({}, uploadSentences, {
  network: "media.error.offline",
  storage_unavailable: "media.error.storage",
} as const);

/**
 * What to show for a file the upload queue refused or failed to send, from the catalogue: the
 * error's code decides the sentence, and a field's own message (the server's rule) is shown as
 * the field gave it. `willResume`: the queue sends the file again once the server answers.
 */
export function uploadErrorMessage(
  error: PocketkitError,
  name: string,
  t: Translate<UploadKey>,
  { willResume = false }: { willResume?: boolean } = {},
): string {
  return errorMessage(error, {
    t,
    sentences: willResume ? resumingSentences : uploadSentences,
    values: { name },
  });
}

/**
 * `uploadErrorMessage` in the catalogue of the page's language, for a queue of your own shown
 * with `UploadQueueView` (`UploadQueue` does this for `useUploadQueue`'s queue).
 *
 * @example
 * const message = useUploadErrorMessage();
 * const item = { id, name: file.name, size: file.size, status: "error", error: message(error, file.name) };
 */
export function useUploadErrorMessage(): (
  error: PocketkitError,
  name: string,
  options?: { willResume?: boolean },
) => string {
  const t = useCatalogue(mediaUploadErrorEn);
  return (error, name, options) => uploadErrorMessage(error, name, t, options);
}
