import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";

import {
  MAX_PHOTOS_PER_SHARE,
  MAX_SHARE_PASSWORD_LENGTH,
  MAX_SHARE_TITLE_LENGTH,
  MIN_SHARE_PASSWORD_LENGTH,
  type ShareErrorCode,
  type ShareLinkRequest,
  type ShareRefusal,
} from "../src/features/share-rules";
import { remoteAddress } from "./client-address";
import { tokenClaims } from "./pocketbase-proxy";
import { hashSharePassword } from "./share-access";

export interface ShareLinkCreateOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /** How long PocketBase may take to answer. @default 30000 */
  timeoutMs?: number;
  /** Where failures are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Who a request comes from (client-address.ts). @default the socket's address */
  clientAddress?: (c: Context) => string | undefined;
}

const RECORD_ID = /^[a-z0-9]{15}$/;
// What the owner's app gets back: never the hash.
const CREATED_FIELDS =
  "id,owner,album,images,title,slug,expires_at,has_password,allow_download,hide_location,revoked_at,created,updated";

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 429 | 502,
    readonly code: ShareErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new Refusal(400, "invalid_request", message);

/**
 * `POST /share-links` makes a share link for the signed-in user: the body is a
 * `ShareLinkRequest` as JSON, with the user's PocketBase token in `Authorization`. The password,
 * if any, is hashed here (share-access.ts), and the link is created in PocketBase **with the
 * user's own token**, so that the collection's rules decide whether the album or the photos are
 * theirs (pb_migrations/1763800600_share_links.js). The answer is the new link's record, without
 * its hash. Someone else's album or photo gets the same answer as one that does not exist.
 */
export function createShareLinkCreate(options: ShareLinkCreateOptions): Hono {
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((message, details) => console.error(message, details));
  const clientAddress = options.clientAddress ?? remoteAddress;
  const app = new Hono();

  const failed = (c: Context, error: unknown) => {
    if (error instanceof Refusal) {
      const body: ShareRefusal = { status: error.status, code: error.code, message: error.message };
      return c.json(body, error.status);
    }
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    log("A share link could not be made", { error });
    const body: ShareRefusal = {
      status: 502,
      code: "unavailable",
      message: "The server can't be reached right now. Try again in a moment.",
    };
    return c.json(body, 502);
  };

  app.post(
    "/share-links",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => failed(c, new Refusal(413, "invalid_request", "The request is too large.")),
    }),
    async (c) => {
      try {
        const token = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
        const owner = tokenUserId(token);
        if (!owner) throw sessionExpired();
        const request = readRequest(await c.req.json().catch(() => undefined));
        const passwordHash = request.password ? await hashSharePassword(request.password) : "";
        const headers: Record<string, string> = { authorization: token, "content-type": "application/json" };
        // PocketBase counts its rate limits per client address (pb_migrations/1763800201_rate_limits.js).
        const address = clientAddress(c);
        if (address) headers["x-forwarded-for"] = address;
        const response = await fetch(
          `${pocketbase}/api/collections/share_links/records?fields=${CREATED_FIELDS}`,
          {
            method: "POST",
            headers,
            signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs)]),
            body: JSON.stringify({
              owner,
              album: request.album ?? "",
              images: request.photos ?? [],
              title: request.photos ? (request.title ?? "").trim() : "",
              expires_at: request.expiresAt ?? "",
              password_hash: passwordHash,
              has_password: passwordHash !== "",
              allow_download: request.allowDownload,
              hide_location: request.hideLocation,
            }),
          },
        );
        if (response.ok) return c.json(await response.json());
        if (response.status === 401 || response.status === 403) throw sessionExpired();
        if (response.status === 429)
          throw new Refusal(429, "unavailable", "Too many requests. Try again soon.");
        if (response.status === 400) {
          // The rule refused (or a relation names nothing): not theirs, or not there. One answer.
          throw new Refusal(
            404,
            "not_yours",
            request.album
              ? "This album doesn't exist or isn't yours."
              : "These photos don't exist or aren't all yours.",
          );
        }
        throw new Error(`PocketBase answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      } catch (error) {
        return failed(c, error);
      }
    },
  );
  return app;
}

function readRequest(body: unknown): ShareLinkRequest {
  if (typeof body !== "object" || body === null) throw invalid("Send the link's settings as JSON.");
  const request = body as Partial<Record<keyof ShareLinkRequest, unknown>>;
  const hasAlbum = request.album !== undefined;
  const hasPhotos = request.photos !== undefined;
  if (hasAlbum === hasPhotos) throw invalid('Send either "album" or "photos".');
  if (hasAlbum && (typeof request.album !== "string" || !RECORD_ID.test(request.album))) {
    throw new Refusal(404, "not_yours", "This album doesn't exist or isn't yours.");
  }
  let photos: string[] | undefined;
  if (hasPhotos) {
    if (!Array.isArray(request.photos) || !request.photos.every((id) => typeof id === "string")) {
      throw invalid('"photos" must be a list of photo ids.');
    }
    photos = [...new Set(request.photos as string[])];
    if (photos.length === 0) throw invalid("Choose some photos to share first.");
    if (photos.length > MAX_PHOTOS_PER_SHARE) {
      throw invalid(`A link shares at most ${MAX_PHOTOS_PER_SHARE} photos; share an album for more.`);
    }
    if (!photos.every((id) => RECORD_ID.test(id))) {
      throw new Refusal(404, "not_yours", "These photos don't exist or aren't all yours.");
    }
  }
  const title = request.title ?? "";
  if (typeof title !== "string" || Array.from(title.trim()).length > MAX_SHARE_TITLE_LENGTH) {
    throw invalid(`A name has at most ${MAX_SHARE_TITLE_LENGTH} characters.`);
  }
  const password = request.password ?? "";
  if (typeof password !== "string") throw invalid('"password" must be text.');
  const passwordLength = Array.from(password).length;
  if (passwordLength > 0 && passwordLength < MIN_SHARE_PASSWORD_LENGTH) {
    throw invalid(`A password has at least ${MIN_SHARE_PASSWORD_LENGTH} characters.`);
  }
  if (passwordLength > MAX_SHARE_PASSWORD_LENGTH) {
    throw invalid(`A password has at most ${MAX_SHARE_PASSWORD_LENGTH} characters.`);
  }
  const expiresAt = request.expiresAt ?? null;
  if (expiresAt !== null) {
    const time = typeof expiresAt === "string" ? Date.parse(expiresAt) : Number.NaN;
    if (Number.isNaN(time)) throw invalid('"expiresAt" must be a date.');
    if (time <= Date.now()) throw invalid("Choose an expiry date in the future.");
  }
  if (typeof request.allowDownload !== "boolean" || typeof request.hideLocation !== "boolean") {
    throw invalid('"allowDownload" and "hideLocation" must be true or false.');
  }
  return {
    album: hasAlbum ? (request.album as string) : undefined,
    photos,
    title,
    expiresAt: expiresAt === null ? null : new Date(expiresAt as string).toISOString(),
    password,
    allowDownload: request.allowDownload,
    hideLocation: request.hideLocation,
  };
}

/** The user id a PocketBase auth token names (PocketBase itself checks the token). */
function tokenUserId(token: string): string | undefined {
  const claims = tokenClaims(token);
  return claims?.type === "auth" && typeof claims.id === "string" ? claims.id : undefined;
}

function sessionExpired(): Refusal {
  return new Refusal(401, "unauthorized", "Your session has expired. Please sign in again.");
}
