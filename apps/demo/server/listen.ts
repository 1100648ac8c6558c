import { serve } from "@hono/node-server";

import { createGalleryServer, type GalleryServerOptions } from "./gallery-server";

export interface ListeningGallery {
  url: string;
  close(): Promise<void>;
}

/** Starts the Gallery's server on a port (0: any free one) and resolves once it listens. */
export function listenGallery(
  options: GalleryServerOptions & { port: number; hostname?: string },
): Promise<ListeningGallery> {
  const app = createGalleryServer(options);
  const hostname = options.hostname ?? "127.0.0.1";
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname, port: options.port }, (info) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () =>
          new Promise((done) => {
            // Realtime streams stay open; end them so that close() does not wait forever.
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
