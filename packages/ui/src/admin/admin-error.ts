import type { PocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../i18n/error-message";
import type { CatalogueKey, Translate } from "../i18n/messages-context";
import type { adminEn } from "./messages";

// A refusal without field errors (validation) keeps PocketBase's own account of it (a test email
// that could not be sent, a backup that is busy), which names what went wrong.
const adminSentences: ErrorSentences<CatalogueKey<typeof adminEn>> = {
  auth: "admin.error.auth",
  forbidden: "admin.error.forbidden",
  not_found: "admin.error.notFound",
  network: "error.unreachable",
  rate_limited: "admin.error.rateLimited",
  too_large: "admin.error.tooLarge",
  aborted: "admin.error.aborted",
  fields: "admin.error.fields",
  server: "admin.error.server",
};

/** The sentence an admin screen shows for a failed request, from the catalogue. */
export function adminErrorMessage(error: PocketkitError, t: Translate<CatalogueKey<typeof adminEn>>): string {
  return errorMessage(error, { t, sentences: adminSentences });
}
