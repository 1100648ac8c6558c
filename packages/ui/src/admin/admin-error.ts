import type { PocketkitError } from "@pocketkit/client";

import type { Translate } from "../i18n/messages-context";

/**
 * The sentence an admin screen shows for a failed request. The kind decides, from the
 * catalogue; a refusal without field errors keeps PocketBase's own account of it (a test email
 * that could not be sent, a backup that is busy), which names what went wrong.
 */
export function adminErrorMessage(error: PocketkitError, t: Translate): string {
  switch (error.kind) {
    case "auth":
      return t("admin.error.auth");
    case "forbidden":
      return t("admin.error.forbidden");
    case "not_found":
      return t("admin.error.notFound");
    case "network":
      return t("admin.error.network");
    case "rate_limited":
      return t("admin.error.rateLimited");
    case "too_large":
      return t("admin.error.tooLarge");
    case "aborted":
      return t("admin.error.aborted");
    case "validation":
      return Object.keys(error.fieldErrors).length > 0 ? t("admin.error.fields") : error.message;
    case "server":
      return t("admin.error.server");
    default:
      return error.message;
  }
}
