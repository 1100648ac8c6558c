import * as React from "react";

/**
 * Calls `onEndReached` when the element given the returned ref comes within 600 px of the
 * viewport (an IntersectionObserver: no scroll listener). Pass `undefined` to stop watching, e.g.
 * while a page loads. Observed afresh whenever `itemCount` changes, so that a sentinel still in
 * view after a page arrived asks for the next one.
 */
export function useEndReached(onEndReached: (() => void) | undefined, itemCount: number) {
  const sentinelRef = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(onEndReached);
  React.useEffect(() => {
    latest.current = onEndReached;
  });
  const watching = onEndReached !== undefined;
  React.useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!watching || !sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current?.();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [watching, itemCount]);
  return sentinelRef;
}
