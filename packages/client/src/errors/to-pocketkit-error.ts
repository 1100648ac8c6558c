import { ClientResponseError } from "pocketbase";

import { PocketkitError, type FieldError, type PocketkitErrorKind } from "./pocketkit-error";

/** What a failed response said, however little: a status, perhaps JSON, perhaps a header. */
export interface FailedResponse {
  status: number;
  /** The parsed JSON body, or `undefined` when it was empty or not JSON (an HTML 413 or 429 from a proxy). */
  body?: unknown;
  /** `Retry-After` as sent: seconds or an HTTP date. */
  retryAfter?: string | null;
}

/**
 * Turns any failure into a `PocketkitError`: SDK errors, `fetch` and XHR failures, aborts,
 * timeouts, and responses whose body is not JSON. A `PocketkitError` comes back unchanged.
 */
export function toPocketkitError(error: unknown): PocketkitError {
  if (error instanceof PocketkitError) return error;

  if (error instanceof ClientResponseError) {
    if (error.isAbort) return aborted(error);
    if (error.status === 0) {
      // The SDK wraps the fetch failure; its cause tells a timeout from a dropped connection.
      return isNamed(error.originalError, "TimeoutError") ? timedOut(error) : unreachable(error);
    }
    return fromFailedResponse({ status: error.status, body: error.response }, error);
  }

  if (isNamed(error, "AbortError")) return aborted(error);
  if (isNamed(error, "TimeoutError")) return timedOut(error);
  if (isNetworkFailure(error)) return unreachable(error);

  return new PocketkitError({
    kind: "server",
    message: "Something went wrong. Try again.",
    cause: error,
  });
}

/** Reads a failed `fetch` response (its body at most once) into a `PocketkitError`. */
export async function errorFromResponse(response: Response): Promise<PocketkitError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined; // not JSON: a proxy's HTML page, say
  }
  return fromFailedResponse({
    status: response.status,
    body,
    retryAfter: response.headers.get("retry-after"),
  });
}

/** Builds the error for a response that arrived with a failure status. */
export function fromFailedResponse(response: FailedResponse, cause?: unknown): PocketkitError {
  const { status } = response;
  const body = isRecord(response.body) ? response.body : {};
  const serverMessage = typeof body.message === "string" ? body.message : undefined;
  const fieldErrors = collectFieldErrors(body.data);
  const retryAfter = parseRetryAfter(response.retryAfter) ?? numberOrUndefined(body.retryAfter);
  const kind = kindForStatus(status, body);

  return new PocketkitError({
    kind,
    status,
    fieldErrors,
    retryAfter,
    params: kind === "rate_limited" && retryAfter !== undefined ? { retryAfter } : {},
    cause,
    message: messageFor(kind, {
      status,
      serverMessage,
      retryAfter,
      hasFieldErrors: Object.keys(fieldErrors).length > 0,
      // Routes of our own (the completion handler) word their refusals for people and mark them
      // with `retryAfter` (429) or a gateway status (502–504): their message is kept.
      ownRoute:
        typeof body.retryAfter === "number" ||
        (status >= 502 && status <= 504 && serverMessage !== undefined),
    }),
  });
}

function kindForStatus(status: number, body: Record<string, unknown>): PocketkitErrorKind {
  if (status === 503 && body.code === "not_configured") return "not_configured";
  if (status === 400 || status === 422) return "validation";
  if (status === 401) return "auth";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "too_large";
  if (status === 429) return "rate_limited";
  // A gateway in front of the server (the Gallery's own, nginx, a load balancer) answers 502 or
  // 503 when it cannot reach the server or the server is restarting, and 504 (as the server may
  // answer 408) when it took too long: the server was out of reach, as when no answer comes at
  // all, and the same request may go through once it is back (DESIGN §3: queued uploads resume).
  if (status === 408 || (status >= 502 && status <= 504)) return "network";
  return "server";
}

function messageFor(
  kind: PocketkitErrorKind,
  details: {
    status: number;
    serverMessage?: string;
    retryAfter?: number;
    hasFieldErrors: boolean;
    ownRoute: boolean;
  },
): string {
  if (details.ownRoute && details.serverMessage) return details.serverMessage;
  switch (kind) {
    case "validation":
      if (details.hasFieldErrors) return "Some fields need attention.";
      return details.serverMessage ?? "The server refused this request.";
    case "auth":
      return "Please sign in again.";
    case "forbidden":
      return "You are not allowed to do this.";
    case "not_found":
      return "This doesn't exist or isn't yours.";
    case "conflict":
      return "This was changed elsewhere in the meantime. Reload and try again.";
    case "too_large":
      return "This is larger than the server accepts.";
    case "rate_limited":
      return details.retryAfter === undefined
        ? "Too many requests. Wait a moment and try again."
        : `Too many requests — try again in ${formatWait(details.retryAfter)}.`;
    case "network":
      return details.status === 502 || details.status === 503
        ? "The server can't be reached right now. Try again in a moment."
        : "The server took too long to answer. Try again.";
    case "not_configured":
      return details.serverMessage ?? "This feature is not configured on the server.";
    default:
      return "The server ran into a problem. Try again.";
  }
}

/** "12 s", "4 min": short enough for a toast. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

/**
 * PocketBase puts field errors in `data` as `{ field: { code, message } }`; nested objects
 * (a json field, a batch item) become `parent.child`.
 */
function collectFieldErrors(data: unknown, prefix = ""): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  if (!isRecord(data)) return result;
  for (const [name, value] of Object.entries(data)) {
    if (!isRecord(value)) continue;
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value.code === "string" && typeof value.message === "string") {
      result[key] = { code: value.code, message: value.message };
    } else {
      Object.assign(result, collectFieldErrors(value, key));
    }
  }
  return result;
}

function parseRetryAfter(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

const aborted = (cause: unknown) =>
  new PocketkitError({ kind: "aborted", message: "The request was cancelled.", cause });
const timedOut = (cause: unknown) =>
  new PocketkitError({
    kind: "network",
    code: "timed_out",
    message: "The server took too long to answer. Try again.",
    cause,
  });
const unreachable = (cause: unknown) =>
  new PocketkitError({ kind: "network", message: "Can't reach the server. Check your connection.", cause });

/** A DOMException (or look-alike) of this name: "AbortError", "TimeoutError". */
function isNamed(error: unknown, name: string): boolean {
  return isRecord(error) && error.name === name;
}

// What fetch throws when no response arrives: Node ("fetch failed"), Chromium ("Failed to
// fetch"), Firefox ("NetworkError when attempting to fetch resource."), Safari ("Load failed").
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /fetch failed|failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
