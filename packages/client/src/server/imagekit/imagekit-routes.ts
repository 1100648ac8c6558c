import type { ImageKitFileRef } from "../../imagekit/imagekit-app-server";
import { authenticateCaller, type CallerRefusals } from "../authenticate-caller";
import type { Refusal } from "../completion-protocol";
import type { CompletionUsageAdapter, UsageReservation } from "../completion-usage";
import { describeError } from "../describe-error";
import { readLimitedBody } from "../read-limited-body";
import type { ImageKitServer } from "./imagekit-server";

export interface ImageKitRoutesOptions {
  /** The server part (`createImageKitServer`), which holds the private key. */
  imagekit: ImageKitServer;
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  /** The collection whose records hold the files, e.g. `images`. */
  collection: string;
  /** The record's fields for the file's id and path. @default { fileId: "imagekit_id", filePath: "imagekit_path" } */
  fields?: { fileId?: string; filePath?: string };
  /** The auth collection whose users may call. @default "users" */
  usersCollection?: string;
  /** Refuse users whose email is not verified (403 `unverified`). @default true */
  requireVerified?: boolean;
  /** The answer for a file no record of the caller's holds. @default "This image doesn't exist or isn't yours." */
  notYoursMessage?: string;
  /** How long PocketBase may take to hand over the record before the route answers 503. @default 30000 */
  timeoutMs?: number;
  /** Where failures are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /**
   * At most `perWindow` signatures (so uploads) per user within `windowMs`, counted in `usage`
   * (`createPocketBaseUsage` over a collection of its own, made as the AI usage collection is:
   * exact across any number of servers); over it, 429 `rate_limited` with `retryAfter` seconds.
   * @default no limit
   * @example
   * signLimit: {
   *   usage: createPocketBaseUsage({ pocketbaseUrl, superuser, collection: "upload_signatures" }),
   *   perWindow: 300,
   *   windowMs: 10 * 60_000,
   * }
   */
  signLimit?: { usage: CompletionUsageAdapter; perWindow: number; windowMs: number };
}

/** Request → Response handlers, for any server that speaks web Requests (Hono, Next.js, Bun). */
export interface ImageKitRoutes {
  /** 200 `{ token, expire, signature }` for one upload, for a signed-in (verified) caller. */
  sign(request: Request): Promise<Response>;
  /** Body `{ recordId, fileId }`: 204 once the file is gone, if a record of the caller's holds it. */
  deleteFile(request: Request): Promise<Response>;
  /** Body `{ recordId, fileId }`: 200 `{ requestId }`, purging the path that record holds. */
  purgeFile(request: Request): Promise<Response>;
}

const REFUSALS: CallerRefusals = {
  signIn: "Sign in to upload photos.",
  unverified: "Verify your email to upload photos.",
  unavailable: {
    status: 503,
    code: "unavailable",
    message: "Photos can't be stored right now. Try again later.",
  },
};

/**
 * The routes the ImageKit adapter's browser part calls (`ImageKitAppServer`), with their checks:
 * the caller's PocketBase token (401; 403 when unverified); for a file, that a record of the
 * caller's holds it, read from PocketBase **with the caller's token**, so the collection's view
 * rule decides. Someone else's file and one no record holds get the same 404, which reveals
 * nothing. The file acted on is the one the record holds, never a path from the body. Refusals
 * are `{ status, code?, message }` as JSON.
 *
 * A record must hold an id only its owner could have put there: make the id field unique (the
 * Gallery's migration 1763800900_imagekit_file.js), or a user could claim someone else's file.
 *
 * @example
 * const routes = createImageKitRoutes({ imagekit, pocketbaseUrl, collection: "images" });
 * app.post("/api/media/imagekit/sign", (c) => routes.sign(c.req.raw));
 */
