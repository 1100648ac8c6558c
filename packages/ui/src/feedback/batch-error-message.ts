import { formatWait, type PocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../i18n/error-message";
import type { CatalogueKey, Translate } from "../i18n/messages-context";
import type { feedbackEn } from "./messages";

type FeedbackKey = CatalogueKey<typeof feedbackEn>;

// Where the code alone decides the wording, it comes from the catalogue (its English is the
// client's own message); a validation failure names each field's problem as the server gave it,
// and anything the server worded itself keeps the `PocketkitError` message.
const batchSentences: ErrorSentences<FeedbackKey> = {
  fields: (error) =>
    Object.entries(error.fieldErrors)
      .map(([name, fieldError]) => `${name}: ${fieldError.message}`)
      .join(" "),
  auth: "feedback.error.auth",
  forbidden: "feedback.error.forbidden",
  not_found: "feedback.error.notFound",
  conflict: "feedback.error.conflict",
  too_large: "feedback.error.tooLarge",
  rate_limited: (error, t) =>
    error.retryAfter === undefined
      ? t("feedback.error.rateLimited")
      : t("feedback.error.rateLimitedWait", { wait: formatWait(error.retryAfter) }),
  unreachable: "error.unreachable",
  unavailable: "feedback.error.unavailable",
  timed_out: "feedback.error.timedOut",
  aborted: "feedback.error.aborted",
  server: "feedback.error.server",
  unknown: "feedback.error.unknown",
};

/** Why one item of a bulk action failed, in the reader's language. */
function batchErrorMessage(error: PocketkitError, t: Translate<FeedbackKey>): string {
  return errorMessage(error, { t, sentences: batchSentences });
}

export { batchErrorMessage };
