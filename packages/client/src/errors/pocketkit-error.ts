/** What went wrong, in the terms a screen needs to decide what to show. */
export type PocketkitErrorKind =
  | "validation"
  | "auth"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "rate_limited"
  | "network"
  | "aborted"
  | "server"
  | "not_configured";

/**
 * What went wrong, a step finer than the kind, for choosing the words: the kind itself, except
 * that a network failure says whether no answer came (`unreachable`), a gateway could not reach
 * the server (`unavailable`, 502/503), an upload found the server's file storage away
 * (`storage_unavailable`: a 503 whose body says `code: "storage_unavailable"`, as a PocketBase
 * hook answers while S3 is away; the upload waits and resumes as for any network failure) or the
 * answer took too long (`timed_out`, 408/504, a timeout, a stalled upload), and a failure with
 * no response at all that is not the network's is `unknown`.
 */
export type PocketkitErrorCode =
  | Exclude<PocketkitErrorKind, "network">
  | "unreachable"
  | "unavailable"
  | "storage_unavailable"
  | "timed_out"
  | "unknown";

/** The values a sentence about an error is made of: a file's name, a size, a limit. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * One field's problem, as PocketBase reports it: a stable code and a sentence for people. The
 * client's own file checks use PocketBase's codes and add the sentence's parts as `params`:
 * `validation_file_size_limit` with `{ name, size, limit }` ("pano.jpg", "31.2 MB", "20 MB"),
 * `validation_invalid_mime_type` with `{ name, types, kind }` ("notes.pdf", "JPEG, PNG",
 * `"image"` or `"file"`); `size`, `limit` and `types` are missing when the field's schema was
 * not known.
 */
export interface FieldError {
  code: string;
  message: string;
  /** The parts of `message`, for saying it in another language. Only on the client's own checks. */
  params?: ErrorParams;
}

export interface PocketkitErrorOptions {
  kind: PocketkitErrorKind;
  message: string;
  /** @default the kind, or for `network` one of its codes as `status` tells (0: `unreachable`) */
  code?: PocketkitErrorCode;
  /** The parts of `message` (`{ retryAfter: 240 }`). @default {} */
  params?: ErrorParams;
  /** HTTP status, or 0 when no response arrived. @default 0 */
  status?: number;
  /** Problems by field name, as the server names the fields. @default {} */
  fieldErrors?: Record<string, FieldError>;
  /** Seconds to wait before trying again, when the server said (429, 503). */
  retryAfter?: number;
  cause?: unknown;
}

/**
 * The one error type Pocketkit throws, from the SDK, from uploads, from streams and from the
 * completion route alike. `message` is plain English for the person using the app;
 * `fieldErrors` go under their fields; `code` and `params` let a screen say it in its own words.
 *
 * @example
 * try { await uploadRecord(...) } catch (error) {
 *   if (isPocketkitError(error) && error.kind === "validation") showUnderFields(error.fieldErrors);
 * }
 */
export class PocketkitError extends Error {
  override readonly name = "PocketkitError";
  readonly kind: PocketkitErrorKind;
  readonly code: PocketkitErrorCode;
  readonly params: ErrorParams;
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, FieldError>>;
  readonly retryAfter: number | undefined;

  constructor(options: PocketkitErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status ?? 0;
    this.code = options.code ?? codeFor(options.kind, this.status);
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfter = options.retryAfter;
  }

  /** True for failures worth retrying as they are: the network, rate limits, server errors. */
  get retryable(): boolean {
    return this.kind === "network" || this.kind === "rate_limited" || this.kind === "server";
  }
}

function codeFor(kind: PocketkitErrorKind, status: number): PocketkitErrorCode {
  if (kind === "network") {
    if (status === 502 || status === 503) return "unavailable";
    return status === 408 || status === 504 ? "timed_out" : "unreachable";
  }
  return kind === "server" && status === 0 ? "unknown" : kind;
}

export function isPocketkitError(value: unknown): value is PocketkitError {
  return value instanceof PocketkitError;
}
