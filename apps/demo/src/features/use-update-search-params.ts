import { useCallback, useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Changes some query parameters of the current URL, keeping the others: `update({ q: "sea" })`
 * sets one, an empty value removes it. Updates made before the page has drawn the previous one
 * build on it: React Router hands its functional updater the parameters of the last render, so
 * a debounced search landing just after an album was picked used to undo the pick.
 */
export function useUpdateSearchParams(): (changes: Record<string, string>) => void {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  return useCallback(
    (changes) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
}
