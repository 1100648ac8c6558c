import { ImageOffIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaEn } from "./messages";
import { Checkbox } from "../primitives/checkbox";

// The selection frame is drawn inside the tile, above the picture (an `::after` after it). The
// focus ring goes around the tile's cell, in the gap between tiles: an outline of the button
// itself would be painted under the picture. Outlines name their style: `outline-none` sets
// Tailwind's outline-style variable to none, which a width alone would keep.
const itemClassName =
  "pk:relative pk:aspect-square pk:rounded-md pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-solid pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-3 pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-offset-2 pk:has-[[data-slot=image-grid-tile]:focus-visible]:outline-ring";
const tileClassName =
  "pk:absolute pk:inset-0 pk:m-0 pk:block pk:size-full pk:cursor-pointer pk:overflow-hidden pk:rounded-md pk:border-0 pk:bg-muted pk:p-0 pk:outline-none pk:after:pointer-events-none pk:after:absolute pk:after:inset-0 pk:after:rounded-md pk:after:ring-inset pk:data-[selected]:after:ring-4 pk:data-[selected]:after:ring-primary";

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
}

interface ImageGridTileEvents {
  focus: (index: number) => void;
  click: (event: React.MouseEvent, index: number) => void;
  checkboxClick: (event: React.MouseEvent, index: number) => void;
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
}: ImageGridTileProps) {
  const t = useCatalogue(mediaEn);
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
        onClick={(event) => events.click(event, index)}
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
          className="pk:absolute pk:top-2 pk:left-2 pk:size-5"
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

export { ImageGridTile, tileFallback };
export type { ImageGridTileEvents, ImageGridTileProps };
