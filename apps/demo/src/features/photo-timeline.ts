import type { ImageGridSection } from "@pocketkit/ui";

// The month a photo was taken (else uploaded) as the camera's clock read it: `sort_at` holds a
// date without an offset as UTC, as the photo's details show it (photo-facts.tsx).
const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** Whether a list is in date order (newest or oldest first), so that months can head it. */
export const isDateOrder = (sort: string) => /^-?sort_at\b/.test(sort);

/**
 * Consecutive photos of the same month as one section, in the photos' order: the grid's sections
 * (headings, and the scrubber's years). Of the photos loaded at first; then of every photo, once
 * the full timeline has read their dates (full-timeline.tsx).
 */
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
