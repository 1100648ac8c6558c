import { useFullList } from "@pocketkit/hooks";
import { ImageGridScrubber, type ImageGridSection } from "@pocketkit/ui";
import { useEffect } from "react";

import type { PhotoListSource } from "./photo-list";
import { monthsOf } from "./photo-timeline";

/**
 * The whole timeline, loaded once the first photos are in and the page is idle (photo-grid.tsx):
 * the dates of every photo of the list (their dates alone, 1,000 a request, followed live), told
 * as months to `onMonths` so that the grid keeps room for photos not loaded yet, and the scrubber
 * that jumps among their years. Until then the grid heads the photos it has loaded.
 */
export default function FullTimeline({
  source: { filter, sort },
  onMonths,
}: {
  source: PhotoListSource;
  onMonths: (months: ImageGridSection[]) => void;
}) {
  const dates = useFullList("images", {
    filter: filter || undefined,
    sort,
    fields: "id,sort_at",
    batch: 1000,
    realtime: true,
  });
  useEffect(() => {
    if (dates.data) onMonths(monthsOf(dates.data));
  }, [dates.data, onMonths]);
  return dates.data ? <ImageGridScrubber /> : null;
}
