import { isPocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../../i18n/error-message";
import type { CatalogueKey, Translate } from "../../i18n/messages-context";
import type { tableAndFormEn } from "../messages";

type FormKey = CatalogueKey<typeof tableAndFormEn>;

// Every kind has its sentence: a failed save always says that nothing entered is lost.
const saveSentences: ErrorSentences<FormKey> = {
  network: "data.form.error.network",
  server: "data.form.error.server",
  forbidden: "data.form.error.forbidden",
  not_found: "data.form.error.notFound",
  too_large: "data.form.error.tooLarge",
  rate_limited: "data.form.error.rateLimited",
  auth: "data.form.error.auth",
  aborted: "data.form.error.aborted",
  conflict: "data.form.error.conflict",
  validation: "data.form.fieldsNeedAttention",
  not_configured: "data.form.error.unknown",
};

/** The catalogue sentence for a failed save: the error's kind decides it. */
export function saveErrorMessage(error: unknown, t: Translate<FormKey>): string {
  if (!isPocketkitError(error)) return t("data.form.error.unknown");
  return errorMessage(error, { t, sentences: saveSentences });
}
