import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer, type ImageKitServer } from "@pocketkit/client/server";

/**
 * The ImageKit account named by `IMAGEKIT_PRIVATE_KEY`, `IMAGEKIT_PUBLIC_KEY` and
 * `IMAGEKIT_URL_ENDPOINT` (docs/imagekit.md), or `undefined` — ImageKit off — unless all three
 * are set: a half-configured account would sign uploads that the browser cannot make.
 */
export function imagekitFromEnv(env: Record<string, string | undefined>): ImageKitServer | undefined {
  const { IMAGEKIT_PRIVATE_KEY, IMAGEKIT_PUBLIC_KEY, IMAGEKIT_URL_ENDPOINT } = env;
  if (!IMAGEKIT_PRIVATE_KEY || !IMAGEKIT_PUBLIC_KEY || !IMAGEKIT_URL_ENDPOINT) return undefined;
  return createImageKitServer(new ImageKit({ privateKey: IMAGEKIT_PRIVATE_KEY }), {
    urlEndpoint: IMAGEKIT_URL_ENDPOINT,
  });
}

/** What the web app is told of the ImageKit account (GET /api/gallery/config): never the private key. */
export interface ImageKitBrowserSettings {
  urlEndpoint: string;
  publicKey: string;
  /** Where the browser sends uploads, when not to ImageKit's upload API (a proxy of your own). */
  uploadUrl?: string;
}

/**
 * The browser's half of the account `imagekitFromEnv` reads, under the same condition (all three
 * variables set), with `IMAGEKIT_UPLOAD_URL` when uploads go through a proxy.
 */
export function imagekitBrowserFromEnv(
  env: Record<string, string | undefined>,
): ImageKitBrowserSettings | undefined {
  const { IMAGEKIT_PRIVATE_KEY, IMAGEKIT_PUBLIC_KEY, IMAGEKIT_URL_ENDPOINT, IMAGEKIT_UPLOAD_URL } = env;
  if (!IMAGEKIT_PRIVATE_KEY || !IMAGEKIT_PUBLIC_KEY || !IMAGEKIT_URL_ENDPOINT) return undefined;
  return {
    urlEndpoint: IMAGEKIT_URL_ENDPOINT,
    publicKey: IMAGEKIT_PUBLIC_KEY,
    ...(IMAGEKIT_UPLOAD_URL ? { uploadUrl: IMAGEKIT_UPLOAD_URL } : {}),
  };
}
