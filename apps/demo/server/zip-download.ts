import { imageKitFileUrl } from "@pocketkit/client/imagekit";
import { makeZip, predictLength } from "client-zip";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";

import { inLibrary } from "../src/features/library-query";
import { MAX_PHOTOS_PER_ZIP, type ZipErrorCode } from "../src/features/zip-rules";
import { cachedFileTokens } from "./file-tokens";
import { remoteAddress } from "./client-address";
import { archiveName, attachmentDisposition, createEntryNamer } from "./zip-names";

export interface ZipDownloadsOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /**
   * How long PocketBase may keep this server waiting for an answer or the next bytes of a file;
   * then the download fails (a silent PocketBase must not leave a download hanging for ever).
   * Time the browser takes to read is not counted. @default 30000
   */
  stallTimeoutMs?: number;
  /** Where failures are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Who a request comes from (client-address.ts). @default the socket's address */
  clientAddress?: (c: Context) => string | undefined;
  /** The ImageKit URL endpoint photos kept in ImageKit are read from (docs/imagekit.md). */
  imagekitUrlEndpoint?: string;
}

class ZipRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 502,
    readonly code: ZipErrorCode,
    message: string,
    readonly params: Record<string, number> = {},
  ) {
    super(message);
  }
}

interface ZipEntry {
  id: string;
  /** The stored file's name (PocketBase's, with its random suffix). */
  file: string;
  /** Where the file is in ImageKit, for a photo kept there. */
  imagekit_path?: string;
  /** The name inside the ZIP. */
  name: string;
  size: number;
  /** The photo's date taken (or upload date), the entry's modification date. */
  date: Date;
}

interface PhotoRecord {
  id: string;
  title: string;
  file: string;
  imagekit_path?: string;
  sort_at: string;
  created: string;
}

const RECORD_ID = /^[a-z0-9]{15}$/;
const PHOTO_FIELDS = "id,title,file,imagekit_path,sort_at,created";
// Sizes are asked for a few photos at a time, not 500 at once.
const HEAD_CONCURRENCY = 6;

/**
 * `POST /zip` answers a ZIP of the signed-in user's photos, streamed: each original is read from
 * PocketBase as the ZIP reaches it and passed on as it arrives, so neither the archive nor a
 * whole photo is ever held here, and the browser learns the exact size (`Content-Length`) before
 * the first byte. `POST /zip/check` answers what that ZIP would be, as JSON, without it.
 *
 * The body names the photos, `{ "photos": [ids] }` or `{ "album": id }` as JSON with the user's
 * PocketBase token in `Authorization`, or the same as a form (`photos` comma-separated, `token`),
 * which is what a plain browser download can send. Every read goes to PocketBase with the user's
 * own token, so its rules decide what is theirs: someone else's photo is left out exactly like
 * one deleted meanwhile, and the answer never tells the two apart (DESIGN §8). A photo deleted
 * before the download starts is left out and counted (`X-Gallery-Zip-Missing`); one deleted
 * while the ZIP is on its way, or PocketBase failing, ends the response short of its length, so
 * the browser reports a failed download rather than a truncated archive.
 */
export function createZipDownloads(options: ZipDownloadsOptions): Hono {
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
  const log = options.log ?? ((message, details) => console.error(message, details));
  const clientAddress = options.clientAddress ?? remoteAddress;
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: 32 * 1024,
    onError: (c) => refusalResponse(c, new ZipRefusal(413, "invalid_request", "The request is too large.")),
  });

  const prepare = async (c: Context) => {
    const request = await readRequest(c);
    const client = pocketbaseClient(pocketbase, clientAddress(c), c.req.raw.signal, stallTimeoutMs);
    return planZip(client, request, options.imagekitUrlEndpoint);
  };
  const failed = (c: Context, error: unknown) => {
    if (error instanceof ZipRefusal) return refusalResponse(c, error);
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    log("A ZIP download could not start", { error });
    return refusalResponse(c, unavailable());
  };

  app.post("/zip/check", limit, async (c) => {
    try {
      const plan = await prepare(c);
      return c.json({
        name: plan.name,
        photos: plan.entries.length,
        missing: plan.missing,
        bytes: Number(plan.length),
      });
    } catch (error) {
      return failed(c, error);
    }
  });

  app.post("/zip", limit, async (c) => {
    let plan: ZipPlan;
    try {
      plan = await prepare(c);
    } catch (error) {
      return failed(c, error);
    }
    const signal = c.req.raw.signal;
    const zip = makeZip(photoFiles(plan, stallTimeoutMs), { buffersAreUTF8: true });
    const body = reportingFailure(zip, (error) => {
      if (!signal.aborted) log("A ZIP download failed midway", { error, photos: plan.entries.length });
    });
    return new Response(body, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(plan.length),
        "content-disposition": attachmentDisposition(plan.name),
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "x-gallery-zip-photos": String(plan.entries.length),
        "x-gallery-zip-missing": String(plan.missing),
      },
    });
  });
  return app;
}

