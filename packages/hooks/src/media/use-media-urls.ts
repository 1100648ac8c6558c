import type { MediaAdapter, MediaUrls, PocketkitError } from "@pocketkit/client";
import { useQuery } from "@tanstack/react-query";

import { useAuth } from "../auth/use-auth";
import { freshFor, renewIn } from "../files/renew-before-expiry";
import { pocketkitKeys } from "../query-keys";

export interface UseMediaUrlsResult {
  /** URL builders, `undefined` until they are there (a protected file's token on its way) or when they could not be had. */
  urls: MediaUrls | undefined;
  status: "pending" | "error" | "success";
  /** Why there are none, else `null`. */
  error: PocketkitError | null;
}

// Query keys must be data: each adapter object gets a number of its own.
const adapterIds = new WeakMap<MediaAdapter, number>();
let lastAdapterId = 0;
function adapterId(media: MediaAdapter): number {
  const known = adapterIds.get(media);
  if (known !== undefined) return known;
  adapterIds.set(media, ++lastAdapterId);
  return lastAdapterId;
}

/**
 * A media adapter's URL builders for the signed-in user (`MediaAdapter.urls()`): one request
 * shared by every picture on screen, asked again before they expire (a protected file's token)
 * and when the user changes. `media` left out: nothing is asked, `urls` stays `undefined`.
 *
 * @example
 * const media = useMedia(photo);
 * const { urls } = useMediaUrls(media);
 * return urls ? <img {...urls.sources(photo)} alt={photo.alt} /> : <Skeleton />;
 */
export function useMediaUrls(media: MediaAdapter | undefined): UseMediaUrlsResult {
  const { user } = useAuth();
  const query = useQuery<MediaUrls, PocketkitError>({
    queryKey: [...pocketkitKeys.all, "_media", media ? adapterId(media) : 0, user?.id ?? ""],
    queryFn: ({ signal }) => media!.urls({ signal }),
    enabled: media !== undefined,
    staleTime: (query) => freshFor(query.state.data?.expiresAt),
    refetchInterval: (query) => renewIn(query.state.data?.expiresAt),
    refetchIntervalInBackground: true,
  });
  return {
    urls: query.data,
    status: query.data ? "success" : query.isError ? "error" : "pending",
    error: query.data ? null : query.error,
  };
}
