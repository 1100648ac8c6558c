import { useEffect, useRef, type RefObject } from "react";

// The relation picker's list opens in the page's flow, below its button (above it when the
// window has no room below), closed by Escape or a press outside. No floating-ui and no portal.

/** Room the open list wants below its button before it opens above instead, in px. */
const PANEL_ROOM = 320;

export type PanelSide = "top" | "bottom";

/** Where the list opens: below the button unless the window ends sooner and there is more room above. */
export function panelSide(anchor: HTMLElement): PanelSide {
  const rect = anchor.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom;
  return below < PANEL_ROOM && rect.top > below ? "top" : "bottom";
}

/**
 * While `open`: Escape with focus inside `root` closes it (and refocuses its button), a press
 * outside closes it where the pointer went.
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(rootRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !inside(event.target)) return;
      // Caught on the window, before a dialog around the form hears it (Radix listens on the
      // document): the list closes, the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      closeRef.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) closeRef.current(false);
    };
    window.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, rootRef]);
}
