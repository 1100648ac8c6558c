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
