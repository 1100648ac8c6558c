import { useDirection } from "@radix-ui/react-direction";
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import * as React from "react";
import { flushSync } from "react-dom";

import { useCatalogue } from "../i18n/messages-context";
import { mediaGalleryEn } from "./messages";
import { cn } from "../lib/cn";
import { Skeleton } from "../primitives/skeleton";
import { ImageView } from "./image";
import { headingClassName, ImageGridTile, tileFallback, type ImageGridTileEvents } from "./image-grid-tile";
import { gridKeyTarget } from "./image-grid-keys";
import { ImageGridLayoutContext, type ImageGridLayout } from "./image-grid-layout-context";
import { gridRows, type GridRow, type ImageGridSection } from "./image-grid-rows";
import { useEndReached } from "./use-end-reached";
import { useGridLayout } from "./use-grid-layout";
import { useGridSelection } from "./use-grid-selection";

/** One picture of an `ImageGridView`. */
interface ImageGridItem {
  /** Stable key; what `selection` holds. */
  id: string;
  /** What the picture shows; names its tile. `""` names it "Image 3". */
  alt: string;
  /** The picture's URL; `renderImage` may draw the tile without it. */
  src?: string;
  /** Candidates by width, chosen from with the grid's `sizes`. */
  srcSet?: string;
}

// Between tiles, as `pk:gap-2` draws it; flush tiles are 2 px apart, as phone photo apps draw them.
const GAPS = { spaced: "0.5rem", flush: "2px" } as const;
// The band above a row of tiles where the headings of the sections starting in it are drawn.
const HEADING_BAND = 40;

const DEFAULT_SIZES = "(min-width: 1280px) 20vw, (min-width: 768px) 25vw, (min-width: 480px) 33vw, 50vw";

type ImageGridViewProps = Omit<React.ComponentProps<"div">, "onSelect"> & {
  items: readonly ImageGridItem[];
  /**
   * Draws a tile's picture, filling it. The tile is named by the item's `alt`, so draw no visible
   * words in it. @default an `ImageView` of `src` and `srcSet`
   */
  renderImage?: (item: ImageGridItem, index: number, sizes: string) => React.ReactNode;
  /**
   * How wide a tile is shown, for the images' `srcSet`. @default the tiles' measured width
   * ("168px"), so that the browser fetches the smallest thumb that is sharp enough
   */
  sizes?: string;
  /** The narrowest a tile gets; the grid fits as many columns as it can. @default "10rem" */
  minTileWidth?: string;
  /** Rows drawn beyond the window's edges, above and below. @default 3 */
  overscan?: number;
  /** Called with a tile's index when it is clicked or Enter is pressed on it. */
  onOpen?: (index: number) => void;
  /** The selected ids (controlled). */
  selection?: readonly string[];
  /** The ids selected at first (uncontrolled). @default [] */
  defaultSelection?: readonly string[];
  /** Called with every change of the selection, as the ids in the order they were selected. */
  onSelectionChange?: (selection: string[]) => void;
  /** Shows a checkbox on each tile; Space, Shift and Ctrl/⌘ select. @default true when `selection` or `onSelectionChange` is given */
  selectable?: boolean;
  /** The first page is loading: skeleton tiles instead of the grid. @default false */
  loading?: boolean;
  /** More is loading: skeleton tiles after the last. @default false */
  loadingMore?: boolean;
  /** How many skeleton tiles show while loading. @default 12 */
  skeletonCount?: number;
  /** There is more to load: `onEndReached` is called when the end of the grid comes near the viewport. @default false */
  hasMore?: boolean;
  /** Asks for the next page (e.g. `fetchNextPage`): when the end comes within 600 px, again after each page, never while `loadingMore`. */
  onEndReached?: () => void;
  /** Shown when there are no items. @default "No images yet." */
  emptyState?: React.ReactNode;
  /** Names the grid. @default "Images" */
  label?: string;
  /**
   * The items in runs under headings (the months of a timeline), in `items`' order, with their
   * counts: the grid keeps room for items not loaded yet, so that it is as tall as the whole list
   * and can be scrolled (or scrubbed, with an `ImageGridScrubber` child) anywhere. Tiles not
   * loaded show as placeholders and ask for more (`onEndReached`) as they come near.
   */
  sections?: readonly ImageGridSection[];
  /** `spaced`: tiles 0.5 rem apart with rounded corners. `flush`: 2 px apart, square, as on a phone. @default "spaced" */
  tiles?: "spaced" | "flush";
  /** Parts that read the grid's layout, e.g. `<ImageGridScrubber />`. */
  children?: React.ReactNode;
};

