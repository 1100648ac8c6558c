import type { Refusal } from "./completion-protocol";

type FieldErrors = Record<string, { code: string; message: string }>;

/** A body that passed: its fields, and the whole object for the app's own fields. */
export interface CompletionBody {
  body: Record<string, unknown>;
  prompt: string;
  instructions: string;
  kind: string;
}

/**
 * Checks the request body (`{ prompt, instructions?, kind?, …the app's fields }`) against the
 * limits and the handler's kinds. Every field's problem is reported at once, in PocketBase's
 * shape and codes, so that a form shows them as it shows PocketBase's own.
 *
 * @example
 * const parsed = parseCompletionBody(raw, { maxPrompt: 8000, maxInstructions: 2000 }, ["alt"]);
 * if ("refusal" in parsed) return refusalResponse(format, parsed.refusal);
 */
export function parseCompletionBody(
  raw: string,
  limits: { maxPrompt: number; maxInstructions: number },
  kinds: readonly string[],
): { refusal: Refusal } | CompletionBody {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    return { refusal: { status: 400, message: "The request body must be a JSON object." } };
  }
  const fieldErrors: FieldErrors = {};
  const { prompt, instructions = "", kind = kinds[0] } = body;
  if (typeof prompt !== "string" || prompt.trim() === "") {
    fieldErrors.prompt = { code: "validation_required", message: "Cannot be blank." };
  } else if (prompt.length > limits.maxPrompt) {
    fieldErrors.prompt = tooLong(limits.maxPrompt);
  }
  if (typeof instructions !== "string") {
    fieldErrors.instructions = { code: "validation_invalid_value", message: "Must be text." };
  } else if (instructions.length > limits.maxInstructions) {
    fieldErrors.instructions = tooLong(limits.maxInstructions);
  }
  if (typeof kind !== "string" || !kinds.includes(kind)) {
    fieldErrors.kind = { code: "validation_invalid_value", message: `Must be one of: ${kinds.join(", ")}.` };
  }
  if (Object.keys(fieldErrors).length > 0)
    return { refusal: { status: 400, message: "Some fields need attention.", data: fieldErrors } };
  return { body, prompt: prompt as string, instructions: instructions as string, kind: kind as string };
}

function tooLong(max: number) {
  return { code: "validation_max_text_constraint", message: `Must be no more than ${max} character(s).` };
}