interface ZipRequest {
  token: string;
  photos?: string[];
  album?: string;
}

async function readRequest(c: Context): Promise<ZipRequest> {
  const type = c.req.header("content-type") ?? "";
  let token = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
  let photos: unknown;
  let album: unknown;
  if (type.startsWith("application/json")) {
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    photos = body?.photos;
    album = body?.album;
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = await c.req.parseBody();
    if (!token && typeof form.token === "string") token = form.token;
    if (typeof form.photos === "string") photos = form.photos.split(",").filter(Boolean);
    album = form.album;
  }
  if (!token) throw new ZipRefusal(401, "unauthorized", "Sign in to download photos.");
  if (typeof album === "string" && photos === undefined) {
    if (!RECORD_ID.test(album)) throw albumNotFound();
    return { token, album };
  }
  if (!Array.isArray(photos) || !photos.every((id) => typeof id === "string" && RECORD_ID.test(id))) {
    throw new ZipRefusal(400, "invalid_request", 'Send { "photos": [ids] } or { "album": id }.');
  }
  const unique = [...new Set(photos as string[])];
  if (unique.length === 0) throw new ZipRefusal(400, "empty", "No photos were chosen.");
  if (unique.length > MAX_PHOTOS_PER_ZIP) throw tooMany(unique.length);
  return { token, photos: unique };
}

type PocketBaseClient = ReturnType<typeof pocketbaseClient>;

/**
 * Requests to PocketBase as the user, given up when the browser leaves or when PocketBase has
 * not begun to answer within `timeoutMs` (a file's body then has its own deadline, `exactBody`).
 */
