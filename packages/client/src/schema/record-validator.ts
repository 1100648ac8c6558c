import type { FieldError } from "../errors/pocketkit-error";
import { checkFieldValue } from "./field-rules";
import type { CollectionSchema, FieldSchema } from "./types";

export interface ValidateOptions {
  /** Creating (every field is checked) or updating (only the fields given are). @default true */
  isNew?: boolean;
}

export interface RecordValidator {
  readonly collection: CollectionSchema;
  /**
   * Checks a record's values as PocketBase will, and returns the problems by field name (empty
   * when the server would take them, API rules and uniqueness aside).
   */
  validate(data: Record<string, unknown>, options?: ValidateOptions): Record<string, FieldError>;
}

/**
 * The client-side half of a collection's rules: what it refuses, PocketBase refuses, with the
 * same field name, code and message; what it accepts, PocketBase accepts.
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
  const checked = collection.fields.filter(isCheckedOnClient);

  function validate(
    data: Record<string, unknown>,
    options: ValidateOptions = {},
  ): Record<string, FieldError> {
    const isNew = options.isNew ?? defaults.isNew ?? true;
    if (collection.type === "auth") {
      const formErrors = authFormErrors(data, isNew);
      // PocketBase checks these first and, when one fails, reports them alone.
      if (Object.keys(formErrors).length > 0) return formErrors;
    }
    const errors: Record<string, FieldError> = {};
    for (const field of checked) {
      if (!isNew && !(field.name in data)) continue;
      const problem = checkFieldValue(field, data[field.name], { isNew });
      if (problem) errors[field.name] = problem;
    }
    return errors;
  }

  return { collection, validate };
}

// What the server sets or guards itself: generated ids, autodates, the token key, and (for a
// user) the `verified` flag and hidden fields it drops from the input.
function isCheckedOnClient(field: FieldSchema): boolean {
  if (field.type === "autodate") return false;
  if (field.name === "id" || field.name === "tokenKey") return false;
  if (field.hidden && field.type !== "password") return false;
  return true;
}

function authFormErrors(data: Record<string, unknown>, isNew: boolean): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const text = (name: string) =>
    typeof data[name] === "string" ? (data[name] as string) : data[name] == null ? "" : String(data[name]);
  const password = text("password");
  const confirm = text("passwordConfirm");
  const old = text("oldPassword");
  const blank = { code: "validation_required", message: "Cannot be blank." };
  if ((isNew || confirm !== "" || old !== "") && password === "") errors.password = blank;
  if ((isNew || password !== "" || old !== "") && confirm === "") errors.passwordConfirm = blank;
  else if (confirm !== password)
    errors.passwordConfirm = { code: "validation_values_mismatch", message: "Values don't match." };
  if (data.verified === true && isNew)
    errors.verified = { code: "validation_values_mismatch", message: "Values don't match." };
  return errors;
}
