import type { PocketkitError } from "@pocketkit/client";

import type { MessageKey } from "../i18n/en";
import type { Translate } from "../i18n/messages-context";

/** Where an error happened, which decides what an `auth` error means. */
export type AuthErrorContext = "signIn" | "code" | "oauth" | "form";

/**
 * The sentence above a form for an error, from the catalogue; the error's kind decides it.
 * `undefined` when there is nothing to say: a cancelled request, or field problems that the
 * fields show themselves (then the sentence points at them).
 */
export function authErrorMessage(
  error: PocketkitError | null | undefined,
  t: Translate,
  context: AuthErrorContext = "form",
): string | undefined {
  if (!error) return undefined;
  switch (error.kind) {
    case "aborted":
      return undefined;
    case "auth":
      if (context === "signIn") return t("auth.error.invalidCredentials");
      if (context === "code") return t("auth.error.invalidCode");
      if (context === "oauth") return t("auth.oauth.refused");
      // Anywhere else a 401 means the session behind the request has ended.
      return t("auth.error.sessionExpired");
    case "validation":
      return Object.keys(error.fieldErrors).length > 0
        ? t("auth.error.checkFields")
        : t("auth.error.generic");
    case "network":
      return t("auth.error.network");
    case "rate_limited":
      return t("auth.error.rateLimited");
    case "not_configured":
      return t("auth.error.notConfigured");
    case "forbidden":
      return t(context === "oauth" ? "auth.oauth.popupBlocked" : "auth.error.forbidden");
    default:
      return t("auth.error.generic");
  }
}

// PocketBase's codes for the problems an auth form meets, worded for people and translated; any
// other problem is shown as the server gave it.
const fieldCodes: Record<string, MessageKey> = {
  validation_required: "auth.error.required",
  validation_is_email: "auth.error.invalidEmail",
  validation_values_mismatch: "auth.error.passwordsDiffer",
  validation_not_unique: "auth.error.emailTaken",
  validation_invalid_new_email: "auth.error.emailUnavailable",
  validation_invalid_password: "auth.error.wrongPassword",
};

/** The server's problem with one field (named as the server names it), for under that field. */
export function fieldErrorMessage(
  error: PocketkitError | null | undefined,
  field: string,
  t: Translate,
): string | undefined {
  const problem = error?.fieldErrors[field];
  if (!problem) return undefined;
  const key = fieldCodes[problem.code];
  return key ? t(key) : problem.message;
}

/** Whether a mailed link's token was refused (expired, used, or not one at all). */
export function isLinkError(error: PocketkitError | null | undefined): boolean {
  return Boolean(error?.fieldErrors.token);
}

/** The client's own check of an email field, before anything is sent. */
export function checkEmail(value: string, t: Translate): string | undefined {
  if (value.trim() === "") return t("auth.error.required");
  if (!/^[^\s@]+@[^\s@]+$/.test(value.trim())) return t("auth.error.invalidEmail");
  return undefined;
}
