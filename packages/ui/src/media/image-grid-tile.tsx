import { ImageOffIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaGalleryEn } from "./messages";
import { Checkbox } from "../primitives/checkbox";

// Flush tiles (`tiles="flush"` on the grid) are square. The selection frame is drawn inside the tile, above the picture (an `::after` after it). The
// focus ring goes around the tile's cell, in the gap between tiles: an outline of the button
// itself would be painted under the picture. Outlines name their style: `outline-none` sets
// Tailwind's outline-style variable to none, which a width alone would keep.
const itemClassName =
  "pk:group/tile pk:relative pk:aspect-square pk:rounded-md pk:group-data-[tiles=flush]/grid:rounded-none pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-solid pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-3 pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-offset-2 pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-ring";
const tileClassName =
  "pk:absolute pk:inset-0 pk:m-0 pk:block pk:size-full pk:cursor-pointer pk:select-none pk:[-webkit-touch-callout:none] pk:overflow-hidden pk:rounded-md pk:group-data-[tiles=flush]/grid:rounded-none pk:border-0 pk:bg-muted pk:p-0 pk:outline-none pk:after:pointer-events-none pk:after:absolute pk:after:inset-0 pk:after:rounded-md pk:group-data-[tiles=flush]/grid:after:rounded-none pk:after:ring-inset pk:data-[selected]:after:ring-4 pk:data-[selected]:after:ring-primary";

// A tile is named by its alt text: a picture that fails shows an icon, with no words that would
// differ from that name.
const tileFallback = (
  <span
    data-slot="image-fallback"
    className="pk:absolute pk:inset-0 pk:flex pk:items-center pk:justify-center pk:text-muted-foreground"
  >
    <ImageOffIcon aria-hidden className="pk:size-6" />
  </span>
);

interface ImageGridTileProps {
  item: { id: string };
  /** The tile's place in the grid (its `data-index`), and its column from 1 (`aria-colindex`). */
  index: number;
  column: number;
  /** The tile's accessible name: the alt text, or "Image 3". */
  name: string;
  /** The one tile in the tab order (roving tabindex). */
  active: boolean;
  selected: boolean;
  selectable: boolean;
  /** The id of the grid's keyboard instructions. */
  describedBy: string;
  /** What the tile's events do, told which tile; the same object across renders (tiles are memoised). */
  events: ImageGridTileEvents;
  /** Draws the picture, filling the tile. */
  renderPicture: (item: ImageGridTileProps["item"], index: number) => React.ReactNode;
  /** The heading of the section this tile starts, drawn above it (in the row's heading band). */
  heading?: string;
  /** How wide the heading may be: the section's tiles in this row. */
  headingWidth?: string;
}

interface ImageGridTileEvents {
  focus: (index: number) => void;
  click: (event: React.MouseEvent, index: number) => void;
  checkboxClick: (event: React.MouseEvent, index: number) => void;
  longPress: (index: number) => void;
}

// How long a finger rests on a tile before it selects it, and how far it may drift meanwhile
// (further is a scroll): the platforms' own long-press figures.
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 10;

// The checkbox shows where it can be used: on the tile under the pointer, on the focused tile, on
// a selected one, and on every tile once the grid is choosing. Otherwise the photos stand alone.
const checkboxClassName =
  "pk:absolute pk:top-2 pk:inset-s-2 pk:size-5 pk:opacity-0 pk:transition-opacity pk:motion-reduce:transition-none pk:group-hover/tile:opacity-100 pk:group-has-[:focus-visible]/tile:opacity-100 pk:group-data-[selected]/tile:opacity-100 pk:in-data-[choosing]:opacity-100";

// A section's heading, in the band above the row: a little in from the edge where tiles are flush.
const headingClassName =
  "pk:absolute pk:bottom-full pk:inset-s-0 pk:m-0 pk:truncate pk:pb-2 pk:text-sm pk:font-semibold pk:text-foreground pk:sm:text-base pk:group-data-[tiles=flush]/grid:ps-2 pk:group-data-[tiles=flush]/grid:text-xs";

/** Calls `onLongPress` when a touch rests on the element; the click that ends it is swallowed. */
function useLongPress(onLongPress: () => void) {
  const press = React.useRef<{ timer: number; x: number; y: number; fired: boolean }>(null);
  const cancel = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  React.useEffect(() => cancel, []);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") return;
      cancel();
      const state = { x: event.clientX, y: event.clientY, fired: false, timer: 0 };
      state.timer = window.setTimeout(() => {
        state.fired = true;
        onLongPress();
      }, LONG_PRESS_MS);
      press.current = state;
    },
    onPointerMove: (event: React.PointerEvent) => {
      const state = press.current;
      if (state && Math.hypot(event.clientX - state.x, event.clientY - state.y) > LONG_PRESS_SLOP_PX)
        cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    // The browser's own long-press menu ("Save image") would cover the selection.
    onContextMenu: (event: React.MouseEvent) => {
      if (press.current?.fired) event.preventDefault();
    },
    /** Whether the click now arriving ends a long press (and so must not open the photo). */
    consumeClick: () => {
      const fired = press.current?.fired ?? false;
      press.current = null;
      return fired;
    },
  };
}

/**
 * One tile of `ImageGridView`, a cell of its grid: a button that opens the picture, and its
 * selection checkbox. Memoised: while the window scrolls, only the rows coming into view render,
 * not the 50 to 100 tiles already drawn.
 */
const ImageGridTile = React.memo(function ImageGridTile({
  item,
  index,
  column,
  name,
  active,
  selected,
  selectable,
  describedBy,
  events,
  renderPicture,
  heading,
  headingWidth,
}: ImageGridTileProps) {
  const t = useCatalogue(mediaGalleryEn);
  const { consumeClick, ...longPress } = useLongPress(() => events.longPress(index));
  return (
    <div
      role="gridcell"
      data-slot="image-grid-item"
      data-id={item.id}
      data-selected={selected ? "" : undefined}
      aria-colindex={column}
      aria-selected={selectable ? selected : undefined}
      className={itemClassName}
    >
      {heading !== undefined && (
        // In the cell, so that the grid's rows hold cells only; drawn in the band above the tile.
        <h2 data-slot="image-grid-heading" className={headingClassName} style={{ width: headingWidth }}>
          {heading}
        </h2>
      )}
      <button
        type="button"
        data-slot="image-grid-tile"
        data-index={index}
        tabIndex={active ? 0 : -1}
        aria-label={name}
        aria-describedby={describedBy}
        data-selected={selected ? "" : undefined}
        className={tileClassName}
        onFocus={() => events.focus(index)}
        onClick={(event) => {
          if (!consumeClick()) events.click(event, index);
        }}
        {...(selectable ? longPress : {})}
      >
        {renderPicture(item, index)}
      </button>
      {selectable && (
        <Checkbox
          data-slot="image-grid-checkbox"
          // Reached through the tile (Space); one tab stop for the whole grid.
          tabIndex={-1}
          checked={selected}
          aria-label={t("media.grid.select", { name })}
          className={checkboxClassName}
          // The grid decides (toggle, or a range with Shift), and `checked` shows what it
          // decided: React puts a controlled box back after the click. (preventDefault would
          // make the browser undo the click after React has drawn the new state, leaving a
          // selected tile's box unticked.)
          onClick={(event) => events.checkboxClick(event, index)}
        />
      )}
    </div>
  );
});

export { headingClassName, ImageGridTile, tileFallback };
export type { ImageGridTileEvents, ImageGridTileProps };
