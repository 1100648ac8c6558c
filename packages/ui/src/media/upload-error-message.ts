import type { PocketkitError } from "@pocketkit/client";

import type { Translate } from "../i18n/messages-context";

// The client's file check words its refusals in English (DESIGN §8): "beach.heic is not a
// supported image (JPEG, PNG, WebP, GIF, AVIF)." and "pano.jpg is 31.2 MB; the limit is 20 MB.".
// Their variable parts are read back here so that the catalogue can say them in any language; a
// message in another shape (the server's own) is shown as given.
const typeTail = /is not a supported (image|file type) \(([^()]*)\)\.$/;
const sizeTail = /^ is (.+); the limit is (.+)\.$/;

/**
 * What to show for a file the upload queue refused or failed to send, from the catalogue: the
 * error's kind decides the sentence, and a field's own message (a refused type or size, or the
 * server's rule) is shown as the field gave it.
 */
export function uploadErrorMessage(
  error: PocketkitError,
  name: string,
  t: Translate,
  { willResume = false }: { willResume?: boolean } = {},
): string {
  switch (error.kind) {
    case "validation": {
      const fieldError = Object.values(error.fieldErrors)[0];
      const message = fieldError?.message ?? error.message;
      if (fieldError?.code === "validation_invalid_mime_type") {
        const match = typeTail.exec(message);
        if (match && message.startsWith(`${name} `)) {
          return t(match[1] === "image" ? "media.error.type" : "media.error.typeFile", {
            name,
            types: match[2]!,
          });
        }
      }
      if (fieldError?.code === "validation_file_size_limit" && message.startsWith(name)) {
        const match = sizeTail.exec(message.slice(name.length));
        if (match) return t("media.error.size", { name, size: match[1]!, limit: match[2]! });
      }
      return message;
    }
    case "network":
      return t(willResume ? "media.error.offline" : "media.error.network", { name });
    case "too_large":
      return t("media.error.tooLarge", { name });
    case "auth":
      return t("media.error.session");
    case "forbidden":
      return t("media.error.forbidden");
    case "rate_limited":
      return t("media.error.rateLimited");
    case "server":
      return t("media.error.server", { name });
    default:
      return t("media.error.unknown", { name });
  }
}
