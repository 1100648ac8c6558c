import { useCount } from "@pocketkit/hooks";

import { inLibrary } from "./library-query";

/** "1 photo", "1,204 photos": how the Gallery says a number of photos. */
export const photoCountText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "photo" : "photos"}`;

/**
 * "1,204 photos" under a heading, followed live; with a filter, how many of them match. Nothing
 * while the first count is on its way, rather than a number that jumps. Photos in Trash are not
 * counted.
 */
export function PhotoCount({ scope, filter }: { scope?: string; filter?: string }) {
  const all = useCount("images", { filter: inLibrary(scope), realtime: true });
  const matching = useCount("images", {
    filter: inLibrary(scope && filter ? `(${scope}) && (${filter})` : filter),
    realtime: true,
    enabled: Boolean(filter),
  });
  if (all.data === undefined || (filter && matching.data === undefined)) return null;
  return (
    <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
      {filter
        ? `${matching.data!.toLocaleString("en-US")} of ${photoCountText(all.data)}`
        : photoCountText(all.data)}
    </p>
  );
}
