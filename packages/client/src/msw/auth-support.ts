import { HttpResponse } from "msw/http";
import type { RecordModel } from "pocketbase";

// What the mock's auth handlers share: PocketBase's wording of field problems, and tokens shaped
// like its JWTs (the same claims), signed by nobody, which the mock reads back.

/** A mail the mock "sent": what a person would find in their inbox, ready to use in a story. */
export interface MockMail {
  to: string;
  kind: "otp" | "password-reset" | "verification" | "email-change";
  /** The token of the mail's link (password reset, verification, email change). */
  token?: string;
  /** The one-time password (OTP mails). */
  code?: string;
}

/** What the records side of the mock shares with the auth flows. */
export interface MockAuthContext {
  api(path: string): string;
  users(): RecordModel[];
  /** Passwords by email. */
  passwords: Map<string, string>;
  error(status: number, message: string, data?: Record<string, unknown>): Response;
  withoutSecrets(record: RecordModel): RecordModel;
  readFields(request: Request): Promise<Record<string, unknown>>;
}

export type Problems = Record<string, { code: string; message: string; params?: Record<string, unknown> }>;

export const INVALID_DATA = "An error occurred while validating the submitted data.";
export const required = { code: "validation_required", message: "Cannot be blank." };
export const invalidToken = { code: "validation_invalid_token", message: "Invalid or expired token." };
export const wrongPassword = {
  code: "validation_invalid_password",
  message: "Missing or invalid auth record password.",
};
export const valuesMismatch = { code: "validation_values_mismatch", message: "Values don't match." };

export const noContent = (): HttpResponse<null> => new HttpResponse(null, { status: 204 });

export function emailProblem(email: unknown, field = "email"): Problems | undefined {
  if (typeof email !== "string" || email === "") return { [field]: required };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { [field]: { code: "validation_is_email", message: "Must be a valid email address." } };
  return undefined;
}

export function signToken(record: RecordModel, claims: Record<string, unknown>): string {
  const payload = {
    collectionId: record.collectionId,
    exp: Math.floor(Date.now() / 1000) + 3600,
    id: record.id,
    ...claims,
  };
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.mock-signature`;
}

export function readToken(token: string): Record<string, unknown> | undefined {
  try {
    const binary = atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// base64url of UTF-8, as in a JWT: an email may hold more than ASCII.
function encode(object: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(object));
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

export function timestamp(): string {
  return new Date().toISOString().replace("T", " ");
}
