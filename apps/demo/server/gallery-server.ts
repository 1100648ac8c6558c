import { createCompletionHandler, type CompletionProvider } from "@pocketkit/client/server";
import { Hono } from "hono";

import { createImagePrompts, imageKinds } from "./image-prompts";
import { createPocketBaseProxy } from "./pocketbase-proxy";
import { serveApp } from "./serve-app";
import { createShareLinkCreate } from "./share-link-create";
import { createShareLinks } from "./share-links";
import { createZipDownloads } from "./zip-download";

export interface GalleryServerOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /**
   * A superuser, for recording AI usage, reading the photo a completion is about and serving share
   * links; its credentials also key the share links' access tokens, so every server of one
   * Gallery must have the same.
   */
  superuser: { email: string; password: string };
  /** The OpenAI-compatible provider; `undefined` turns AI off (the app says so). */
  provider: CompletionProvider | undefined;
  /** The built web app (`vite build` output). Without it only the API is served. */
  appDir?: string;
  /**
   * How long PocketBase may take to start an answer once a request has reached it, before the
   * browser gets 504 (see `createPocketBaseProxy`). @default 30000
   */
  pocketbaseTimeoutMs?: number;
  /** Where the AI route and the proxy report failures with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * The Gallery's one origin: the web app, `POST /api/completion`, and PocketBase's API and
 * dashboard behind it, so the browser never meets CORS and cookies and tokens stay on one host.
 */
export function createGalleryServer(options: GalleryServerOptions): Hono {
  const app = new Hono();
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  // Usage is reserved and recorded in `ai_usage` (the collection @pocketkit/client ships, made by
  // pb_migrations/1763800006_ai_usage_sequence.js) through the handler's default adapter, which
  // keeps the 20-per-10-minutes limit exact across any number of Gallery servers.
  const completion = createCompletionHandler({
    pocketbaseUrl: pocketbase,
    superuser: options.superuser,
    provider: options.provider,
    kinds: imageKinds,
    buildMessages: createImagePrompts({ pocketbaseUrl: pocketbase, superuser: options.superuser }),
    log: options.log,
  });

  // What the app needs to know before its first request: whether AI buttons can work.
  app.get("/api/gallery/config", (c) => c.json({ ai: options.provider !== undefined }));
  app.all("/api/completion", (c) => completion(c.req.raw));
  // A selection or an album as one ZIP, streamed from PocketBase (POST /api/gallery/zip).
  app.route(
    "/api/gallery",
    createZipDownloads({
      pocketbaseUrl: pocketbase,
      stallTimeoutMs: options.pocketbaseTimeoutMs,
      log: options.log,
    }),
  );

  // Share links: made by their owner (POST /api/gallery/share-links), and what a recipient
  // without an account reaches (/api/share/:slug…), served from PocketBase by this server.
  app.route(
    "/api/gallery",
    createShareLinkCreate({
      pocketbaseUrl: pocketbase,
      timeoutMs: options.pocketbaseTimeoutMs,
      log: options.log,
    }),
  );
  app.route(
    "/api",
    createShareLinks({
      pocketbaseUrl: pocketbase,
      superuser: options.superuser,
      timeoutMs: options.pocketbaseTimeoutMs,
      log: options.log,
    }),
  );

  const toPocketBase = createPocketBaseProxy({
    pocketbaseUrl: pocketbase,
    headersTimeoutMs: options.pocketbaseTimeoutMs,
    log: options.log,
  });
  app.all("/api/*", toPocketBase);
  app.all("/_", toPocketBase);
  app.all("/_/*", toPocketBase);

  if (options.appDir) app.route("/", serveApp(options.appDir));
  return app;
}
