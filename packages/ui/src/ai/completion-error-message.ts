import type { PocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../i18n/error-message";
import type { CatalogueKey, Translate } from "../i18n/messages-context";
import type { aiEn } from "./messages";

type AiKey = CatalogueKey<typeof aiEn>;

// The kinds the route words for people (limit, provider down, not configured, signed out, email
// not verified: the route's only 403) come from the catalogue; any other failure keeps its
// `PocketkitError` message, which is already plain English.
const completionSentences: ErrorSentences<AiKey> = {
  rate_limited: (error, t) => rateLimitMessage(error.retryAfter, t),
  not_configured: "ai.error.notConfigured",
  auth: "ai.error.signIn",
  forbidden: "ai.error.verifyEmail",
  // 502–504: the route could not get an answer from the provider (it logs why).
  unavailable: "ai.error.unavailable",
  timed_out: (error, t) => (error.status === 504 ? t("ai.error.unavailable") : error.message),
  // A gateway status on an error of another kind (made by an app, or by an older client) too.
  server: (error, t) =>
    error.status >= 502 && error.status <= 504 ? t("ai.error.unavailable") : error.message,
};

/** The sentence a completion failure gets. */
export function completionErrorMessage(error: PocketkitError, t: Translate<AiKey>): string {
  return errorMessage(error, { t, sentences: completionSentences });
}

// Rounded as the route's own message rounds it (formatWait): seconds under a minute, else minutes.
function rateLimitMessage(retryAfter: number | undefined, t: Translate<AiKey>): string {
  if (retryAfter === undefined) return t("ai.error.rateLimited");
  if (retryAfter < 60)
    return t("ai.error.rateLimitedSeconds", { seconds: Math.max(1, Math.ceil(retryAfter)) });
  return t("ai.error.rateLimitedMinutes", { minutes: Math.ceil(retryAfter / 60) });
}
