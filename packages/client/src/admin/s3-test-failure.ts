import type { PocketkitError } from "../errors/pocketkit-error";

/** Why PocketBase's S3 test failed, as far as the S3 server's answer says. */
export type S3TestFailureReason =
  /** The secret does not match the access key (`SignatureDoesNotMatch`). */
  | "secret"
  /** The S3 server knows no such access key (`InvalidAccessKeyId`). */
  | "access_key"
  /** There is no bucket of that name (`NoSuchBucket`). */
  | "bucket"
  /** The key may not write to the bucket (`AccessDenied`). */
  | "denied"
  /** Nothing answered at the endpoint (refused, unknown host, timeout). */
  | "unreachable"
  | "other";

export interface S3TestFailure {
  reason: S3TestFailureReason;
  /** PocketBase's account without the S3 server's raw XML, which it appends (`(RAW: <?xml …)`). */
  detail: string;
}

// The S3 error codes of the API reference (and what Go's net package says when nothing answers),
// as PocketBase passes them on inside its message.
const REASONS: [RegExp, S3TestFailureReason][] = [
  [/\bSignatureDoesNotMatch\b/, "secret"],
  [/\bInvalidAccessKeyId\b/, "access_key"],
  [/\bNoSuchBucket\b/, "bucket"],
  [/\bAccessDenied\b/, "denied"],
  [/connection refused|no such host|i\/o timeout|dial tcp|context deadline exceeded/i, "unreachable"],
];

/**
 * Reads the failure of PocketBase's S3 test (`pb.settings.testS3`, `useTestS3`): PocketBase
 * answers 400 with one long English message that wraps the S3 server's own answer, error code
 * and raw XML included. The code says what a person can do about it; the rest is kept, without
 * the XML, for whoever needs the details.
 *
 * @example
 * s3TestFailure(error) // { reason: "secret", detail: "Failed to test the S3 filesystem. Raw error: … 403 SignatureDoesNotMatch: …" }
 */
export function s3TestFailure(error: PocketkitError): S3TestFailure {
  const detail = error.message.replace(/\s*\(RAW:[\s\S]*$/, "").trim();
  const reason = REASONS.find(([pattern]) => pattern.test(detail))?.[1] ?? "other";
  return { reason, detail };
}
