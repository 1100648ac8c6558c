import type { Refusal } from "./completion-protocol";

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `maxBytes` (a body
 * without Content-Length could otherwise be read whole before being refused); `undefined` then.
 */
export async function readBody(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

type FieldErrors = Record<string, { code: string; message: string }>;

export function parseBody(
  raw: string,
  limits: { maxPrompt: number; maxInstructions: number },
  kinds: readonly string[],
):
  | { refusal: Refusal }
  | { body: Record<string, unknown>; prompt: string; instructions: string; kind: string } {
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
