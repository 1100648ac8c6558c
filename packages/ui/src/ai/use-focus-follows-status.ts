import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

// A layout effect, so focus moves before the browser paints; plain `useEffect` on the server.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * When a change of `status` removes the control that had focus (Generate gives way to Stop, Stop
 * to the editable result), focus goes to the element `selector` finds instead of falling back to
 * the page. Only while the person was working in the panel: one that finishes in the background,
 * or after they clicked or tabbed elsewhere, never takes focus.
 */
export function useFocusFollowsStatus(
  rootRef: RefObject<HTMLElement | null>,
  status: string,
  selector: string,
): void {
  const workingInside = useRef(false);

  useEffect(() => {
    const inside = (node: EventTarget | null) =>
      node instanceof Node && rootRef.current !== null && rootRef.current.contains(node);
    // A removed element fires no focusin elsewhere, so "was inside" survives exactly that case.
    const onFocusIn = (event: FocusEvent) => {
      workingInside.current = inside(event.target);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) workingInside.current = false;
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [rootRef]);

  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !workingInside.current || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>(selector)?.focus();
  }, [rootRef, status, selector]);
}
