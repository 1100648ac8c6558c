import type { PocketkitError } from "@pocketkit/client";

import { errorMessage, type ErrorSentences } from "../i18n/error-message";
import type { CatalogueKey, Translate } from "../i18n/messages-context";
import type { authSignInEn } from "./messages";

// The sign-in form's slice is all this file may use: the form carries no other strings.
type AuthKey = CatalogueKey<typeof authSignInEn>;

/** Where an error happened, which decides what an `auth` error means. */
export type AuthErrorContext = "signIn" | "code" | "oauth" | "form";

// Anywhere but a sign-in step a 401 means the session behind the request has ended.
const authKeys: Record<AuthErrorContext, AuthKey> = {
  signIn: "auth.error.invalidCredentials",
  code: "auth.error.invalidCode",
  oauth: "auth.oauth.refused",
  form: "auth.error.sessionExpired",
};

const authSentences: ErrorSentences<AuthKey> = {
  fields: "auth.error.checkFields",
  validation: "auth.error.generic",
  network: "error.unreachable",
  rate_limited: "auth.error.rateLimited",
  not_configured: "auth.error.notConfigured",
  forbidden: "auth.error.forbidden",
  not_found: "auth.error.generic",
  conflict: "auth.error.generic",
  too_large: "auth.error.generic",
  server: "auth.error.generic",
};

/**
 * The sentence above a form for an error, from the catalogue; the error's kind decides it.
 * `undefined` when there is nothing to say: a cancelled request, or field problems that the
 * fields show themselves (then the sentence points at them).
 */
export function authErrorMessage(
  error: PocketkitError | null | undefined,
  t: Translate<AuthKey>,
  context: AuthErrorContext = "form",
): string | undefined {
  if (!error || error.kind === "aborted") return undefined;
  if (error.kind === "auth") return t(authKeys[context]);
  if (error.kind === "forbidden" && context === "oauth") return t("auth.oauth.popupBlocked");
  return errorMessage(error, { t, sentences: authSentences });
}

// PocketBase's codes for the problems an auth form meets, worded for people and translated; any
// other problem is shown as the server gave it.
const fieldCodes: Record<string, AuthKey> = {
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
  t: Translate<AuthKey>,
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
export function checkEmail(value: string, t: Translate<AuthKey>): string | undefined {
  if (value.trim() === "") return t("auth.error.required");
  if (!/^[^\s@]+@[^\s@]+$/.test(value.trim())) return t("auth.error.invalidEmail");
  return undefined;
}
