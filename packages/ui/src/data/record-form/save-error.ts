import { isPocketkitError, type PocketkitErrorKind } from "@pocketkit/client";

import type { MessageKey } from "../../i18n/en";

const messageByKind: Partial<Record<PocketkitErrorKind, MessageKey>> = {
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
};

/** The catalogue sentence for a failed save: the error's kind decides it. */
export function saveErrorKey(error: unknown): MessageKey {
  if (!isPocketkitError(error)) return "data.form.error.unknown";
  return messageByKind[error.kind] ?? "data.form.error.unknown";
}
