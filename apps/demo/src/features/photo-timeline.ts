import { useFullList } from "@pocketkit/hooks";
import type { ImageGridSection } from "@pocketkit/ui";
import { useMemo } from "react";

import type { PhotoListSource } from "./photo-list";

// The month a photo was taken (else uploaded) as the camera's clock read it: `sort_at` holds a
// date without an offset as UTC, as the photo's details show it (photo-facts.tsx).
const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** Whether a list is in date order (newest or oldest first), so that months can head it. */
export const isDateOrder = (sort: string) => /^-?sort_at\b/.test(sort);

/**
 * The months of a photo list in its order, each with how many of its photos it has: the grid's
 * sections, which keep room for every photo from the start (the pages of photos load as the
 * grid comes near them) and give the scrubber its years. One light request per 1,000 photos
 * (their dates alone), followed live as the grid is. `undefined` while it loads, and for a list
 * not in date order.
 */
export function usePhotoMonths({ filter, sort }: PhotoListSource): ImageGridSection[] | undefined {
  const dated = isDateOrder(sort);
  const dates = useFullList("images", {
    filter: filter || undefined,
    sort,
    fields: "id,sort_at",
    batch: 1000,
    realtime: true,
    enabled: dated,
  });
  return useMemo(() => (dated && dates.data ? monthsOf(dates.data) : undefined), [dated, dates.data]);
}

/** Consecutive photos of the same month as one section, in the photos' order. */
export function monthsOf(photos: readonly { sort_at: string }[]): ImageGridSection[] {
  const months: ImageGridSection[] = [];
  for (const photo of photos) {
    const key = photo.sort_at.slice(0, 7);
    const last = months.at(-1);
    if (last?.id === key) {
      last.count++;
      continue;
    }
    const date = new Date(`${key}-01T00:00:00Z`);
    const known = !Number.isNaN(date.getTime());
    months.push({
      id: key,
      label: known ? monthName.format(date) : "Date unknown",
      mark: known ? key.slice(0, 4) : "?",
      count: 1,
    });
  }
  return months;
}
