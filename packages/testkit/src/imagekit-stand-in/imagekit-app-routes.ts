// Test-only: the routes an app serves for the ImageKit adapter's browser part (sign an upload,
// delete a file, purge a file), made as an app makes them, with `createImageKitServer` of
// @pocketkit/client/server and ImageKit's Node SDK, here pointed at the stand-in. What a real
// app adds is left out: checking the caller's PocketBase token, and that the caller's record
// holds the file.
import { serve, type ServerType } from "@hono/node-server";
import { ImageKit } from "@imagekit/nodejs";
import { Hono } from "hono";
import { cors } from "hono/cors";

import { createImageKitServer } from "@pocketkit/client/server";

import type { ImageKitStandIn } from "./imagekit-stand-in";

export interface ImageKitAppRoutes {
  /** POST `/sign` → `{ token, expire, signature }`; `/delete` and `/purge` take `{ fileId, filePath }`. */
  url: string;
  close(): Promise<void>;
}

export async function startImageKitAppRoutes(standIn: ImageKitStandIn): Promise<ImageKitAppRoutes> {
  const imagekit = createImageKitServer(
    new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0 }),
    { urlEndpoint: standIn.urlEndpoint },
  );
  const app = new Hono();
  app.use(cors({ origin: "*", allowMethods: ["POST"] }));
  app.post("/sign", (c) => c.json(imagekit.signUpload()));
  app.post("/delete", async (c) => {
    const { fileId } = await c.req.json<{ fileId: string }>();
    await imagekit.deleteFile(fileId);
    return c.body(null, 204);
  });
  app.post("/purge", async (c) => {
    const { filePath } = await c.req.json<{ filePath: string }>();
    return c.json(await imagekit.purgeFile(filePath));
  });

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
