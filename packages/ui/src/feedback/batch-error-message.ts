import { formatWait, type PocketkitError } from "@pocketkit/client";

import type { Translate } from "../i18n/messages-context";

/**
 * Why one item of a bulk action failed, in the reader's language. Where the kind alone decides
 * the wording, it comes from the catalogue (its English is the client's own message); a
 * validation failure names each field's problem as the server gave it, and anything the server
 * worded itself keeps the `PocketkitError` message.
 */
function batchErrorMessage(error: PocketkitError, t: Translate): string {
  switch (error.kind) {
    case "validation": {
      const fields = Object.entries(error.fieldErrors);
      if (fields.length === 0) return error.message;
      return fields.map(([name, fieldError]) => `${name}: ${fieldError.message}`).join(" ");
    }
    case "auth":
      return t("feedback.error.auth");
    case "forbidden":
      return t("feedback.error.forbidden");
    case "not_found":
      return t("feedback.error.notFound");
    case "conflict":
      return t("feedback.error.conflict");
    case "too_large":
      return t("feedback.error.tooLarge");
    case "rate_limited":
      return error.retryAfter === undefined
        ? t("feedback.error.rateLimited")
        : t("feedback.error.rateLimitedWait", { wait: formatWait(error.retryAfter) });
    case "network":
      // No answer at all (status 0) is a dropped connection; 502 and 503 are a gateway that
      // cannot reach the server; 408 and 504 are a slow server.
      if (error.status === 0) return t("feedback.error.unreachable");
      if (error.status === 502 || error.status === 503) return t("feedback.error.unavailable");
      return t("feedback.error.timedOut");
    case "aborted":
      return t("feedback.error.aborted");
    case "server":
      return error.status === 0 ? t("feedback.error.unknown") : t("feedback.error.server");
    default:
      return error.message;
  }
}

export { batchErrorMessage };
