import { serveStatic } from "@hono/node-server/serve-static";
import { createCompletionHandler, type CompletionProvider } from "@pocketkit/client/server";
import { Hono, type Context } from "hono";
import { proxy } from "hono/proxy";
import { join, relative } from "node:path";

import { createImagePrompts, imageKinds } from "./image-prompts";

export interface GalleryServerOptions {
  /** PocketBase as this server reaches it, e.g. `http://127.0.0.1:8090`. */
  pocketbaseUrl: string;
  /** A superuser, for recording AI usage and reading the photo a completion is about. */
  superuser: { email: string; password: string };
  /** The OpenAI-compatible provider; `undefined` turns AI off (the app says so). */
  provider: CompletionProvider | undefined;
  /** The built web app (`vite build` output). Without it only the API is served. */
  appDir?: string;
  /** Where the AI route reports failures with their real reason. @default console.error */
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

  const toPocketBase = async (c: Context) => {
    const url = new URL(c.req.url);
    const response = await proxy(`${pocketbase}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers: {
        ...c.req.header(),
        host: new URL(pocketbase).host,
        "x-forwarded-host": url.host,
        "x-forwarded-proto": url.protocol.replace(":", ""),
      },
    });
    return response.body
      ? new Response(endsQuietlyOnAbort(response.body, c.req.raw.signal), response)
      : response;
  };
  app.all("/api/*", toPocketBase);
  app.all("/_", toPocketBase);
  app.all("/_/*", toPocketBase);

  if (options.appDir) {
    const root = relative(process.cwd(), options.appDir) || ".";
    app.use("/*", serveStatic({ root }));
    // Every other path is a route of the single-page app.
    app.get("*", serveStatic({ path: join(root, "index.html") }));
  }
  return app;
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