/**
 * A responsive grid of pictures from plain items (`ImageGrid` shows records), virtualised: rows of
 * square tiles fitted to its width, and only the rows in (or near) the window in the page, so
 * that a library of 10,000 photos scrolls as one of 20 does. The window scrolls, not the grid.
 *
 * Arrow keys move between tiles (one tab stop, roving), Page Up/Down by a screenful, Home and End
 * jump (to tiles not drawn yet, too: they are drawn, scrolled to and focused), Enter opens; with
 * selection on, each tile has a checkbox, Space toggles, Shift extends a range (click or arrows),
 * Ctrl/⌘-click toggles, Ctrl/⌘+A selects all and Escape clears. Assistive technology meets a
 * `grid` with its full row and column counts and each drawn row's index. Images load lazily;
 * `hasMore` and `onEndReached` page in more as the end of the grid comes into view.
 *
 * @example
 * <ImageGridView items={photos} onOpen={setOpenIndex} selection={selected} onSelectionChange={setSelected} />
 */
function ImageGridView({
  items,
  renderImage,
  sizes: givenSizes,
  minTileWidth = "10rem",
  overscan = 3,
  onOpen,
  selection,
  defaultSelection,
  onSelectionChange,
  selectable = selection !== undefined || onSelectionChange !== undefined,
  loading = false,
  loadingMore = false,
  skeletonCount = 12,
  hasMore = false,
  onEndReached,
  emptyState,
  label,
  sections,
  tiles = "spaced",
  children,
  className,
  style,
  ...props
}: ImageGridViewProps) {
  const t = useCatalogue(mediaGalleryEn);
  const id = React.useId();
  const [gridElement, setGridElement] = React.useState<HTMLDivElement | null>(null);
  const [active, setActive] = React.useState(0);
  const activeIndex = Math.max(0, Math.min(active, items.length - 1));
  const ids = React.useMemo(() => items.map((item) => item.id), [items]);
  const select = useGridSelection({ ids, selection, defaultSelection, onSelectionChange });

  const watchEnd = hasMore && !loading && !loadingMore && onEndReached !== undefined;
  const sentinelRef = useEndReached(watchEnd ? onEndReached : undefined, items.length);

  const layout = useGridLayout(gridElement, minTileWidth, GAPS[tiles]);
  // Whole pixels, so that a resize by a fraction does not draw every tile again.
  const sizes = givenSizes ?? (layout.tileSize > 0 ? `${Math.ceil(layout.tileSize)}px` : DEFAULT_SIZES);
  const { columns } = layout;
  // Without sections, a few placeholders after the last tile while the next page loads; with
  // them, the sections keep room for every item, loaded or not.
  const moreSkeletons = loadingMore && !sections ? Math.min(skeletonCount, 6) : 0;
  const grid = React.useMemo(
    () => gridRows(sections, items.length + moreSkeletons, columns),
    [sections, items.length, moreSkeletons, columns],
  );
  const { rows } = grid;
  const activeRow = items.length > 0 ? grid.rowOf(activeIndex) : 0;
  // The row of the tile in the tab order is always drawn, wherever the window is: Tab finds the
  // grid, and a focused tile scrolled far away keeps its focus.
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow < range.count && !rows.includes(activeRow)) rows.push(activeRow);
      return rows.sort((a, b) => a - b);
    },
    [activeRow],
  );
  // Rows are square tiles, with a band above for the headings of sections starting in them: their
  // height is known, never measured.
  const rowSize = React.useCallback(
    (row: number) => layout.tileSize + (rows[row]?.headings.length ? HEADING_BAND : 0),
    [rows, layout.tileSize],
  );
  const measureElement = React.useCallback(
    (element: Element) => rowSize(Number((element as HTMLElement).dataset.index)),
    [rowSize],
  );
  const virtualizer = useWindowVirtualizer({
    // No rows until the width is known: a grid measured at 0 px would draw every tile at size 0
    // (and start loading their pictures) for the one render before its measurement, which comes
    // before the first paint.
    count: layout.tileSize > 0 ? rows.length : 0,
    estimateSize: rowSize,
    measureElement,
    gap: layout.gap,
    overscan,
    scrollMargin: layout.top,
    rangeExtractor,
    // A scroll moves the rows by writing their transforms; the grid renders again only when rows
    // come or go (in the scroll event, so that they are there in the same frame), not on every
    // scroll event (each was a render of every drawn tile).
    directDomUpdates: true,
  });
  React.useLayoutEffect(() => {
    if (layout.tileSize > 0) virtualizer.measure();
  }, [virtualizer, layout.tileSize, layout.gap, rows]);
  // A scroll made after the virtualizer was and before it listened is told to it now: React
  // Router's ScrollRestoration restores the page in a layout effect above the grid, which runs
  // after the grid's own. Its scroll event would come at the next frame, which a busy page (or a
  // page the browser throttles) may not draw for seconds, showing the rows of the top until then.
  React.useEffect(() => {
    if (Math.abs(window.scrollY - (virtualizer.scrollOffset ?? 0)) > 1)
      window.dispatchEvent(new Event("scroll"));
  }, [virtualizer]);
  const setGrid = React.useCallback(
    (element: HTMLDivElement | null) => {
      setGridElement(element);
      virtualizer.containerRef(element);
    },
    [virtualizer],
  );

  const tileAt = (index: number) =>
    gridElement?.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, items.length - 1));
    // Drawn now (its row is the active one), so that it can be focused in this keystroke; the
    // focus scrolls it into view, and the virtualizer follows the scroll.
    flushSync(() => setActive(next));
    tileAt(next)?.focus();
    return next;
  };

  const direction = useDirection();
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.slot !== "image-grid-tile" || items.length === 0) return;
    const pageRows = Math.max(1, Math.floor(window.innerHeight / Math.max(1, layout.rowHeight)) - 1);
    const move = gridKeyTarget(event.key, {
      index: activeIndex,
      count: items.length,
      pageRows,
      layout: grid,
      dir: direction,
    });
    const command = event.ctrlKey || event.metaKey;
    if (move !== undefined) {
      event.preventDefault();
      const next = moveTo(move);
      if (selectable && event.shiftKey) select.extendTo(next, activeIndex);
    } else if (selectable && event.key === " ") {
      // Space selects here; the button must not click (open) on its key-up.
      event.preventDefault();
      if (event.shiftKey) select.extendTo(activeIndex);
      else select.toggle(activeIndex);
    } else if (selectable && command && event.key.toLowerCase() === "a") {
      event.preventDefault();
      select.selectAll();
    } else if (selectable && event.key === "Escape" && select.selected.size > 0) {
      event.preventDefault();
      select.clear();
    }
  };

  // Once something is selected, the grid is choosing (as in Google Photos and Immich): a click or
  // tap on a tile adds or removes it. Enter on a tile still opens it (a keyboard's click has no
  // `detail`); Space selects.
  const choosing = selectable && select.selected.size > 0;
  const onTileClick = (event: React.MouseEvent, index: number) => {
    setActive(index);
    if (selectable && event.shiftKey) select.extendTo(index, activeIndex);
    else if (selectable && (event.ctrlKey || event.metaKey)) select.toggle(index);
    else if (choosing && event.detail > 0) select.toggle(index);
    else onOpen?.(index);
  };
  // A long press on a touch screen, where there is no hover to show the checkboxes: selects the
  // tile, and the grid is choosing from then on.
  const onTileLongPress = (index: number) => {
    if (!selectable) return;
    setActive(index);
    if (!select.selected.has(ids[index]!)) select.toggle(index);
  };
  const onCheckboxClick = (event: React.MouseEvent, index: number) => {
    setActive(index);
    if (event.shiftKey) select.extendTo(index, activeIndex);
    else select.toggle(index);
  };
  // One object for every tile and render, calling this render's handlers: tiles stay memoised.
  const latest = React.useRef({ onTileClick, onCheckboxClick, onTileLongPress });
  React.useLayoutEffect(() => {
    latest.current = { onTileClick, onCheckboxClick, onTileLongPress };
  });
  const events = React.useMemo<ImageGridTileEvents>(
    () => ({
      focus: setActive,
      click: (event, index) => latest.current.onTileClick(event, index),
      checkboxClick: (event, index) => latest.current.onCheckboxClick(event, index),
      longPress: (index) => latest.current.onTileLongPress(index),
    }),
    [],
  );
  const renderPicture = React.useCallback(
    (item: ImageGridItem, index: number) =>
      renderImage ? (
        renderImage(item, index, sizes)
      ) : (
        <ImageView
          src={item.src}
          srcSet={item.srcSet}
          sizes={sizes}
          alt={item.alt}
          fallback={tileFallback}
          fill
          // Tiles appear still: many loading and fading at once while scrolling cost frames.
          animated={false}
        />
      ),
    [renderImage, sizes],
  );

  // A tile not loaded yet; one that starts a section still shows the section's name above it, so
  // that a scrub through photos not loaded yet reads where it is.
  const skeleton = (key: string, heading?: { label: string; width: string }) => (
    <div key={key} data-slot="image-grid-skeleton" aria-hidden className="pk:relative pk:aspect-square">
      {heading && (
        <div className={headingClassName} style={{ width: heading.width }}>
          {heading.label}
        </div>
      )}
      <Skeleton className="pk:absolute pk:inset-0 pk:group-data-[tiles=flush]/grid:rounded-none" />
    </div>
  );

  if (loading) {
    return (
      <div
        data-slot="image-grid"
        data-loading=""
        data-tiles={tiles}
        role="status"
        aria-label={t("media.grid.loading")}
        className={cn("pk:group/grid pk:font-sans", className)}
        style={style}
        {...props}
      >
        <div
          className="pk:grid pk:gap-2 pk:group-data-[tiles=flush]/grid:gap-0.5"
          style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minTileWidth}, 100%), 1fr))` }}
        >
          {Array.from({ length: skeletonCount }, (_, index) => skeleton(`skeleton-${index}`))}
        </div>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div
        data-slot="image-grid"
        data-empty=""
        className={cn("pk:font-sans", className)}
        style={style}
        {...props}
      >
        {emptyState ?? (
          <p className="pk:m-0 pk:rounded-md pk:border pk:border-dashed pk:border-border pk:p-8 pk:text-center pk:text-sm pk:text-muted-foreground">
            {t("media.grid.empty")}
          </p>
        )}
      </div>
    );
  }

  const drawTiles = (row: GridRow) =>
    Array.from({ length: row.end - row.start }, (_, offset) => {
      const index = row.start + offset;
      const item = items[index];
      const heading = row.headings.find((candidate) => candidate.offset === offset);
      const label = heading && sections?.[heading.section]?.label;
      const headingWidth = heading && `calc(${heading.span * 100}% + ${(heading.span - 1) * layout.gap}px)`;
      if (!item)
        return skeleton(
          `skeleton-${index}`,
          label && headingWidth ? { label, width: headingWidth } : undefined,
        );
      return (
        <ImageGridTile
          key={item.id}
          item={item}
          index={index}
          column={offset + 1}
          name={item.alt || t("media.grid.untitled", { index: index + 1 })}
          active={index === activeIndex}
          selected={select.selected.has(item.id)}
          selectable={selectable}
          describedBy={`${id}instructions`}
          events={events}
          renderPicture={renderPicture as (item: { id: string }, index: number) => React.ReactNode}
          heading={heading && sections?.[heading.section]?.label}
          headingWidth={heading && `calc(${heading.span * 100}% + ${(heading.span - 1) * layout.gap}px)`}
        />
      );
    });

  const layoutContext: ImageGridLayout = {
    sections: sections ?? [],
    sectionRows: grid.sectionRows,
    virtualizer,
    top: layout.top,
  };

  return (
    <div
      data-slot="image-grid"
      data-tiles={tiles}
      className={cn("pk:group/grid pk:font-sans", className)}
      style={style}
      {...props}
    >
      <p id={`${id}instructions`} className="pk:sr-only">
        {t("media.grid.instructions")}
      </p>
      <div
        ref={setGrid}
        role="grid"
        data-slot="image-grid-list"
        data-columns={columns}
        aria-label={label ?? t("media.grid.label")}
        aria-rowcount={rows.length}
        aria-colcount={columns}
        aria-multiselectable={selectable || undefined}
        aria-busy={loadingMore || undefined}
        data-choosing={choosing ? "" : undefined}
        className="pk:relative"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (selectable && event.key === " ") event.preventDefault();
        }}
      >
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index]!;
          const placeholders = row.start >= items.length;
          return (
            <div
              key={virtualRow.index}
              ref={virtualizer.measureElement}
              data-index={virtualRow.index}
              role={placeholders ? undefined : "row"}
              aria-rowindex={placeholders ? undefined : virtualRow.index + 1}
              aria-hidden={placeholders || undefined}
              data-slot="image-grid-row"
              className="pk:absolute pk:inset-x-0 pk:top-0 pk:grid pk:gap-2 pk:group-data-[tiles=flush]/grid:gap-0.5"
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                paddingTop: row.headings.length ? HEADING_BAND : undefined,
                // As the virtualizer writes it while the window scrolls.
                transform: `translate3d(0, ${virtualRow.start - layout.top}px, 0)`,
              }}
            >
              {drawTiles(row)}
            </div>
          );
        })}
        {watchEnd && sections && (
          <div
            ref={sentinelRef}
            data-slot="image-grid-sentinel"
            aria-hidden
            className="pk:pointer-events-none pk:absolute pk:inset-x-0"
            // Over every tile not loaded yet: the next page is asked for whenever any of them comes
            // near the window, also after a jump far down the list.
            style={notLoadedArea(virtualizer, grid.rowOf(items.length), layout.top)}
          />
        )}
      </div>
      {watchEnd && !sections && (
        <div ref={sentinelRef} data-slot="image-grid-sentinel" aria-hidden className="pk:h-px" />
      )}
      <ImageGridLayoutContext value={layoutContext}>{children}</ImageGridLayoutContext>
      <p data-slot="image-grid-status" role="status" className="pk:sr-only">
        {selectable && select.selected.size > 0
          ? t("media.grid.selected", { count: select.selected.size, total: items.length })
          : ""}
      </p>
    </div>
  );
}

/** Where the rows from `firstRow` to the end are, for the sentinel that covers them. */
function notLoadedArea(
  virtualizer: { measurementsCache: readonly { start: number }[]; getTotalSize(): number },
  firstRow: number,
  top: number,
): React.CSSProperties {
  const start = (virtualizer.measurementsCache[firstRow]?.start ?? top) - top;
  return { top: start, height: Math.max(1, virtualizer.getTotalSize() - start) };
}

export { ImageGridView };
export type { ImageGridItem, ImageGridSection, ImageGridViewProps };
