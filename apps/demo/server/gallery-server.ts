import {
  createCompletionHandler,
  createPocketBaseUsage,
  type CompletionProvider,
  type ImageKitServer,
} from "@pocketkit/client/server";
import { IMAGEKIT_UPLOAD_URL } from "@pocketkit/client/imagekit";
import { Hono } from "hono";

import { AI_LIMITS, ALT_TEXT_JOB_PER_WINDOW } from "./ai-limits";
import { startAltTextWorker, type AltTextJobTuning, type AltTextWorker } from "./alt-text-worker";
import { createClientAddress } from "./client-address";
import { createImagePrompts, imageKinds } from "./image-prompts";
import type { ImageKitBrowserSettings } from "./imagekit-from-env";
import { startImageKitMirror, type ImageKitMirror, type ImageKitMirrorTuning } from "./imagekit-mirror";
import { createGalleryImageKitRoutes } from "./imagekit-routes";
import { createPocketBaseProxy } from "./pocketbase-proxy";
import { serveApp } from "./serve-app";
import { createShareLinkCreate } from "./share-link-create";
import { createShareLinks } from "./share-links";
import { parseTagSuggestions } from "./tag-suggestions";
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
  /**
   * ImageKit's server part (imagekit-from-env.ts), for the routes that sign uploads and delete
   * and purge files, and for the mirror of records to ImageKit (imagekit-mirror.ts); `undefined`
   * turns them off (the routes answer 503 `not_configured`).
   */
  imagekit?: ImageKitServer;
  /**
   * What the web app is told of that account (`imagekitBrowserFromEnv`): with it, the app keeps
   * new photos in ImageKit and shows them from its URL endpoint. Give both or neither.
   */
  imagekitBrowser?: ImageKitBrowserSettings;
  /** The built web app (`vite build` output). Without it only the API is served. */
  appDir?: string;
  /**
   * Addresses or CIDR ranges of the load balancers in front of this server, whose
   * X-Forwarded-For is believed: PocketBase then counts its rate limits per person, not per
   * balancer, and a realtime stream opened through one balancer node can be subscribed through
   * another (client-address.ts). Without them a request is its socket's address.
   * @default []
   * @example ["10.0.0.0/16"]
   * @throws at creation when an entry is neither an address nor a range.
   */
  trustedProxies?: readonly string[];
  /**
   * How long PocketBase may take to start an answer once a request has reached it, before the
   * browser gets 504 (see `createPocketBaseProxy`). @default 30000
   */
  pocketbaseTimeoutMs?: number;
  /** Where the AI route and the proxy report failures with their real reason. @default console.error */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /**
   * Each user's AI limit, and the alt text job's share of it (`jobPerWindow`).
   * @default { ...AI_LIMITS, jobPerWindow: ALT_TEXT_JOB_PER_WINDOW } (ai-limits.ts)
   */
  aiLimits?: { perWindow?: number; windowMs?: number; jobPerWindow?: number };
  /** Each user's ImageKit uploads per window (imagekit-routes.ts). @default UPLOAD_LIMITS */
  uploadLimits?: { perWindow?: number; windowMs?: number };
  /** How the alt text job runs (with a provider only); tests make its waits short. */
  altText?: AltTextJobTuning;
  /** How the ImageKit mirror runs (with `imagekit` only); tests make its waits short. */
  imagekitMirror?: ImageKitMirrorTuning;
}

export interface GalleryServer {
  /** The routes, for any server that speaks web Requests. */
  app: Hono;
  /**
   * Settles once the background work has started (the alt text job, with a provider; the
   * ImageKit mirror, with an account).
   */
  ready: Promise<void>;
  /** Stops the background work, handing back what it held. */
  close(): Promise<void>;
}

/**
 * The Gallery's one origin: the web app, `POST /api/completion`, and PocketBase's API and
 * dashboard behind it, so the browser never meets CORS and cookies and tokens stay on one host.
 * With a provider it also writes alt text for photos in the background (alt-text-worker.ts); with
 * an ImageKit account it mirrors photos, albums and custom fields to ImageKit (imagekit-mirror.ts).
 */
