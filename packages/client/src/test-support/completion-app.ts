// Test-only: the completion handler served by a real Hono app on loopback, as the Gallery
// serves it, with options a test can change between requests.
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";

import { createCompletionHandler, type CompletionHandlerOptions } from "../server";

export interface CompletionApp {
  /** The route's full URL. */
  url: string;
  /** Options for the requests from now on (the handler is built per request from them). */
  options: Partial<CompletionHandlerOptions>;
  close(): Promise<void>;
}

export async function startCompletionApp(base: CompletionHandlerOptions): Promise<CompletionApp> {
  const app: CompletionApp = { url: "", options: {}, close: async () => {} };
  const hono = new Hono();
  hono.post("/api/completion", (c) => createCompletionHandler({ ...base, ...app.options })(c.req.raw));
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
