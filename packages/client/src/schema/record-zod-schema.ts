import * as z from "zod/mini";

import type { FieldError } from "../errors/pocketkit-error";
import type { RecordValidator, ValidateOptions } from "./record-validator";

// Apart from the validator so that only apps that want a zod schema carry zod (RecordForm calls
// `validate` directly; docs/decisions.md).

/**
 * A validator's checks as a zod (mini) schema, for form libraries: each issue's path is the field
 * name, its message PocketBase's message, and `params.code` PocketBase's code.
 *
 * @example
 * const resolver = standardSchemaResolver(recordZodSchema(createRecordValidator(schema.albums)));
 */
export function recordZodSchema(
  validator: RecordValidator,
  options?: ValidateOptions,
): z.ZodMiniType<Record<string, unknown>> {
  return z.record(z.string(), z.unknown()).check((payload) => {
    for (const [name, problem] of Object.entries(validator.validate(payload.value, options))) {
      payload.issues.push({
        code: "custom",
        message: problem.message,
        input: payload.value[name],
        path: [name],
        params: { code: problem.code },
      });
    }
  });
}

/** Field errors from a zod error made by a `recordZodSchema` schema (first problem per field). */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string; params?: Record<string, unknown> }>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    if (!name || errors[name]) continue;
    const code = typeof issue.params?.code === "string" ? issue.params.code : "validation_invalid_value";
    errors[name] = { code, message: issue.message };
  }
  return errors;
}