export function createGalleryServer(options: GalleryServerOptions): GalleryServer {
  const app = new Hono();
  const pocketbase = options.pocketbaseUrl.replace(/\/$/, "");
  const log = options.log ?? ((message, details) => console.error(`[gallery] ${message}`, details ?? ""));
  const limits = {
    perWindow: options.aiLimits?.perWindow ?? AI_LIMITS.perWindow,
    windowMs: options.aiLimits?.windowMs ?? AI_LIMITS.windowMs,
  };
  // Made first, so that a mistyped range stops the server before it starts anything.
  const clientAddress = createClientAddress(options.trustedProxies ?? []);
  // Usage is reserved and recorded in `ai_usage` (the collection @pocketkit/client ships, made by
  // pb_migrations/1763800006_ai_usage_sequence.js), which keeps the 20-per-10-minutes limit exact
  // across any number of Gallery servers. The route and the alt text job share the one adapter.
  const usage = createPocketBaseUsage({ pocketbaseUrl: pocketbase, superuser: options.superuser });
  const completion = createCompletionHandler({
    pocketbaseUrl: pocketbase,
    provider: options.provider,
    usage,
    limits,
    kinds: imageKinds,
    buildMessages: createImagePrompts({ pocketbaseUrl: pocketbase, superuser: options.superuser }),
    // Tag suggestions arrive as a checked JSON list, in one piece.
    parseAnswer: { tags: parseTagSuggestions },
    log: options.log,
  });

  // What the app needs to know before its first request: whether AI buttons can work, and where
  // its photos are kept and shown from.
  const config = {
    ai: options.provider !== undefined,
    imagekit: (options.imagekit && options.imagekitBrowser) ?? null,
  };
  app.get("/api/gallery/config", (c) => c.json(config));
  app.all("/api/completion", (c) => completion(c.req.raw));
  // Asking for descriptions is PocketBase's route (pb_hooks/alt_text_requests.pb.js), passed on
  // only when there is a provider to write them: with AI off, nothing is queued.
  if (!options.provider) {
    app.post("/api/alt-text/queue", (c) =>
      c.json({ status: 503, code: "not_configured", message: "AI is off: no provider is configured." }, 503),
    );
  }
  // A selection or an album as one ZIP, streamed from PocketBase (POST /api/gallery/zip).
  app.route(
    "/api/gallery",
    createZipDownloads({
      pocketbaseUrl: pocketbase,
      imagekitUrlEndpoint: config.imagekit?.urlEndpoint,
      stallTimeoutMs: options.pocketbaseTimeoutMs,
      log: options.log,
      clientAddress,
    }),
  );

  // ImageKit uploads: signed for a signed-in user, files deleted and purged for their photo's
  // owner (POST /api/gallery/imagekit/{sign,delete,purge}); the private key stays here.
  app.route(
    "/api/gallery",
    createGalleryImageKitRoutes({
      pocketbaseUrl: pocketbase,
      superuser: options.superuser,
      uploadLimits: options.uploadLimits,
      imagekit: options.imagekit,
      timeoutMs: options.pocketbaseTimeoutMs,
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
      clientAddress,
    }),
  );
  app.route(
    "/api",
    createShareLinks({
      pocketbaseUrl: pocketbase,
      imagekitUrlEndpoint: config.imagekit?.urlEndpoint,
      superuser: options.superuser,
      timeoutMs: options.pocketbaseTimeoutMs,
      log: options.log,
      clientAddress,
    }),
  );

  const toPocketBase = createPocketBaseProxy({
    pocketbaseUrl: pocketbase,
    headersTimeoutMs: options.pocketbaseTimeoutMs,
    log: options.log,
    clientAddress,
  });
  app.all("/api/*", toPocketBase);
  app.all("/_", toPocketBase);
  app.all("/_/*", toPocketBase);

  if (options.appDir) {
    // With ImageKit, the page shows photos from its URL endpoint and uploads to its upload API.
    const imagekit = config.imagekit;
    const origin = (url: string) => new URL(url).origin;
    app.route(
      "/",
      serveApp(
        options.appDir,
        imagekit
          ? {
              images: [origin(imagekit.urlEndpoint)],
              connect: [origin(imagekit.uploadUrl ?? IMAGEKIT_UPLOAD_URL)],
            }
          : {},
      ),
    );
  }

  let worker: AltTextWorker | undefined;
  if (options.provider) {
    worker = startAltTextWorker({
      pocketbaseUrl: pocketbase,
      superuser: options.superuser,
      provider: options.provider,
      usage,
      limits: {
        perWindow: Math.min(limits.perWindow, options.aiLimits?.jobPerWindow ?? ALT_TEXT_JOB_PER_WINDOW),
        windowMs: limits.windowMs,
      },
      log,
      ...options.altText,
    });
  }
  let mirror: ImageKitMirror | undefined;
  if (options.imagekit) {
    mirror = startImageKitMirror({
      pocketbaseUrl: pocketbase,
      superuser: options.superuser,
      imagekit: options.imagekit,
      log,
      ...options.imagekitMirror,
    });
  }
  return {
    app,
    ready: Promise.all([worker?.ready, mirror?.ready]).then(() => undefined),
    close: async () => {
      await Promise.all([worker?.stop(), mirror?.stop()]);
    },
  };
}
