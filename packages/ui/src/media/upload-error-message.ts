import type { PocketkitError } from "@pocketkit/client";

import type { Translate } from "../i18n/messages-context";

// The client words file refusals in English (DESIGN §8), its own and the server's alike:
// "beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF)." and "pano.jpg is 31.2 MB;
// the limit is 20 MB.". Their variable parts are read back here so that the catalogue can say
// them in any language. A file refusal in another shape is said from the catalogue with the
// file's name (the server's own sentence names the file as PocketBase stores it); another
// field's message is shown as given.
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
      // A refusal that names no field (a create rule) says nothing the person could act on.
      if (!fieldError) return t("media.error.unknown", { name });
      const message = fieldError.message;
      if (fieldError.code === "validation_invalid_mime_type") {
        const match = typeTail.exec(message);
        if (match && message.startsWith(`${name} `)) {
          return t(match[1] === "image" ? "media.error.type" : "media.error.typeFile", {
            name,
            types: match[2]!,
          });
        }
        return t("media.error.typeUnknown", { name });
      }
      if (fieldError.code === "validation_file_size_limit") {
        const match = message.startsWith(name) ? sizeTail.exec(message.slice(name.length)) : null;
        if (match) return t("media.error.size", { name, size: match[1]!, limit: match[2]! });
        return t("media.error.tooLarge", { name });
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
