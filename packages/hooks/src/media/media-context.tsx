import type { MediaAdapter } from "@pocketkit/client";
import { createContext, useContext, useMemo, type ReactNode } from "react";

const MediaContext = createContext<readonly MediaAdapter[]>([]);

export interface MediaProviderProps {
  /** Where the pictures of a collection live: one adapter per collection whose pictures it shows. */
  media: MediaAdapter | readonly MediaAdapter[];
  children?: ReactNode;
}

/**
 * Says where pictures live for what is inside: `Image`, `ImageGrid` and the hooks below ask the
 * adapter of a record's collection for its URLs. A collection with no adapter keeps PocketBase's
 * own file storage, so an app without this provider needs nothing. Adapters of a provider further
 * out stay in force for the other collections.
 *
 * @example
 * const media = createImageKitMedia(pocketkit, { collection: "images", urlEndpoint, publicKey, server });
 * <MediaProvider media={media}><ImageGrid … /></MediaProvider>
 */
export function MediaProvider({ media, children }: MediaProviderProps) {
  const outer = useContext(MediaContext);
  // The same list while `media` is the same, so that what reads it does not render again.
  const adapters = useMemo(
    () => [
      ...(Array.isArray(media) ? (media as readonly MediaAdapter[]) : [media as MediaAdapter]),
      ...outer,
    ],
    [media, outer],
  );
  return <MediaContext.Provider value={adapters}>{children}</MediaContext.Provider>;
}

/**
 * The media adapter of a record's collection (found by its `collectionName` or `collectionId`)
 * or of a collection named, or `undefined` when its pictures are in PocketBase's storage with no
 * adapter given.
 *
 * @example
 * const media = useMedia(photo);
 * const media = useMedia("images");
 */
export function useMedia(
  of: string | { collectionName?: string; collectionId?: string } | undefined,
): MediaAdapter | undefined {
  const adapters = useContext(MediaContext);
  const names = typeof of === "string" ? [of] : [of?.collectionName, of?.collectionId];
  return adapters.find((adapter) => names.includes(adapter.collection));
}
