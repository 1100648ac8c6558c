import type { FieldError } from "../errors/pocketkit-error";
import { checkFieldValue } from "./field-rules";
import { readFileType, type FileTypeEvidence } from "./file-checks";
import { asSent, toGoBool, toGoString } from "./go-casts";
import { loadRe2, needsRe2 } from "./go-regexp";
import { loadGoParsers } from "./lazy-parsers";
import type { CollectionSchema } from "./types";

export interface ValidateOptions {
  /** Creating (every field is checked) or updating (only the fields given are). @default true */
  isNew?: boolean;
  /**
   * Checking for a superuser: hidden fields are taken from the input (PocketBase ignores them in
   * anybody else's) and `verified` may be set. @default false
   */
  asSuperuser?: boolean;
}

export interface RecordValidator {
  readonly collection: CollectionSchema;
  /**
   * Resolves when every check of `validate` can run: Go's date and URL parsers and the RE2
   * engine are loaded only for collections whose fields need them, from the moment the
   * validator is made. Before, `validate` leaves those checks out.
   *
   * @example
   * const validator = createRecordValidator(schema.events);
   * await validator.ready; // before validate() or recordZodSchema(validator) outside a form
   */
  readonly ready: Promise<void>;
  /**
   * Checks a record's values as PocketBase will, at once, and returns the problems by field name
   * (empty when the server would take them, API rules and uniqueness aside). Two checks need
   * more than the values and are left to `validateAsync`: a file's type, which PocketBase reads
   * from its bytes; and, until `ready` resolves, dates, URLs and patterns beyond the plain core
   * of Go's syntax.
   */
  validate(data: Record<string, unknown>, options?: ValidateOptions): Record<string, FieldError>;
  /**
   * Everything `validate` checks, and the types of new files read from their bytes, with every
   * pattern checked (the RE2 engine loaded if a pattern needs it). What it refuses, PocketBase
   * refuses, with the same field, code and message (files: the same code, worded for people).
   *
   * @example
   * const problems = await validator.validateAsync({ title, file });
   * if (Object.keys(problems).length === 0) await pb.collection("images").create({ title, file });
   */
  validateAsync(
    data: Record<string, unknown>,
    options?: ValidateOptions,
  ): Promise<Record<string, FieldError>>;
}

/**
 * The client-side half of a collection's rules: what it refuses, PocketBase refuses, with the
 * same field name, code and message; what it accepts, PocketBase accepts, except what only the
 * database knows: whether related records exist, unique indexes, API rules, server hooks (their
 * refusals come back from the server in `PocketkitError.fieldErrors`, under the same names).
 *
 * @example
 * const images = createRecordValidator(schema.images);
 * const fieldErrors = images.validate({ title: "x".repeat(200) });
 * // { title: { code: "validation_max_text_constraint", message: "Must be no more than 120 character(s)." } }
 *
 * For a form library that takes a zod schema, `recordZodSchema(images)` runs the same checks.
 */
export function createRecordValidator(
  collection: CollectionSchema,
  defaults: ValidateOptions = {},
): RecordValidator {
  const checked = collection.fields.filter((field) => field.type !== "autodate");
  const patterns = checked.flatMap((field) =>
    (field.type === "text" || field.type === "password") && field.pattern ? [field.pattern] : [],
  );
  // Loaded now, only what this collection needs, so that the checks as people type have it by
  // the time they leave a field.
  const loads: Promise<unknown>[] = [];
  if (patterns.some(needsRe2)) loads.push(loadRe2());
  if (checked.some((field) => field.type === "date" || field.type === "url")) loads.push(loadGoParsers());
  const ready = Promise.all(loads).then(() => undefined);
  // A failed load is reported by validateAsync and `ready` themselves, not as an unhandled rejection.
  ready.catch(() => undefined);

  function validate(
    data: Record<string, unknown>,
    options: ValidateOptions = {},
    fileTypes?: ReadonlyMap<Blob, FileTypeEvidence>,
  ): Record<string, FieldError> {
    const isNew = options.isNew ?? defaults.isNew ?? true;
    const asSuperuser = options.asSuperuser ?? defaults.asSuperuser ?? false;
    if (collection.type === "auth") {
      const formErrors = authFormErrors(data, isNew, asSuperuser);
      // PocketBase checks these first and, when one fails, reports them alone.
      if (Object.keys(formErrors).length > 0) return formErrors;
    }
    const errors: Record<string, FieldError> = {};
    for (const field of checked) {
      // Anybody but a superuser: hidden fields (the password aside) keep their stored value,
      // whatever was sent; a new record's is empty. An update's stored value is the server's.
      const ignored =
        field.hidden && !asSuperuser && !(collection.type === "auth" && field.name === "password");
      if (!isNew && (ignored || !(field.name in data))) continue;
      // An id cannot change; whether it did only the server knows.
      if (!isNew && field.type === "text" && field.primaryKey) continue;
      const problem = checkFieldValue(field, ignored ? undefined : data[field.name], { isNew, fileTypes });
      if (problem) errors[field.name] = problem;
    }
    return errors;
  }

  async function validateAsync(
    data: Record<string, unknown>,
    options: ValidateOptions = {},
  ): Promise<Record<string, FieldError>> {
    await ready;
    const fileTypes = new Map<Blob, FileTypeEvidence>();
    for (const field of checked) {
      if (field.type !== "file" || (field.mimeTypes ?? []).length === 0) continue;
      const value = data[field.name];
      for (const item of Array.isArray(value) ? value : [value])
        if (typeof Blob !== "undefined" && item instanceof Blob)
          fileTypes.set(item, await readFileType(item));
    }
    return validate(data, options, fileTypes);
  }

  return { collection, ready, validate: (data, options) => validate(data, options), validateAsync };
}

function authFormErrors(
  data: Record<string, unknown>,
  isNew: boolean,
  asSuperuser: boolean,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const text = (name: string) => toGoString(asSent(data[name]));
  const password = text("password");
  const confirm = text("passwordConfirm");
  const old = text("oldPassword");
  const blank = { code: "validation_required", message: "Cannot be blank." };
  if ((isNew || confirm !== "" || old !== "") && password === "") errors.password = blank;
  if ((isNew || password !== "" || old !== "") && confirm === "") errors.passwordConfirm = blank;
  else if (confirm !== password)
    errors.passwordConfirm = { code: "validation_values_mismatch", message: "Values don't match." };
  // Only a superuser (or a manager, by the collection's manageRule, which the client cannot
  // judge) may set `verified`; for anybody else it must stay as stored (false when new).
  if (!asSuperuser && isNew && toGoBool(asSent(data.verified)))
    errors.verified = { code: "validation_values_mismatch", message: "Values don't match." };
  return errors;
}
