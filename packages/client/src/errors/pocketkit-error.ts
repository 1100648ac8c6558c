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

/** One field's problem, as PocketBase reports it: a stable code and a sentence for people. */
export interface FieldError {
  code: string;
  message: string;
}

export interface PocketkitErrorOptions {
  kind: PocketkitErrorKind;
  message: string;
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
 * `fieldErrors` go under their fields.
 *
 * @example
 * try { await uploadRecord(...) } catch (error) {
 *   if (isPocketkitError(error) && error.kind === "validation") showUnderFields(error.fieldErrors);
 * }
 */
export class PocketkitError extends Error {
  override readonly name = "PocketkitError";
  readonly kind: PocketkitErrorKind;
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, FieldError>>;
  readonly retryAfter: number | undefined;

  constructor(options: PocketkitErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status ?? 0;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfter = options.retryAfter;
  }

  /** True for failures worth retrying as they are: the network, rate limits, server errors. */
  get retryable(): boolean {
    return this.kind === "network" || this.kind === "rate_limited" || this.kind === "server";
  }
}

export function isPocketkitError(value: unknown): value is PocketkitError {
  return value instanceof PocketkitError;
}
