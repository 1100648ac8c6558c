import { queryOptions, useQuery } from "@tanstack/react-query";

export interface GalleryConfig {
  /** Whether the server has an AI provider; without one the AI buttons say "AI is off". */
  ai: boolean;
  /**
   * The ImageKit account new photos are kept in (docs/imagekit.md), or `null`: photos are kept in
   * PocketBase. Never the private key.
   */
  imagekit: { urlEndpoint: string; publicKey: string; uploadUrl?: string } | null;
}

/** What the Gallery's server tells the app before its first photo (see server/gallery-server.ts). */
export const galleryConfigOptions = queryOptions({
  queryKey: ["gallery", "config"],
  queryFn: async ({ signal }): Promise<GalleryConfig> => {
    const response = await fetch("/api/gallery/config", { signal });
    if (!response.ok) throw new Error(`config: ${response.status}`);
    return (await response.json()) as GalleryConfig;
  },
  staleTime: Infinity,
});

/** The Gallery server's config, `undefined` until it has answered. */
export function useGalleryConfig(): GalleryConfig | undefined {
  return useQuery(galleryConfigOptions).data;
}
