import { useQuery } from "@tanstack/react-query";

export interface GalleryConfig {
  /** Whether the server has an AI provider; without one the AI buttons say "AI is off". */
  ai: boolean;
}

/** What the Gallery's server tells the app before any AI request (see server/gallery-server.ts). */
export function useGalleryConfig(): GalleryConfig | undefined {
  return useQuery({
    queryKey: ["gallery", "config"],
    queryFn: async ({ signal }): Promise<GalleryConfig> => {
      const response = await fetch("/api/gallery/config", { signal });
      if (!response.ok) throw new Error(`config: ${response.status}`);
      return (await response.json()) as GalleryConfig;
    },
    staleTime: Infinity,
  }).data;
}
