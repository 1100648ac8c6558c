import { useCallback, useLayoutEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";

/**
 * Changes some query parameters of the current URL, keeping the others: `update({ q: "sea" })`
 * sets one, an empty value removes it. Updates made before the page has drawn the previous one
 * build on it: React Router hands its functional updater the parameters of the last render, so
 * a debounced search landing just after an album was picked used to undo the pick.
 *
 * A page that is no longer the one in the address bar changes nothing. A search typed a moment
 * before a photo was opened used to land after the viewer's URL was pushed (and before the
 * viewer, still loading, was drawn) and so closed it. The window's location is the one to ask:
 * inside a page drawn under the viewer (routes.tsx), the router's is the page's own.
 */
export function useUpdateSearchParams(): (changes: Record<string, string>) => void {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  return useCallback(
    (changes) => {
      if (window.location.pathname !== pathname) return;
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch, pathname],
  );
}
