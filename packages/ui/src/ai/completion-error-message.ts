import type { PocketkitError } from "@pocketkit/client";

import type { Translate } from "../i18n/messages-context";

/**
 * The sentence a completion failure gets. The kinds the route words for people (limit, provider
 * down, not configured, signed out, email not verified: the route's only 403) come from the
 * catalogue so that they are translated; any other failure keeps its `PocketkitError` message,
 * which is already plain English.
 */
export function completionErrorMessage(error: PocketkitError, t: Translate): string {
  switch (error.kind) {
    case "rate_limited":
      return rateLimitMessage(error.retryAfter, t);
    case "not_configured":
      return t("ai.error.notConfigured");
    case "auth":
      return t("ai.error.signIn");
    case "forbidden":
      return t("ai.error.verifyEmail");
    default:
      // 502–504: the route could not get an answer from the provider (it logs why).
      if (error.status >= 502 && error.status <= 504) return t("ai.error.unavailable");
      return error.message;
  }
}

// Rounded as the route's own message rounds it (formatWait): seconds under a minute, else minutes.
function rateLimitMessage(retryAfter: number | undefined, t: Translate): string {
  if (retryAfter === undefined) return t("ai.error.rateLimited");
  if (retryAfter < 60)
    return t("ai.error.rateLimitedSeconds", { seconds: Math.max(1, Math.ceil(retryAfter)) });
  return t("ai.error.rateLimitedMinutes", { minutes: Math.ceil(retryAfter / 60) });
}
