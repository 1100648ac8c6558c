import { mediaTransformOf } from "@pocketkit/client";
import { imageKitFileUrl } from "@pocketkit/client/imagekit";
import { createSuperuserClient } from "@pocketkit/client/server";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

import { NOT_IN_TRASH } from "../src/features/library-query";
import { schema } from "../src/pocketbase-types";
import {
  LINK_UNAVAILABLE,
  SHARED_PHOTOS_PER_PAGE,
  WRONG_PASSWORD,
  type ShareErrorCode,
  type SharedPage,
  type SharedPhoto,
  type ShareRefusal,
} from "../src/features/share-rules";
import { cachedFileTokens } from "./file-tokens";
import { remoteAddress } from "./client-address";
import { createShareAccess, verifySharePassword } from "./share-access";
import { withoutLocation } from "./without-location";
import { attachmentDisposition, createEntryNamer } from "./zip-names";

export interface ShareLinksOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /** The superuser the links and photos are read with; its credentials also key access tokens. */
  superuser: { email: string; password: string };
  /** How long PocketBase may take to start an answer. @default 30000 */
  timeoutMs?: number;
  /** Where failures are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Who a request comes from: password guesses are counted per address. @default the socket's */
  clientAddress?: (c: Context) => string | undefined;
  /** The ImageKit URL endpoint photos kept in ImageKit are read from (docs/imagekit.md). */
  imagekitUrlEndpoint?: string;
}

/** A link as the superuser reads it. */
interface LinkRecord {
  id: string;
  owner: string;
  album: string;
  title: string;
  expires_at: string;
  password_hash: string;
  allow_download: boolean;
  hide_location: boolean;
  revoked_at: string;
  expand?: { album?: { name: string } };
}

interface PhotoRecord extends SharedPhoto {
  file: string;
  preview: string;
  imagekit_path: string;
}

const SLUG = /^[A-Za-z0-9]{32}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const LINK_FIELDS =
  "id,owner,album,title,expires_at,password_hash,allow_download,hide_location,revoked_at,expand.album.name";
const PHOTO_FIELDS = "id,title,alt,width,height,placeholder,taken_at,location";
// The thumbs PocketBase makes of a photo (its schema's), the only sizes asked of it.
const THUMB_SIZES = new Set<string>(
  schema.images.fields.find((field) => field.name === "file" && "thumbs" in field)?.thumbs ?? [],
);
// An unlocked link stays open in that browser for a day (or until the link ends): a borrowed
// device forgets it soon.
const ACCESS_HOURS = 24;
const ACCESS_COOKIE = "gallery_share";

class Refusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 429 | 502,
    readonly code: ShareErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const unavailableLink = () => new Refusal(404, "link_unavailable", LINK_UNAVAILABLE);
const photoNotFound = () => new Refusal(404, "not_found", "This photo isn't in this link.");

/**
 * What a share link's recipient reaches, without an account (DESIGN §7), under `/share/:slug`:
 * the link's photos as JSON, a password to unlock it, and each photo's thumbs and original,
 * which this server reads from PocketBase as the superuser and passes on (PocketBase's protected
 * files need the token of an auth record, which a recipient has not).
 *
 * Every request reads the link again, so a link turned off or expired stops at once. Photos are
 * looked up only within the link (its album, or its photos; the owner's; not in Trash): a photo
 * outside it gets the same 404 as one that does not exist. A password-protected link answers
 * only to a browser that has unlocked it (an HttpOnly cookie for that link's path, signed with
 * a key derived from PocketBase's data: share-access.ts), so any number of these servers serve
 * it alike, and none keeps a session.
 */
