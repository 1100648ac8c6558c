import type { Context } from "hono";
import { proxy } from "hono/proxy";

import { remoteAddress } from "./client-address";

export interface PocketBaseProxyOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /**
   * How long PocketBase may take to start its answer once a request has reached it in full;
   * then the browser gets 504. Counted from the end of the request's body, so an upload over a
   * slow line is never cut, and stopped by the answer's headers, so a realtime stream or a
   * large download is never cut either. @default 30000
   */
  headersTimeoutMs?: number;
  /** Where failures to reach PocketBase are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Who a request comes from (client-address.ts). @default the socket's address */
  clientAddress?: (c: Context) => string | undefined;
}

// What PocketBase (and the hooks an app adds to it) reads from a request. Nothing else a browser
// sends reaches it: not the cookies of other apps on the same host, not hop-by-hop headers, not
// `Expect` or `Upgrade` (which this server has already dealt with, and which fetch refuses to
// send), and not forwarding headers a client made up.
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "authorization",
  "cache-control",
  "content-length",
  "content-type",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "origin",
  "range",
  "referer",
  "user-agent",
];

// Creating a backup zips the whole data folder, files included, before PocketBase answers
// (minutes for a large library), and aborting the request would abort the backup.
const SLOW_ROUTES: { method: string; path: RegExp; timeoutMs: number }[] = [
  { method: "POST", path: /^\/api\/backups\/?$/, timeoutMs: 30 * 60_000 },
];

// PocketBase's file tokens live about three minutes; a protected file is never kept longer.
const MAX_PROTECTED_FILE_AGE_S = 180;

/**
 * The Gallery's way to PocketBase: `/api/*` and the dashboard at `/_/`, on the app's own origin.
 * It forwards the headers PocketBase reads, says who the client is (`X-Forwarded-For` is the
 * socket's address, or the one a trusted load balancer names: client-address.ts; never one a
 * client picks, since PocketBase's `trustedProxy` setting reads it), answers 502 when PocketBase cannot be reached and 504 when it stops answering, and
 * keeps protected files out of shared caches.
 */
export function createPocketBaseProxy(options: PocketBaseProxyOptions): (c: Context) => Promise<Response> {
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const pocketbaseHost = new URL(pocketbase).host;
  const defaultTimeoutMs = options.headersTimeoutMs ?? 30_000;
  const log = options.log ?? ((message, details) => console.error(message, details));
  const clientAddress = options.clientAddress ?? remoteAddress;

  return async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set("host", pocketbaseHost);
    headers.set("x-forwarded-host", url.host);
    headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
    const remote = clientAddress(c);
    if (remote) headers.set("x-forwarded-for", remote);

    const timeoutMs =
      SLOW_ROUTES.find((route) => route.method === request.method && route.path.test(url.pathname))
        ?.timeoutMs ?? defaultTimeoutMs;
    const deadline = headersDeadline(timeoutMs);
    const body = request.body ? deadline.startsWhenRead(request.body) : (deadline.start(), null);
    let response: Response;
    try {
      response = await proxy(`${pocketbase}${url.pathname}${url.search}`, {
        raw: request,
        headers,
        body,
        signal: AbortSignal.any([request.signal, deadline.signal]),
      });
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      const timedOut = deadline.signal.aborted;
      log(timedOut ? "PocketBase did not answer in time" : "PocketBase could not be reached", {
        method: request.method,
        path: url.pathname,
        error: timedOut ? deadline.signal.reason : error,
      });
      // Shaped as PocketBase's own errors, so that its SDK reads them; worded for people.
      return c.json(
        timedOut
          ? { status: 504, message: "The server took too long to answer. Try again.", data: {} }
          : {
              status: 502,
              message: "The server can't be reached right now. Try again in a moment.",
              data: {},
            },
        timedOut ? 504 : 502,
      );
    } finally {
      deadline.clear();
    }

    if (url.pathname.startsWith("/api/files/") && url.searchParams.has("token")) {
      // PocketBase lets every file be cached publicly for 30 days; a protected one (asked for
      // with a token) stays in this browser, and no longer than its token is good.
      response.headers.set("cache-control", protectedFileCacheControl(url.searchParams.get("token")!));
    }
    if (url.pathname === "/_" || url.pathname.startsWith("/_/")) {
      // The dashboard is not to be framed by another site (clickjacking).
      response.headers.set("x-frame-options", "DENY");
    }
    response.headers.set("x-content-type-options", "nosniff");
    return response.body
      ? new Response(endsQuietlyOnAbort(response.body, request.signal), response)
      : response;
  };
}

/**
 * A timeout for the answer's headers that starts once the request's body has been read in full
 * (at once for a request without one) and is cleared when the headers arrive.
 */
function headersDeadline(timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleared = false;
  const start = () => {
    if (cleared || timer !== undefined) return;
    timer = setTimeout(() => {
      controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
    }, timeoutMs);
  };
  return {
    signal: controller.signal,
    start,
    /** The body as it comes; the timeout starts when its last byte has been read. */
    startsWhenRead(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
      const reader = body.getReader();
      return new ReadableStream<Uint8Array>({
        async pull(stream) {
          const { done, value } = await reader.read();
          if (done) {
            stream.close();
            start();
          } else stream.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
    },
    clear() {
      cleared = true;
      clearTimeout(timer);
    },
  };
}

/** `private`, for as long as the file token has left (read from its `exp`), or `no-store`. */
function protectedFileCacheControl(token: string): string {
  const expiresAt = tokenExpiry(token);
  if (expiresAt === undefined) return "no-store";
  const seconds = Math.min(MAX_PROTECTED_FILE_AGE_S, Math.floor(expiresAt - Date.now() / 1000));
  return seconds > 0 ? `private, max-age=${seconds}` : "no-store";
}

/** The claims of a JWT, unchecked: PocketBase checks its signature, not us. */
export function tokenClaims(token: string): Record<string, unknown> | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim of a JWT, in seconds since 1970; PocketBase checks its signature, not us. */
export function tokenExpiry(token: string): number | undefined {
  const expires = tokenClaims(token)?.exp;
  return typeof expires === "number" ? expires : undefined;
}

/**
 * The response body as it comes, except that when the browser goes away (a closed tab ends a
 * realtime stream, say) the stream just ends instead of failing with "aborted", which the
 * Node adapter would log as a server error.
 */
function endsQuietlyOnAbort(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (signal.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
