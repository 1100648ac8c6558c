import { createImageKitRoutes, createPocketBaseUsage, type ImageKitServer } from "@pocketkit/client/server";
import { Hono } from "hono";

export interface GalleryImageKitRoutesOptions {
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  /** The server part with the account's private key; `undefined`: ImageKit is off. */
  imagekit: ImageKitServer | undefined;
  /** The superuser the upload limit is counted with (in `upload_signatures`). */
  superuser: { email: string; password: string };
  /** Each user's upload limit. @default UPLOAD_LIMITS */
  uploadLimits?: { perWindow?: number; windowMs?: number };
  /** How long PocketBase may take to answer. @default 30000 */
  timeoutMs?: number;
  /** Where failures are reported with their reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
}

export const IMAGEKIT_OFF_MESSAGE = "ImageKit is off: no account is configured.";

/**
 * Uploads to ImageKit per user per 10 minutes (each needs a signature): a phone's whole day of
 * photos at once, and not an open tap into the account's storage for a script with a stolen
 * session. Counted in `upload_signatures` (pb_migrations/1763801100_upload_signatures.js).
 */
export const UPLOAD_LIMITS = { perWindow: 500, windowMs: 10 * 60_000 } as const;

/**
 * `POST /imagekit/sign`, `/imagekit/delete` and `/imagekit/purge`, for the ImageKit adapter's
 * browser part: the checks are `createImageKitRoutes`'s (a signed-in, verified user; for a file,
 * a photo of theirs in `images` that holds its id). Without an account every one of them answers
 * 503 `not_configured`, as the AI routes do without a provider, so the app can say why.
 */
export function createGalleryImageKitRoutes(options: GalleryImageKitRoutesOptions): Hono {
  const app = new Hono();
  if (!options.imagekit) {
    app.post("/imagekit/*", (c) =>
      c.json({ status: 503, code: "not_configured", message: IMAGEKIT_OFF_MESSAGE }, 503),
    );
    return app;
  }
  const routes = createImageKitRoutes({
    imagekit: options.imagekit,
    pocketbaseUrl: options.pocketbaseUrl,
    collection: "images",
    timeoutMs: options.timeoutMs,
    log: options.log,
    signLimit: {
      usage: createPocketBaseUsage({
        pocketbaseUrl: options.pocketbaseUrl,
        superuser: options.superuser,
        collection: "upload_signatures",
      }),
      perWindow: options.uploadLimits?.perWindow ?? UPLOAD_LIMITS.perWindow,
      windowMs: options.uploadLimits?.windowMs ?? UPLOAD_LIMITS.windowMs,
    },
  });
  app.post("/imagekit/sign", (c) => routes.sign(c.req.raw));
  app.post("/imagekit/delete", (c) => routes.deleteFile(c.req.raw));
  app.post("/imagekit/purge", (c) => routes.purgeFile(c.req.raw));
  return app;
}
