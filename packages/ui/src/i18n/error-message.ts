import type { FieldError, PocketkitError, PocketkitErrorCode, PocketkitErrorKind } from "@pocketkit/client";

import type { MessageKey } from "./en";
import type { Translate } from "./messages-context";

/**
 * What a sentence can be chosen by, most particular first: the first field error's code (a
 * PocketBase code such as `validation_file_size_limit`), `fields` (a validation error with field
 * errors), the error's `code`, then its `kind`.
 */
export type ErrorCase = `validation_${string}` | "fields" | PocketkitErrorCode | PocketkitErrorKind;

/** The values a sentence is filled with: the error's params, its first field's, and the caller's. */
export type ErrorValues = Record<string, string | number>;

/**
 * How one case is said: a catalogue key, filled with the error's values (`{name}`, `{limit}`),
 * or a function for a sentence that needs more than a key.
 */
export type ErrorSentence<Keys extends string = MessageKey> =
  Keys | ((error: PocketkitError, t: Translate<Keys>, values: ErrorValues) => string);

/** A family's sentences by case; a case it leaves out shows the error's own (English) message. */
export type ErrorSentences<Keys extends string = MessageKey> = Partial<
  Record<ErrorCase, ErrorSentence<Keys>>
>;

export interface ErrorMessages<Keys extends string = MessageKey> {
  /** The family's catalogue, from `useCatalogue`. */
  t: Translate<Keys>;
  /** What the family says for each case it words itself. */
  sentences: ErrorSentences<Keys>;
  /** Values beyond the error's params, such as the name of the file an upload queue shows. */
  values?: ErrorValues;
}

/**
 * The sentence to show for an error, in the catalogue's words: the most particular case the
 * family's `sentences` name decides it (see `ErrorCase`), filled with the error's `params`. What
 * no case names keeps `error.message`, which is plain English.
 *
 * @example
 * const sentences = { network: "error.unreachable", auth: "admin.error.auth" } as const;
 * errorMessage(error, { t, sentences }); // "Can't reach the server. Check your connection."
 */
export function errorMessage<Keys extends string>(
  error: PocketkitError,
  { t, sentences, values }: ErrorMessages<Keys>,
): string {
  // Field errors decide only a validation error's sentence; another kind's are beside the point.
  const fieldError: FieldError | undefined =
    error.kind === "validation" ? Object.values(error.fieldErrors)[0] : undefined;
  const cases = [fieldError?.code, fieldError && "fields", error.code, error.kind];
  const found = cases.find((name) => name !== undefined && sentences[name as ErrorCase] !== undefined);
  if (found === undefined) return error.message;
  const sentence = sentences[found as ErrorCase]!;
  const filled = { ...error.params, ...fieldError?.params, ...values };
  return typeof sentence === "function" ? sentence(error, t, filled) : t(sentence, filled);
}
