// Loaded only when the Gallery's server has an ImageKit account (gallery-media.tsx): the adapter
// and ImageKit's browser SDK never reach an app whose photos are in PocketBase.
import type { MediaAdapter, Pocketkit } from "@pocketkit/client";
import { createImageKitMedia, type ImageKitAppServer } from "@pocketkit/client/imagekit";
import { ClientResponseError } from "pocketbase";

import type { GalleryConfig } from "../gallery-config";

/**
 * The Gallery's photos in ImageKit: uploads land in the owner's library folder (the server's
 * mirror moves them into an album's folder, docs/imagekit.md "The mirror"), signed, deleted and
 * purged by the Gallery's server routes with the signed-in user's token.
 */
export function createGalleryImageKitMedia(
  pocketkit: Pocketkit,
  settings: NonNullable<GalleryConfig["imagekit"]>,
): MediaAdapter {
  const post = async (route: string, body: unknown, signal?: AbortSignal): Promise<Response> => {
    const url = `/api/gallery/imagekit/${route}`;
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: pocketkit.pb.authStore.token },
      body: JSON.stringify(body),
      signal,
    });
    // As PocketBase's own refusals, so that they become the kit's errors (a 503 waits and resumes).
    if (!response.ok) {
      throw new ClientResponseError({
        url,
        status: response.status,
        response: await response.json().catch(() => ({})),
      });
    }
    return response;
  };
  const server: ImageKitAppServer = {
    signUpload: async ({ signal }) => (await post("sign", {}, signal)).json(),
    deleteFile: async (file, { signal }) => void (await post("delete", file, signal)),
    purgeFile: async (file, { signal }) => void (await post("purge", file, signal)),
  };
  return createImageKitMedia(pocketkit, {
    urlEndpoint: settings.urlEndpoint,
    publicKey: settings.publicKey,
    uploadUrl: settings.uploadUrl,
    server,
    collection: "images",
    folder: () => `/pocketkit/${pocketkit.pb.authStore.record?.id}/`,
  });
}