export function createShareLinks(options: ShareLinksOptions): Hono {
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((message, details) => console.error(message, details));
  const superuser = createSuperuserClient({ pocketbaseUrl: pocketbase, superuser: options.superuser });
  const access = createShareAccess(options.superuser);
  const clientAddress = options.clientAddress ?? remoteAddress;
  const fileToken = cachedFileTokens(async () => (await superuser()).files.getToken());
  const app = new Hono();

  /** The link of `slug` while it works, else the one refusal for every way it does not. */
  async function liveLink(slug: string): Promise<LinkRecord> {
    if (!SLUG.test(slug)) throw unavailableLink();
    const pb = await superuser();
    let link: LinkRecord;
    try {
      link = await pb
        .collection("share_links")
        .getFirstListItem<LinkRecord>(pb.filter("slug = {:slug}", { slug }), {
          expand: "album",
          fields: LINK_FIELDS,
        });
    } catch (error) {
      if (error instanceof ClientResponseError && error.status === 404) throw unavailableLink();
      throw error;
    }
    if (link.revoked_at || (link.expires_at && pocketbaseDate(link.expires_at) <= Date.now())) {
      throw unavailableLink();
    }
    return link;
  }

  /** The link, if this browser may see its photos: it has no password, or was unlocked here. */
  async function openLink(c: Context): Promise<LinkRecord> {
    const link = await liveLink(c.req.param("slug")!);
    if (link.password_hash) {
      const token = getCookie(c, ACCESS_COOKIE);
      if (!access.verify(token, { linkId: link.id, passwordHash: link.password_hash })) {
        throw new Refusal(401, "password_required", "This link is protected by a password.");
      }
    }
    return link;
  }

  /** The link's photos (the owner's, not in Trash), and `extra` within them. */
  function photosOf(pb: PocketBase, link: LinkRecord, extra?: string): string {
    const scope = link.album
      ? pb.filter("album = {:album}", { album: link.album })
      : // The photos whose links include this one: PocketBase's back-relation of `images`.
        pb.filter("share_links_via_images.id ?= {:link}", { link: link.id });
    const parts = [pb.filter("owner = {:owner}", { owner: link.owner }), NOT_IN_TRASH, scope];
    if (extra) parts.push(extra);
    return parts.map((part) => `(${part})`).join(" && ");
  }

  /** One photo of the link, or 404 as for a photo that does not exist. */
  async function photoOf(link: LinkRecord, photoId: string): Promise<PhotoRecord> {
    if (!RECORD_ID.test(photoId)) throw photoNotFound();
    const pb = await superuser();
    const found = await pb.collection("images").getList<PhotoRecord>(1, 1, {
      filter: photosOf(pb, link, pb.filter("id = {:id}", { id: photoId })),
      fields: `${PHOTO_FIELDS},file,preview,imagekit_path`,
      skipTotal: true,
    });
    const photo = found.items[0];
    if (!photo) throw photoNotFound();
    return photo;
  }

  /**
   * The photo's file (or a thumb of it) from where it is kept: PocketBase, or ImageKit's URL
   * endpoint (the same thumb as ImageKit's transformation). Given up if it does not start to answer.
   */
  async function readFile(c: Context, photo: PhotoRecord, field: "file" | "preview", thumb?: string) {
    const inImageKit = photo.imagekit_path && options.imagekitUrlEndpoint;
    const url = inImageKit
      ? imageKitFileUrl(
          options.imagekitUrlEndpoint!,
          photo.imagekit_path,
          thumb ? mediaTransformOf(thumb) : undefined,
        )
      : (await superuser()).files.getURL({ ...photo, collectionName: "images" }, photo[field], {
          thumb,
          token: await fileToken(),
        });
    const response = await fetch(url, {
      signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (response.status === 404) throw photoNotFound();
    if (!response.ok) throw new Error(`PocketBase answered ${response.status} for a file`);
    return response;
  }

  const failed = (c: Context, error: unknown) => {
    if (error instanceof Refusal) {
      const body: ShareRefusal = { status: error.status, code: error.code, message: error.message };
      if (error.retryAfter !== undefined) {
        body.retryAfter = error.retryAfter;
        c.header("retry-after", String(error.retryAfter));
      }
      c.header("cache-control", "no-store");
      return c.json(body, error.status);
    }
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    log("A share link could not be served", { error, path: c.req.path });
    const body: ShareRefusal = {
      status: 502,
      code: "unavailable",
      message: "The server can't be reached right now. Try again in a moment.",
    };
    return c.json(body, 502);
  };

  app.get("/share/:slug", async (c) => {
    try {
      const link = await openLink(c);
      const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
      const pb = await superuser();
      const list = await pb.collection("images").getList<SharedPhoto>(page, SHARED_PHOTOS_PER_PAGE, {
        filter: photosOf(pb, link),
        sort: "-sort_at,-id",
        fields: PHOTO_FIELDS,
      });
      const answer: SharedPage = {
        title: link.album ? (link.expand?.album?.name ?? "") : link.title,
        kind: link.album ? "album" : "photos",
        allowDownload: link.allow_download,
        expiresAt: link.expires_at,
        photos: list.items.map((photo) => sharedPhoto(photo, link.hide_location)),
        page: list.page,
        totalPages: list.totalPages,
        totalPhotos: list.totalItems,
      };
      c.header("cache-control", "no-store");
      return c.json(answer);
    } catch (error) {
      return failed(c, error);
    }
  });

  app.post(
    "/share/:slug/unlock",
    bodyLimit({ maxSize: 4096, onError: (c) => failed(c, wrongPassword()) }),
    async (c) => {
      try {
        // JSON only: a form on another site cannot send it without the browser asking first.
        if (!(c.req.header("content-type") ?? "").startsWith("application/json")) throw wrongPassword();
        const body = (await c.req.json().catch(() => undefined)) as { password?: unknown } | undefined;
        await countAttempt(pocketbase, clientAddress(c), timeoutMs);
        const link = await liveLink(c.req.param("slug"));
        const password = typeof body?.password === "string" ? body.password : "";
        if (!link.password_hash || !(await verifySharePassword(password, link.password_hash))) {
          // A link without a password has nothing to unlock; saying so would say it exists.
          throw wrongPassword();
        }
        const expires = new Date(
          Math.min(
            Date.now() + ACCESS_HOURS * 3_600_000,
            link.expires_at ? pocketbaseDate(link.expires_at) : Number.POSITIVE_INFINITY,
          ),
        );
        const token = access.sign({ linkId: link.id, passwordHash: link.password_hash }, expires);
        setCookie(c, ACCESS_COOKIE, token, {
          path: `/api/share/${c.req.param("slug")}`,
          httpOnly: true,
          sameSite: "Strict",
          secure: isHttps(c),
          expires,
        });
        c.header("cache-control", "no-store");
        return c.json({ unlocked: true });
      } catch (error) {
        return failed(c, error);
      }
    },
  );

  app.get("/share/:slug/photos/:photoId/thumb/:size", async (c) => {
    try {
      const size = c.req.param("size");
      if (!THUMB_SIZES.has(size)) throw photoNotFound();
      const link = await openLink(c);
      const photo = await photoOf(link, c.req.param("photoId"));
      // An AVIF or WebP original has its thumbs from the JPEG preview stored beside it (in
      // PocketBase; ImageKit makes them of any original).
      const response = await readFile(c, photo, photo.preview ? "preview" : "file", size);
      // PocketBase makes thumbs by drawing the picture again, with none of the original's
      // metadata (share-links.integration.test.ts checks): a thumb has no place in it.
      return passOn(response, "inline");
    } catch (error) {
      return failed(c, error);
    }
  });

  app.get("/share/:slug/photos/:photoId/file", async (c) => {
    try {
      const link = await openLink(c);
      if (!link.allow_download) {
        throw new Refusal(403, "downloads_off", "Downloads are turned off for this link.");
      }
      const photo = await photoOf(link, c.req.param("photoId"));
      const name = createEntryNamer()(photo);
      const disposition =
        c.req.query("download") !== undefined
          ? attachmentDisposition(name)
          : `inline; ${attachmentDisposition(name).replace(/^attachment; /, "")}`;
      const response = await readFile(c, photo, "file");
      if (!link.hide_location) return passOn(response, disposition);
      // The whole original is needed to write it again (at most 20 MB, the field's limit).
      const { bytes, type } = await withoutLocation(new Uint8Array(await response.arrayBuffer()));
      return new Response(new Uint8Array(bytes), {
        headers: {
          "content-type": type,
          "content-length": String(bytes.byteLength),
          "content-disposition": disposition,
          ...PRIVATE_HEADERS,
        },
      });
    } catch (error) {
      return failed(c, error);
    }
  });

  return app;
}

// Answers only this browser may keep (a password link's cookie opened them), for a few minutes.
const PRIVATE_HEADERS = {
  "cache-control": "private, max-age=600",
  "x-content-type-options": "nosniff",
};

/** PocketBase's answer passed on as it arrives, with only the headers a picture needs. */
function passOn(response: Response, disposition: string): Response {
  const headers: Record<string, string> = { ...PRIVATE_HEADERS, "content-disposition": disposition };
  for (const name of ["content-type", "content-length", "last-modified"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return new Response(response.body, { status: 200, headers });
}

/** What the recipient sees of a photo: the place only when the link shows places and it has one. */
function sharedPhoto(photo: SharedPhoto, hideLocation: boolean): SharedPhoto {
  const { location, ...rest } = photo;
  const hasPlace = location !== undefined && (location.lat !== 0 || location.lon !== 0);
  return hideLocation || !hasPlace ? rest : { ...rest, location };
}

/**
 * Counts an unlock attempt against the recipient's address in PocketBase's rate limiter
 * (pb_hooks/share_links.pb.js); over the limit, the attempt is refused before any password is
 * checked.
 */
async function countAttempt(pocketbase: string, address: string | undefined, timeoutMs: number) {
  const headers: Record<string, string> = {};
  if (address) headers["x-forwarded-for"] = address;
  const response = await fetch(`${pocketbase}/api/share-links/unlock-attempt`, {
    method: "POST",
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 429) {
    throw new Refusal(429, "too_many_tries", "Too many tries. Wait a few minutes, then try again.", 600);
  }
  if (!response.ok) throw new Error(`PocketBase answered ${response.status} to an unlock attempt`);
}

function wrongPassword(): Refusal {
  return new Refusal(401, "wrong_password", WRONG_PASSWORD);
}

/** Milliseconds since the epoch of PocketBase's "2026-01-31 12:00:00.000Z". */
function pocketbaseDate(value: string): number {
  return Date.parse(value.replace(" ", "T"));
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
}
