import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { cn } from "../lib/cn";
import { useImageGridLayout } from "./image-grid-layout-context";
import { mediaGalleryEn } from "./messages";

// Marks closer than this (in px) to the one above show as a dot: their words would overlap.
const MIN_LABEL_GAP = 20;

type ImageGridScrubberProps = Omit<React.ComponentProps<"nav">, "children">;

interface Mark {
  /** The first section with this mark. */
  section: number;
  label: string;
  /** Where its first section starts, as a fraction of the grid's height. */
  at: number;
}

/**
 * A scrubber along the window's right edge for an `ImageGridView` with `sections` (a timeline):
 * each mark (a year) at its place in the whole list, loaded or not, a button that jumps to it; a
 * drag along the strip scrolls the grid there, naming the section under the pointer ("March
 * 2019"); a line marks where the window is. Shown while the grid is taller than the window. Place
 * it inside the grid: `<ImageGridView sections={months}><ImageGridScrubber /></ImageGridView>`.
 *
 * The strip spans the window from the grid's top (or `--pk-scrubber-top`, an app's fixed header,
 * once the grid is scrolled under it) to `--pk-scrubber-bottom` (a tab bar); a jump leaves the
 * window's `scroll-padding-top` above the heading.
 *
 * @example
 * <ImageGrid records={photos} sections={months}>
 *   <ImageGridScrubber />
 * </ImageGrid>
 */