export function createImageKitRoutes(options: ImageKitRoutesOptions): ImageKitRoutes {
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const fileIdField = options.fields?.fileId ?? "imagekit_id";
  const filePathField = options.fields?.filePath ?? "imagekit_path";
  const log = options.log ?? ((message, details) => console.error(message, details));
  const notYours: Refusal = {
    status: 404,
    code: "not_found",
    message: options.notYoursMessage ?? "This image doesn't exist or isn't yours.",
  };
  const check = {
    pocketbaseUrl: pocketbase,
    usersCollection: options.usersCollection ?? "users",
    requireVerified: options.requireVerified ?? true,
    log,
    refusals: REFUSALS,
  };

  /** The file the caller's record holds, or the refusal to send. */
  async function ownFile(request: Request): Promise<{ fileId: string; filePath: string } | Refusal> {
    const caller = await authenticateCaller(request.headers.get("authorization"), check);
    if ("refusal" in caller) return caller.refusal;
    const asked = readFileRef(await readLimitedBody(request, 16 * 1024));
    if (!asked)
      return { status: 400, code: "invalid_request", message: 'Send { "recordId", "fileId" } as JSON.' };
    let response: Response;
    try {
      response = await fetch(
        `${pocketbase}/api/collections/${encodeURIComponent(options.collection)}/records/${encodeURIComponent(asked.recordId)}?fields=${fileIdField},${filePathField}`,
        {
          headers: { authorization: caller.token },
          // A silent PocketBase must not hold the browser's delete for ever.
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)]),
        },
      );
    } catch (error) {
      log("PocketBase could not be asked for the record", { error: describeError(error) });
      return REFUSALS.unavailable;
    }
    // 404 is PocketBase's answer for a record the view rule hides as much as for one never made.
    if (response.status === 404 || response.status === 400 || response.status === 403) return notYours;
    if (!response.ok) {
      log("PocketBase refused to read the record", { status: response.status });
      return REFUSALS.unavailable;
    }
    const record = (await response.json()) as Record<string, unknown>;
    const fileId = record[fileIdField];
    const filePath = record[filePathField];
    if (typeof fileId !== "string" || fileId === "" || fileId !== asked.fileId) return notYours;
    return { fileId, filePath: typeof filePath === "string" ? filePath : "" };
  }

  const failed = (what: string, error: unknown) => {
    log(`ImageKit could not ${what}`, { error: describeError(error) });
    const kind = (error as { kind?: string }).kind;
    return json(
      kind === "aborted" ? { status: 499, message: "The request was cancelled." } : REFUSALS.unavailable,
    );
  };

  return {
    async sign(request) {
      const caller = await authenticateCaller(request.headers.get("authorization"), check);
      if ("refusal" in caller) return json(caller.refusal);
      if (options.signLimit) {
        const { usage, perWindow, windowMs } = options.signLimit;
        let reservation: UsageReservation;
        try {
          reservation = await usage.reserve({
            user: caller.user,
            kind: "imagekit_sign",
            perWindow,
            windowMs,
          });
        } catch (error) {
          log("The upload limit could not be counted", { error: describeError(error) });
          return json(REFUSALS.unavailable);
        }
        if (!reservation.granted) {
          const tooMany: Refusal = {
            status: 429,
            code: "rate_limited",
            message: "Too many uploads at once. Try again in a moment.",
            retryAfter: reservation.retryAfter,
          };
          const refused = json(tooMany);
          refused.headers.set("retry-after", String(reservation.retryAfter));
          return refused;
        }
        // Counted when granted: a signature is an upload allowed, used or not.
        await usage.finish(reservation.id, { status: "ok", characters: 0 }).catch((error: unknown) => {
          log("A granted upload could not be recorded", { error: describeError(error) });
        });
      }
      return json({ status: 200, ...options.imagekit.signUpload() });
    },
    async deleteFile(request) {
      const file = await ownFile(request);
      if ("status" in file) return json(file);
      try {
        await options.imagekit.deleteFile(file.fileId, { signal: request.signal });
        return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
      } catch (error) {
        return failed("delete a file", error);
      }
    },
    async purgeFile(request) {
      const file = await ownFile(request);
      if ("status" in file) return json(file);
      try {
        return json({
          status: 200,
          ...(await options.imagekit.purgeFile(file.filePath, { signal: request.signal })),
        });
      } catch (error) {
        return failed("purge a file", error);
      }
    },
  };
}

function readFileRef(raw: string | undefined): Pick<ImageKitFileRef, "recordId" | "fileId"> | undefined {
  try {
    const body = JSON.parse(raw ?? "") as Partial<ImageKitFileRef> | null;
    if (typeof body?.recordId !== "string" || typeof body.fileId !== "string") return undefined;
    if (body.recordId === "" || body.fileId === "") return undefined;
    return { recordId: body.recordId, fileId: body.fileId };
  } catch {
    return undefined;
  }
}

/** A refusal or an answer as JSON; `status` is the HTTP status and stays out of answers. */
function json({ status, ...body }: { status: number } & object): Response {
  const payload = status >= 400 ? { status, ...body } : body;
  return new Response(JSON.stringify(payload), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
