// Test-only: the completion handler served by a real Hono app on loopback, as the Gallery
// serves it, with options a test can change between requests.
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";

import { createCompletionHandler, type CompletionHandlerOptions } from "@pocketkit/client/server";

export interface CompletionApp {
  /** The route's full URL. */
  url: string;
  /**
   * Options for the requests from now on: assign a new object and the next request gets a new
   * handler built from it. One handler serves every request until then, as in the Gallery (it
   * keeps its superuser signed in).
   */
  options: Partial<CompletionHandlerOptions>;
  close(): Promise<void>;
}

export async function startCompletionApp(base: CompletionHandlerOptions): Promise<CompletionApp> {
  const app: CompletionApp = { url: "", options: {}, close: async () => {} };
  const hono = new Hono();
  let handler: ReturnType<typeof createCompletionHandler> | undefined;
  let handlerOptions: Partial<CompletionHandlerOptions> | undefined;
  hono.post("/api/completion", (c) => {
    if (!handler || handlerOptions !== app.options) {
      handlerOptions = app.options;
      handler = createCompletionHandler({ ...base, ...app.options });
    }
    return handler(c.req.raw);
  });
  let server: ServerType | undefined;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: hono.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
      app.url = `http://127.0.0.1:${info.port}/api/completion`;
      resolve();
    });
  });
  app.close = () => new Promise((resolve) => server?.close(() => resolve()));
  return app;
}
