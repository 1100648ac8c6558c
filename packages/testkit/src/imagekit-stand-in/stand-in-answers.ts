// How the stand-in answers and checks what it is sent, the way ImageKit's API reference says
// ImageKit does: JSON bodies, errors as `{ message, help }` (some with a `reason`), HTTP Basic
// auth with the private key as the user name for the server API.
import type { Context } from "hono";

/** The `help` every error of ImageKit's carries. */
const HELP = "For support kindly contact us at support@imagekit.io.";

/** Thrown by a check; the app answers with it. */
export class StandInRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export function refusalAnswer(c: Context, refusal: StandInRefusal): Response {
  const body = {
    message: refusal.message,
    help: HELP,
    ...(refusal.reason ? { reason: refusal.reason } : {}),
  };
  return c.json(body, refusal.status);
}

/**
 * The server API's authentication: `Authorization: Basic base64(privateKey + ":" + password)`,
 * the password ignored. Without it, 401; with another key, 403 (the reference's "ImageKit could
 * not authenticate your account with the keys provided").
 */
export function checkPrivateKey(authorization: string | undefined, privateKey: string): void {
  const encoded = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!encoded) throw new StandInRefusal(401, "Your request does not contain private API key.");
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const user = decoded.includes(":") ? decoded.slice(0, decoded.indexOf(":")) : decoded;
  if (user !== privateKey) throw new StandInRefusal(403, "Your account cannot be authenticated.");
}

type FieldKind = "string" | "boolean" | "object" | "array" | "any";

/**
 * A JSON body checked field by field: each required field present and of its kind, each optional
 * one of its kind when present, and no field the endpoint does not take. ImageKit may ignore a
 * field it does not know; the stand-in refuses it, so that a misspelt field fails a test instead
 * of being lost on the real service.
 */
export async function readJsonBody(
  c: Context,
  fields: { required?: Record<string, FieldKind>; optional?: Record<string, FieldKind> },
): Promise<Record<string, unknown>> {
  if (!(c.req.header("content-type") ?? "").includes("application/json")) {
    throw new StandInRefusal(400, "Your request must be JSON-encoded (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new StandInRefusal(400, "Your request contains invalid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new StandInRefusal(400, "Your request body must be a JSON object.");
  }
  const record = body as Record<string, unknown>;
  const known = { ...fields.required, ...fields.optional };
  for (const name of Object.keys(record)) {
    if (!(name in known))
      throw new StandInRefusal(
        400,
        `Your request contains an unknown parameter: ${name}.`,
        "INVALID_PARAMETER",
      );
  }
  for (const [name, kind] of Object.entries(fields.required ?? {})) {
    if (record[name] === undefined || record[name] === null || record[name] === "") {
      throw new StandInRefusal(400, `Your request is missing ${name} parameter.`, "MISSING_PARAMETER");
    }
    checkKind(name, record[name], kind);
  }
  for (const [name, kind] of Object.entries(fields.optional ?? {})) {
    if (record[name] !== undefined) checkKind(name, record[name], kind);
  }
  return record;
}

function checkKind(name: string, value: unknown, kind: FieldKind): void {
  const ok =
    kind === "any" ||
    (kind === "array"
      ? Array.isArray(value)
      : kind === "object"
        ? isPlainObject(value)
        : typeof value === kind);
  if (!ok)
    throw new StandInRefusal(400, `Your request contains invalid ${name} parameter.`, "INVALID_PARAMETER");
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A folder path as ImageKit writes it: `/a/b/`, the root `/`. */
export function folderPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/** An id of ImageKit's shape: 24 hexadecimal characters. */
export function newId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString("hex");
}
