import { MediaProvider, usePocketkit } from "@pocketkit/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { galleryConfigOptions } from "../gallery-config";

/**
 * Where the Gallery's photos are kept, for everything inside: with an ImageKit account on the
 * server, `Image`, the grids and the upload queue go through the ImageKit adapter; without one,
 * through PocketBase's file field as always. Nothing renders until the server has said which (one
 * small request), so that no photo is first shown from the wrong place.
 */
export function GalleryMedia({ children }: { children: ReactNode }) {
  const pocketkit = usePocketkit();
  const config = useQuery(galleryConfigOptions);
  const imagekit = config.data?.imagekit ?? undefined;
  const media = useQuery({
    queryKey: ["gallery", "media", imagekit],
    queryFn: async () => {
      const { createGalleryImageKitMedia } = await import("./gallery-imagekit-media");
      return createGalleryImageKitMedia(pocketkit, imagekit!);
    },
    enabled: imagekit !== undefined,
    staleTime: Infinity,
  });
  // A server that cannot say is one without ImageKit: its photos are in PocketBase.
  if (config.isPending || (imagekit && media.isPending)) return null;
  if (!media.data) return children;
  return <MediaProvider media={media.data}>{children}</MediaProvider>;
}