function ImageGridScrubber({ className, style, ...props }: ImageGridScrubberProps) {
  const t = useCatalogue(mediaGalleryEn);
  const { sections, sectionRows, virtualizer, top } = useImageGridLayout("ImageGridScrubber");
  const stripRef = React.useRef<HTMLDivElement>(null);
  const [stripHeight, setStripHeight] = React.useState(0);
  const [viewport, setViewport] = React.useState({ scroll: 0, height: 0 });
  // The fraction under a dragging or hovering pointer, for its label.
  const [pointer, setPointer] = React.useState<{ at: number; dragging: boolean } | undefined>();

  React.useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setViewport({ scroll: window.scrollY, height: window.innerHeight });
      setStripHeight(stripRef.current?.clientHeight ?? 0);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  const total = virtualizer.getTotalSize();
  const sectionStart = (section: number) => {
    const row = virtualizer.measurementsCache[sectionRows[section] ?? -1];
    return row ? row.start - top : 0;
  };
  const scrollPadding = () =>
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const scrollToOffset = (offset: number) =>
    window.scrollTo({ top: Math.max(0, top + offset - scrollPadding()) });
  const sectionAt = (at: number) => {
    let found = 0;
    for (let section = 0; section < sections.length; section++) {
      if (sectionStart(section) <= at * total) found = section;
      else break;
    }
    return found;
  };

  if (sections.length === 0 || total <= viewport.height || total === 0) return null;

  const marks: Mark[] = [];
  sections.forEach((section, index) => {
    const label = section.mark ?? section.label;
    if (marks.at(-1)?.label !== label) marks.push({ section: index, label, at: sectionStart(index) / total });
  });
  let lastLabelled = -Infinity;
  const crowded = marks.map((mark) => {
    const y = mark.at * stripHeight;
    if (y - lastLabelled < MIN_LABEL_GAP) return true;
    lastLabelled = y;
    return false;
  });
  const here = Math.min(1, Math.max(0, (viewport.scroll + scrollPadding() - top) / total));

  const fractionOf = (event: React.PointerEvent) => {
    const box = stripRef.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (event.clientY - box.top) / Math.max(1, box.height)));
  };

  return (
    <nav
      aria-label={t("media.grid.scrubber")}
      data-slot="image-grid-scrubber"
      className={cn(
        // A narrow strip at the window's edge (over a page's margin on a wide screen), its marks
        // beside it, over the grid's edge, as Google Photos draws them.
        "pk:fixed pk:end-0 pk:z-30 pk:w-4 pk:select-none pk:font-sans pk:touch-none",
        "pk:bottom-[var(--pk-scrubber-bottom,0px)]",
        className,
      )}
      // From the grid's top while it is on screen (not over the page's header and filters).
      style={{ top: `max(var(--pk-scrubber-top, 0px), ${Math.max(0, top - viewport.scroll)}px)`, ...style }}
      {...props}
    >
      <div
        ref={stripRef}
        data-slot="image-grid-scrubber-strip"
        data-dragging={pointer?.dragging ? "" : undefined}
        className="pk:group/strip pk:absolute pk:inset-y-4 pk:inset-x-0 pk:cursor-ns-resize"
        onPointerDown={(event) => {
          if ((event.target as HTMLElement).closest("button")) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const at = fractionOf(event);
          setPointer({ at, dragging: true });
          scrollToOffset(at * total);
        }}
        onPointerMove={(event) => {
          const at = fractionOf(event);
          const dragging = event.currentTarget.hasPointerCapture(event.pointerId);
          setPointer({ at, dragging });
          if (dragging) scrollToOffset(at * total);
        }}
        onPointerUp={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId))
            event.currentTarget.releasePointerCapture(event.pointerId);
          setPointer((current) => (current ? { ...current, dragging: false } : current));
        }}
        onPointerLeave={(event) => {
          if (!event.currentTarget.hasPointerCapture(event.pointerId)) setPointer(undefined);
        }}
        onPointerCancel={() => setPointer(undefined)}
      >
        <div
          aria-hidden
          data-slot="image-grid-scrubber-position"
          className="pk:absolute pk:inset-x-0.5 pk:h-1 pk:-translate-y-1/2 pk:rounded-full pk:bg-primary"
          style={{ top: `${here * 100}%` }}
        />
        <ul className="pk:m-0 pk:list-none pk:p-0">
          {marks.map((mark, index) => (
            <li
              key={mark.label}
              // A label beside the strip (its own width, not the strip's); a crowded mark a dot in it.
              className={cn(
                "pk:absolute pk:-translate-y-1/2",
                crowded[index] ? "pk:inset-x-0 pk:flex pk:justify-center" : "pk:end-full pk:w-max",
              )}
              style={{ top: `${mark.at * 100}%` }}
            >
              <button
                type="button"
                data-slot="image-grid-scrubber-mark"
                title={crowded[index] ? mark.label : undefined}
                className={cn(
                  "pk:flex pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-full pk:border-0 pk:text-xs pk:font-medium pk:whitespace-nowrap pk:text-foreground pk:tabular-nums pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
                  crowded[index]
                    ? "pk:size-3 pk:bg-transparent pk:p-0"
                    : "pk:bg-background/85 pk:px-1.5 pk:py-0.5 pk:shadow-sm pk:ring-1 pk:ring-border pk:backdrop-blur-sm pk:hover:bg-muted",
                )}
                onClick={() => scrollToOffset(sectionStart(mark.section))}
              >
                {crowded[index] ? (
                  <>
                    <span aria-hidden className="pk:size-1.5 pk:rounded-full pk:bg-muted-foreground" />
                    <span className="pk:sr-only">{mark.label}</span>
                  </>
                ) : (
                  mark.label
                )}
              </button>
            </li>
          ))}
        </ul>
        {pointer && (
          <div
            aria-hidden
            data-slot="image-grid-scrubber-label"
            className="pk:pointer-events-none pk:absolute pk:end-full pk:me-14 pk:-translate-y-1/2 pk:whitespace-nowrap pk:rounded-md pk:bg-popover pk:px-2 pk:py-1 pk:text-sm pk:font-medium pk:text-popover-foreground pk:shadow-md"
            style={{ top: `${pointer.at * 100}%` }}
          >
            {sections[sectionAt(pointer.at)]?.label}
          </div>
        )}
      </div>
    </nav>
  );
}

export { ImageGridScrubber };
export type { ImageGridScrubberProps };