function pocketbaseClient(
  base: string,
  forwardedFor: string | undefined,
  signal: AbortSignal,
  timeoutMs: number,
) {
  let token = "";
  const request = async (url: string, method: string, headers: Record<string, string>) => {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
    try {
      return await fetch(url, { method, headers, signal: AbortSignal.any([signal, deadline.signal]) });
    } catch (error) {
      if (signal.aborted) throw error;
      throw unavailable(error);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    setToken(next: string) {
      token = next;
    },
    async send(path: string, method = "GET"): Promise<Response> {
      const headers: Record<string, string> = { authorization: token };
      // PocketBase counts its rate limits per client address (pb_migrations/1763800201_rate_limits.js).
      if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
      return request(`${base}${path}`, method, headers);
    },
    /** A request to another server (ImageKit's URL endpoint): no token, the same deadlines. */
    fetchElsewhere(url: string, method = "GET"): Promise<Response> {
      return request(url, method, {});
    },
  };
}

interface ZipPlan {
  name: string;
  entries: ZipEntry[];
  /** Photos asked for that are not (or no longer) the user's. */
  missing: number;
  length: bigint;
  /** A photo's original, from where it is kept. */
  original: Original;
}

type Original = (
  photo: Pick<ZipEntry, "id" | "file" | "imagekit_path">,
  method?: "GET" | "HEAD",
) => Promise<Response>;

/**
 * Photos' originals from where each is kept: PocketBase's file with the user's file token, or
 * ImageKit's URL endpoint (public URLs: the user's token never goes there).
 */
function originals(
  client: PocketBaseClient,
  fileToken: () => Promise<string>,
  imagekitUrlEndpoint: string | undefined,
): Original {
  return async (photo, method = "GET") =>
    photo.imagekit_path && imagekitUrlEndpoint
      ? client.fetchElsewhere(imageKitFileUrl(imagekitUrlEndpoint, photo.imagekit_path), method)
      : client.send(fileUrl(photo, await fileToken()), method);
}

async function planZip(
  client: PocketBaseClient,
  request: ZipRequest,
  imagekitUrlEndpoint: string | undefined,
): Promise<ZipPlan> {
  client.setToken(request.token);
  const session = await client.send("/api/collections/users/auth-refresh", "POST");
  if (session.status === 401 || session.status === 403 || session.status === 404) {
    throw new ZipRefusal(401, "unauthorized", "Your session has expired. Please sign in again.");
  }
  await expectOk(session);
  // A fresh token: a download outlasts what is left of an old one.
  client.setToken(((await session.json()) as { token: string }).token);

  let albumName: string | undefined;
  let photos: PhotoRecord[];
  let asked: number;
  if (request.album !== undefined) {
    const album = await client.send(`/api/collections/albums/records/${request.album}?fields=id,name`);
    if (album.status === 404) throw albumNotFound();
    await expectOk(album);
    albumName = ((await album.json()) as { name: string }).name;
    const page = await listPhotos(client, `album = "${request.album}"`, MAX_PHOTOS_PER_ZIP, true);
    if (page.totalItems > MAX_PHOTOS_PER_ZIP) throw tooMany(page.totalItems);
    if (page.items.length === 0) throw new ZipRefusal(400, "empty", "This album has no photos.");
    photos = page.items;
    asked = page.items.length;
  } else {
    const ids = request.photos ?? [];
    photos = [];
    // A record id is letters and digits only (checked in readRequest): nothing to escape.
    for (let start = 0; start < ids.length; start += 100) {
      const chunk = ids.slice(start, start + 100);
      const filter = `(${chunk.map((id) => `id = "${id}"`).join(" || ")})`;
      photos.push(...(await listPhotos(client, filter, chunk.length, false)).items);
    }
    asked = ids.length;
  }
  // Oldest first, so that "beach.jpg" is the first beach photo taken and "beach (2).jpg" the next.
  photos.sort(
    (a, b) => (a.sort_at || a.created).localeCompare(b.sort_at || b.created) || a.id.localeCompare(b.id),
  );

  const fileToken = fileTokens(client);
  const original = originals(client, fileToken, imagekitUrlEndpoint);
  const sizes = await mapWithConcurrency(photos, HEAD_CONCURRENCY, async (photo) => {
    const head = await original(photo, "HEAD");
    if (head.status === 404) return undefined; // deleted since it was listed
    await expectOk(head);
    return Number(head.headers.get("content-length"));
  });
  const nameOf = createEntryNamer();
  const entries: ZipEntry[] = [];
  photos.forEach((photo, index) => {
    const size = sizes[index];
    if (size === undefined) return;
    entries.push({
      id: photo.id,
      file: photo.file,
      imagekit_path: photo.imagekit_path,
      name: nameOf(photo),
      size,
      date: new Date(photo.sort_at || photo.created),
    });
  });
  const missing = asked - entries.length;
  if (entries.length === 0) {
    throw request.album !== undefined
      ? new ZipRefusal(400, "empty", "This album has no photos.")
      : new ZipRefusal(404, "photos_gone", "None of these photos are in your library any more.", {
          count: missing,
        });
  }
  return {
    name: archiveName(albumName, entries.length),
    entries,
    missing,
    length: predictLength(entries.map(({ name, size }) => ({ name, size }))),
    original,
  };
}

async function listPhotos(
  client: PocketBaseClient,
  filter: string,
  perPage: number,
  withTotal: boolean,
): Promise<{ items: PhotoRecord[]; totalItems: number }> {
  const query = new URLSearchParams({
    // Photos in Trash are in no ZIP, as in no other view of the library.
    filter: inLibrary(filter),
    fields: PHOTO_FIELDS,
    perPage: String(perPage),
    sort: "sort_at,id",
  });
  if (!withTotal) query.set("skipTotal", "1");
  const response = await client.send(`/api/collections/images/records?${query}`);
  await expectOk(response);
  return (await response.json()) as { items: PhotoRecord[]; totalItems: number };
}

/** File tokens of the user's, asked for again when one runs out. */
function fileTokens(client: PocketBaseClient): () => Promise<string> {
  return cachedFileTokens(async () => {
    const response = await client.send("/api/files/token", "POST");
    await expectOk(response);
    return ((await response.json()) as { token: string }).token;
  });
}

function fileUrl(photo: { id: string; file: string }, token: string): string {
  return `/api/files/images/${photo.id}/${encodeURIComponent(photo.file)}?token=${encodeURIComponent(token)}`;
}

/**
 * The ZIP's files, one at a time: a photo is asked of PocketBase only when the ZIP has taken the
 * whole of the one before, and handed on chunk by chunk (client-zip reads it as the browser reads
 * the ZIP). The sizes were promised in `Content-Length`, so a photo gone or changed now fails the
 * download; so does PocketBase going quiet for `stallTimeoutMs` while this server waits for it.
 */
async function* photoFiles(plan: ZipPlan, stallTimeoutMs: number) {
  for (const entry of plan.entries) {
    const response = await plan.original(entry);
    if (response.status === 404) {
      throw new Error(`the photo ${entry.id} was deleted while its ZIP was on its way`);
    }
    await expectOk(response);
    yield {
      name: entry.name,
      lastModified: entry.date,
      size: entry.size,
      input: exactBody(response.body!, entry, stallTimeoutMs),
    };
  }
}

/**
 * A file's body as it arrives, failing when PocketBase sends more or fewer bytes than its size or
 * keeps this server waiting for the next bytes longer than `stallTimeoutMs`.
 */
function exactBody(body: ReadableStream<Uint8Array>, entry: ZipEntry, stallTimeoutMs: number) {
  const reader = body.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error(`PocketBase sent nothing of the photo ${entry.id} for ${stallTimeoutMs} ms`));
            reader.cancel().catch(() => {});
          }, stallTimeoutMs);
        });
        try {
          const { done, value } = await Promise.race([reader.read(), stalled]);
          if (done) {
            if (received !== entry.size) throw sizeMismatch(entry, received);
            controller.close();
            return;
          }
          received += value.byteLength;
          if (received > entry.size) throw sizeMismatch(entry, received);
          controller.enqueue(value);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing is read ahead of what the ZIP asks for.
    { highWaterMark: 0 },
  );
}

