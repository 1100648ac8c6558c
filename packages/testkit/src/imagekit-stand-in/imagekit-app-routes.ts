// Test-only: the routes an app serves for the ImageKit adapter's browser part (sign an upload,
// delete a file, purge a file), made with the same `createImageKitRoutes` of
// @pocketkit/client/server that the Gallery's server uses, with ImageKit's Node SDK pointed at
// the stand-in: the caller's PocketBase token is checked, and a file is acted on only for the
// owner of the record that holds it.
import { serve, type ServerType } from "@hono/node-server";
import { ImageKit } from "@imagekit/nodejs";
import { Hono } from "hono";
import { cors } from "hono/cors";

import { createImageKitRoutes, createImageKitServer } from "@pocketkit/client/server";

import type { ImageKitStandIn } from "./imagekit-stand-in";

export interface ImageKitAppRoutesOptions {
  /** PocketBase whose users call and whose records hold the files. */
  pocketbaseUrl: string;
  /** The collection whose records hold the files (fields `imagekit_id`, `imagekit_path`). */
  collection: string;
}

export interface ImageKitAppRoutes {
  /**
   * POST `/sign` → `{ token, expire, signature }`; `/delete` and `/purge` take
   * `{ recordId, fileId }`; each with the user's PocketBase token in `Authorization`.
   */
  url: string;
  close(): Promise<void>;
}

export async function startImageKitAppRoutes(
  standIn: ImageKitStandIn,
  options: ImageKitAppRoutesOptions,
): Promise<ImageKitAppRoutes> {
  const routes = createImageKitRoutes({
    imagekit: createImageKitServer(
      new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0 }),
      { urlEndpoint: standIn.urlEndpoint },
    ),
    pocketbaseUrl: options.pocketbaseUrl,
    collection: options.collection,
    log: () => {},
  });
  const app = new Hono();
  // The browser tests call from another origin; Authorization makes their requests preflighted.
  app.use(cors({ origin: "*", allowMethods: ["POST"], allowHeaders: ["authorization", "content-type"] }));
  app.post("/sign", (c) => routes.sign(c.req.raw));
  app.post("/delete", (c) => routes.deleteFile(c.req.raw));
  app.post("/purge", (c) => routes.purgeFile(c.req.raw));

  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => resolve(info.port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        (server as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
      }),
  };
}
