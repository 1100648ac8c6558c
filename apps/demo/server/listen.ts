import { serve } from "@hono/node-server";

import { createGalleryServer, type GalleryServerOptions } from "./gallery-server";

export interface ListeningGallery {
  url: string;
  /** Stops the background work (handing back what it held) and the server. */
  close(): Promise<void>;
}

/**
 * Starts the Gallery's server on a port (0: any free one) and resolves once it listens and its
 * background work has started (with a provider, the alt text job: new photos are queued from then).
 */
export async function listenGallery(
  options: GalleryServerOptions & { port: number; hostname?: string },
): Promise<ListeningGallery> {
  const gallery = createGalleryServer(options);
  const hostname = options.hostname ?? "127.0.0.1";
  await gallery.ready;
  return new Promise((resolve) => {
    const server = serve({ fetch: gallery.app.fetch, hostname, port: options.port }, (info) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: async () => {
          await gallery.close();
          await new Promise<void>((done) => {
            // Realtime streams stay open; end them so that close() does not wait forever.
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          });
        },
      });
    });
  });
}