/** `stream` as it is, calling `onError` when it fails (the Node server then cuts the response). */
function reportingFailure(stream: ReadableStream<Uint8Array>, onError: (error: unknown) => void) {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

async function mapWithConcurrency<T, R>(
  items: T[],
  concurrency: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

async function expectOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw unavailable(new Error(`PocketBase answered ${response.status}: ${text.slice(0, 200)}`));
}

function refusalResponse(c: Context, refusal: ZipRefusal): Response {
  return c.json(
    { status: refusal.status, code: refusal.code, message: refusal.message, params: refusal.params },
    refusal.status,
  );
}

function unavailable(cause?: unknown): ZipRefusal {
  const refusal = new ZipRefusal(
    502,
    "unavailable",
    "The server can't be reached right now. Try again in a moment.",
  );
  refusal.cause = cause;
  return refusal;
}

function tooMany(count: number): ZipRefusal {
  return new ZipRefusal(400, "too_many", `A ZIP holds at most ${MAX_PHOTOS_PER_ZIP} photos.`, {
    count,
    limit: MAX_PHOTOS_PER_ZIP,
  });
}

function albumNotFound(): ZipRefusal {
  return new ZipRefusal(404, "album_not_found", "This album doesn't exist or isn't yours.");
}

function sizeMismatch(entry: ZipEntry, received: number): Error {
  return new Error(
    `the photo ${entry.id} changed while its ZIP was on its way (${received} bytes, not ${entry.size})`,
  );
}
