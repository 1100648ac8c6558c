// The relation picker's list opens in the page's flow, below its button (above it when the
// window has no room below): no floating-ui and no portal.

/** Room the open list wants below its button before it opens above instead, in px. */
const PANEL_ROOM = 320;

export type PanelSide = "top" | "bottom";

/** Where the list opens: below the button unless the window ends sooner and there is more room above. */
export function panelSide(anchor: HTMLElement): PanelSide {
  const rect = anchor.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom;
  return below < PANEL_ROOM && rect.top > below ? "top" : "bottom";
}
