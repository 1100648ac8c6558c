// Test-only: a loopback stand-in for ImageKit (whose hosted service these machines cannot reach),
// serving exactly the endpoints Pocketkit's ImageKit adapter calls, as ImageKit's published API
// reference (and the official SDKs' request code) describes them: the upload API of
// upload.imagekit.io and the v1 endpoints of api.imagekit.io for files, folders, bulk jobs, custom
// metadata fields and purges. It checks each request field by field, the upload signature
// recomputed from its private key, and keeps a media library in memory for tests to look at.
// What it is not: ImageKit's delivery (no image is transformed; `deliveryUrl` serves the bytes as
// stored, so that a page can show what it uploaded).
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { cors } from "hono/cors";

import { fileRoutes } from "./files-routes";
import { deliveryRoute } from "./delivery-route";
import { folderRoutes } from "./folders-routes";
import { metadataFieldRoutes } from "./metadata-fields-routes";
import { purgeRoutes } from "./purge-routes";
import { checkPrivateKey, newId, refusalAnswer, StandInRefusal } from "./stand-in-answers";
import type { StandInState } from "./stand-in-state";
import { uploadFile } from "./upload-route";

export interface ImageKitStandInOptions {
  /** @default a new random key */
  privateKey?: string;
  /** @default a new random key */
  publicKey?: string;
  /** @default "https://ik.imagekit.io/pocketkit-stand-in" */
  urlEndpoint?: string;
}

export interface ImageKitStandIn extends StandInState {
  /** The server API's base URL, for `new ImageKit({ baseURL })` (in place of https://api.imagekit.io). */
  apiUrl: string;
  /** The upload API's full URL (in place of https://upload.imagekit.io/api/v1/files/upload). */
  uploadUrl: string;
  /**
   * A URL endpoint that serves the stored files, untransformed, for a browser to show: give it as
   * the adapter's `urlEndpoint` (in place of https://ik.imagekit.io/your_id).
   */
  deliveryUrl: string;
  /**
   * ImageKit out of reach: the port stops listening (connections are refused) until `reachable()`,
   * and the media library is kept meanwhile. Not ImageKit's: for tests of what a caller does
   * while it is down.
   */
  unreachable(): Promise<void>;
  /** Listens again on the same port, with the media library as it was. */
  reachable(): Promise<void>;
  close(): Promise<void>;
}

export async function startImageKitStandIn(options: ImageKitStandInOptions = {}): Promise<ImageKitStandIn> {
  const state: StandInState = {
    privateKey: options.privateKey ?? `private_${newId()}`,
    publicKey: options.publicKey ?? `public_${newId()}`,
    urlEndpoint: (options.urlEndpoint ?? "https://ik.imagekit.io/pocketkit-stand-in").replace(/\/+$/, ""),
    files: new Map(),
    folders: new Set(["/"]),
    metadataFields: new Map(),
    jobs: new Map(),
    purges: new Map(),
    usedTokens: new Set(),
    requests: [],
  };

  const app = new Hono();
  app.onError((error, c) =>
    error instanceof StandInRefusal ? refusalAnswer(c, error) : c.json({ message: String(error) }, 500),
  );
  app.use(async (c, next) => {
    await next();
    state.requests.push({ method: c.req.method, path: c.req.path, status: c.res.status });
  });

  // Browsers upload from other origins; upload progress listeners make the request preflighted.
  app.use("/api/v1/files/upload", cors({ origin: "*", allowMethods: ["POST"], maxAge: 600 }));
  app.post("/api/v1/files/upload", (c) => uploadFile(c, state));

  // Not ImageKit's: what the media library holds, for browser tests, which cannot read this
  // process's memory. Bytes left out.
  app.use("/_stand-in/*", cors({ origin: "*" }));
  app.get("/_stand-in/files", (c) =>
    c.json([...state.files.values()].map(({ bytes: _bytes, ...file }) => file)),
  );
  app.get("/_stand-in/purges", (c) => c.json([...state.purges.values()]));

  deliveryRoute(app, state);

  app.use("/v1/*", async (c, next) => {
    checkPrivateKey(c.req.header("authorization"), state.privateKey);
    await next();
  });
  fileRoutes(app, state);
  folderRoutes(app, state);
  metadataFieldRoutes(app, state);
  purgeRoutes(app, state);
  app.notFound((c) => c.json({ message: `The stand-in does not serve ${c.req.method} ${c.req.path}.` }, 404));

  let server: ServerType | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, (info) => resolve(info.port));
    });
  // Keep-alive connections would hold close() for seconds after the last answer.
  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = undefined;
      if (!closing) return resolve();
      closing.close(() => resolve());
      (closing as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  const port = await listen(0);
  const apiUrl = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    apiUrl,
    uploadUrl: `${apiUrl}/api/v1/files/upload`,
    deliveryUrl: `${apiUrl}/delivery`,
    unreachable: stop,
    reachable: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  });
}
