import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const STORAGE_KEY = "gallery:scroll-positions";

/**
 * A page opened anew starts at its top (or at its `#hash`); Back and Forward return to where
 * the page was left, also after a reload. React Router's own `<ScrollRestoration>` needs its
 * data router, which the Gallery does without (see routes.tsx); this follows the same rules,
 * keyed by the history entry (`location.key`), so two visits to one URL keep their own places.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= readPositions();
  // The entry the window's scroll belongs to. Kept up to date on every scroll rather than read
  // when leaving: by the time React tells us the location changed, the next page is drawn and
  // the browser has already clamped the old scroll position to the new page's height.
  const currentKey = useRef(location.key);

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = "manual";
    const onScroll = () => positions.current!.set(currentKey.current, window.scrollY);
    const onPageHide = () => savePositions(positions.current!);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      history.scrollRestoration = previous;
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  // Before the browser paints the new page, so it never shows at the old page's offset.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current!.get(location.key);
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return new Map(Object.entries(stored as Record<string, number>).filter(([, y]) => typeof y === "number"));
  } catch {
    // Unreadable (storage off, or written by something else): start without saved places.
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or off: Back within this page load still works from memory.
  }
}
