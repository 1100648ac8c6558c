import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useDirection } from "@radix-ui/react-direction";
import { ChevronLeftIcon, ChevronRightIcon, XIcon, ZoomInIcon, ZoomOutIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaGalleryEn } from "./messages";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { closeButtonClassName, DialogOverlay, DialogTrigger } from "../overlays/dialog";
import { useReturnFocus } from "../overlays/use-return-focus";
import { ImageView } from "./image";
import { KEY_STEP, useZoomPan } from "./use-zoom-pan";

/** One picture of a `Lightbox`. */
interface LightboxItem {
  id: string;
  /** What the picture shows; the caption when there is no `title`. */
  alt: string;
  /** Shown as the caption, as text. */
  title?: string;
  /** The picture's URL (the original, or a large thumb). */
  src?: string;
  /** Candidates by width, chosen from for the full-screen stage. */
  srcSet?: string;
  /** In pixels, when known: the picture keeps its proportions while it loads. */
  width?: number;
  height?: number;
}

type LightboxProps = {
  items: readonly LightboxItem[];
  /** The picture shown (controlled). */
  index?: number;
  /** The picture shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the picture stepped to, by key or button. */
  onIndexChange?: (index: number) => void;
  /** Shown (controlled), e.g. while a grid's `onOpen` has chosen a picture. */
  open?: boolean;
  /** Shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when it opens (its trigger) or closes (Escape, the close button, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** Draws the picture, filling the stage (e.g. `<Image record={…} fill fit="contain" sizes="100vw" loading="eager" />`). @default an `ImageView` of `src` and `srcSet` */
  renderImage?: (item: LightboxItem, index: number) => React.ReactNode;
  /** A slot beside the caption, e.g. a download link for the picture shown. */
  download?: (item: LightboxItem, index: number) => React.ReactNode;
  /** Buttons for the picture shown, in the header before Close (e.g. favourite, info, delete). */
  actions?: (item: LightboxItem, index: number) => React.ReactNode;
  /**
   * A panel beside the picture (below it on a narrow screen), e.g. the picture's details; none
   * when it returns nothing. Its own heading names it.
   */
  aside?: (item: LightboxItem, index: number) => React.ReactNode;
  /** How many pictures there are in all, when `items` holds only those loaded so far ("3 of 120"). @default items.length */
  total?: number;
  /** Next after the last goes to the first, and back. @default false */
  loop?: boolean;
  /** A `Lightbox.Trigger` (or nothing, when `open` is controlled). */
  children?: React.ReactNode;
  /** Classes of the dialog's content. */
  className?: string;
};

const navButtonClassName =
  "pk:absolute pk:top-1/2 pk:z-10 pk:inline-flex pk:size-11 pk:-translate-y-1/2 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-full pk:border pk:border-solid pk:border-border pk:bg-background/90 pk:p-0 pk:text-foreground pk:shadow-sm pk:outline-none pk:transition-colors pk:hover:bg-muted pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:aria-disabled:cursor-not-allowed pk:aria-disabled:opacity-40";

/**
 * One picture of a list, full screen (a Radix Dialog): Left and Right arrows (and the Previous
 * and Next buttons) step through, Home and End jump, Escape closes and focus goes back to what
 * opened it. A caption (the title, else the alt text) names the dialog, "3 of 12" describes it,
 * and `download` adds a link for the picture shown.
 *
 * @example
 * <ImageGridView items={photos} onOpen={(index) => setOpenAt(index)} />
 * <Lightbox items={photos} open={openAt !== undefined} onOpenChange={() => setOpenAt(undefined)} index={openAt} onIndexChange={setOpenAt} />
 */
function LightboxRoot({
  items,
  index,
  defaultIndex = 0,
  onIndexChange,
  open,
  defaultOpen,
  onOpenChange,
  renderImage,
  download,
  actions,
  aside,
  total = items.length,
  loop = false,
  children,
  className,
}: LightboxProps) {
  const t = useCatalogue(mediaGalleryEn);
  const direction = useDirection();
  const [chosen, setChosen] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
    caller: "Lightbox",
    prop: "index",
  });
  const last = items.length - 1;
  const current = Math.max(0, Math.min(chosen, last));
  const item = items[current];
  // Opened from a grid tile, not a Dialog.Trigger: focus goes back to the tile.
  const returnFocus = useReturnFocus({});

  const go = (next: number) => {
    const target = loop ? (next + items.length) % items.length : Math.max(0, Math.min(next, last));
    if (target === current || items.length === 0) return;
    setChosen(target);
  };
  const hasPrevious = loop ? items.length > 1 : current > 0;
  const hasNext = loop ? items.length > 1 : current < last;
  const caption = item
    ? item.title || item.alt || t("media.lightbox.untitled", { index: current + 1, total })
    : "";
  const stageRef = React.useRef<HTMLDivElement>(null);
  // Right to left, the next picture is on the left (as its button is): a swipe to the right brings it.
  const zoom = useZoomPan({
    stageRef,
    itemKey: item?.id,
    onSwipe: (towardsLeft) => go(current + (direction === "rtl" ? -towardsLeft : towardsLeft)),
  });
  const panel = item && aside?.(item, current);

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
      <DialogPrimitive.Portal>
        {/* Solid (over the dialog overlay's own translucent, blurred one): a photo is looked at on
            its own, not over the page it came from. */}
        <DialogOverlay className="pk:bg-background! pk:backdrop-blur-none!" />
        <DialogPrimitive.Content
          data-slot="lightbox"
          className={cn(
            "pk:fixed pk:inset-0 pk:z-50 pk:box-border pk:flex pk:flex-col pk:gap-3 pk:p-4 pk:font-sans pk:text-sm pk:text-foreground pk:outline-none pk:data-[state=open]:animate-overlay-in pk:data-[state=closed]:animate-overlay-out",
            className,
          )}
          {...returnFocus}
          onKeyDown={(event) => {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            // Typing in the panel (a title, alt text) keeps its keys.
            if (
              (event.target as Element).closest(
                "input, textarea, select, [contenteditable=true], [role=combobox]",
              )
            )
              return;
            const zooms: Record<string, () => void> = {
              "+": () => zoom.zoomBy(KEY_STEP),
              "=": () => zoom.zoomBy(KEY_STEP),
              "-": () => zoom.zoomBy(1 / KEY_STEP),
              "0": zoom.reset,
            };
            // Right-to-left, the previous photo is on the right, as the buttons are.
            const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
            const moves: Record<string, number> = {
              [back]: current - 1,
              [back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft"]: current + 1,
              Home: 0,
              End: last,
            };
            const move = moves[event.key];
            const zoomKey = zooms[event.key];
            if (zoomKey) {
              event.preventDefault();
              zoomKey();
            } else if (move !== undefined) {
              event.preventDefault();
              go(move);
            }
          }}
        >
          <div data-slot="lightbox-header" className="pk:flex pk:min-h-11 pk:items-center pk:gap-3 pk:pe-12">
            <div className="pk:flex pk:min-w-0 pk:flex-1 pk:flex-col">
              <DialogPrimitive.Title
                data-slot="lightbox-caption"
                className="pk:m-0 pk:truncate pk:text-base pk:font-semibold"
                title={caption}
              >
                {caption}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description
                data-slot="lightbox-position"
                className="pk:m-0 pk:text-muted-foreground"
              >
                {t("media.lightbox.position", { index: current + 1, total })}
              </DialogPrimitive.Description>
            </div>
            {item && download?.(item, current)}
            {item && actions?.(item, current)}
            <DialogPrimitive.Close aria-label={t("media.lightbox.close")} className={closeButtonClassName}>
              <XIcon aria-hidden className="pk:size-5" />
            </DialogPrimitive.Close>
          </div>
          <div
            data-slot="lightbox-body"
            className="pk:flex pk:min-h-0 pk:flex-1 pk:flex-col pk:gap-3 pk:md:flex-row"
          >
            <div
              data-slot="lightbox-stage"
              data-zoomed={zoom.zoomed || undefined}
              // The page must not scroll or zoom under a pinch or a swipe: the stage takes them.
              className={cn(
                "pk:relative pk:min-h-0 pk:flex-1 pk:touch-none pk:overflow-hidden pk:select-none",
                panel ? "pk:min-h-[40%]" : undefined,
                zoom.zoomed ? (zoom.dragging ? "pk:cursor-grabbing" : "pk:cursor-grab") : "pk:cursor-zoom-in",
              )}
              {...zoom.stageProps}
              onDragStart={(event) => event.preventDefault()}
            >
              <div
                data-slot="lightbox-zoom"
                className={cn(
                  "pk:absolute pk:inset-0 pk:motion-reduce:transition-none",
                  zoom.dragging ? undefined : "pk:transition-transform pk:duration-200 pk:ease-out",
                )}
                style={{
                  transform: `translate3d(${zoom.view.x + zoom.swipeX}px, ${zoom.view.y}px, 0) scale(${zoom.view.scale})`,
                }}
              >
                {item &&
                  (renderImage ? (
                    renderImage(item, current)
                  ) : (
                    <ImageView
                      // A new picture starts from its skeleton, not from the last one's state.
                      key={item.id}
                      src={item.src}
                      srcSet={item.srcSet}
                      sizes="100vw"
                      alt={item.alt}
                      width={item.width}
                      height={item.height}
                      loading="eager"
                      fill
                      fit="contain"
                      className="pk:bg-transparent"
                    />
                  ))}
              </div>
              {item && (
                <button
                  type="button"
                  data-slot="lightbox-zoom-toggle"
                  aria-label={zoom.zoomed ? t("media.lightbox.zoomOut") : t("media.lightbox.zoomIn")}
                  className={cn(navButtonClassName, "pk:top-auto pk:inset-e-2 pk:bottom-2 pk:translate-y-0")}
                  onClick={() => zoom.toggleAt()}
                >
                  {zoom.zoomed ? (
                    <ZoomOutIcon aria-hidden className="pk:size-5" />
                  ) : (
                    <ZoomInIcon aria-hidden className="pk:size-5" />
                  )}
                </button>
              )}
              {items.length > 1 && (
                <>
                  <button
                    type="button"
                    data-slot="lightbox-previous"
                    aria-label={t("media.lightbox.previous")}
                    // aria-disabled, not disabled: a focused button that turns disabled drops focus.
                    aria-disabled={!hasPrevious || undefined}
                    className={cn(navButtonClassName, "pk:inset-s-2")}
                    onClick={() => go(current - 1)}
                  >
                    <ChevronLeftIcon aria-hidden className="pk:size-6 pk:rtl:-scale-x-100" />
                  </button>
                  <button
                    type="button"
                    data-slot="lightbox-next"
                    aria-label={t("media.lightbox.next")}
                    aria-disabled={!hasNext || undefined}
                    className={cn(navButtonClassName, "pk:inset-e-2")}
                    onClick={() => go(current + 1)}
                  >
                    <ChevronRightIcon aria-hidden className="pk:size-6 pk:rtl:-scale-x-100" />
                  </button>
                </>
              )}
            </div>
            {panel ? (
              <div
                data-slot="lightbox-aside"
                className="pk:max-h-[55%] pk:min-h-0 pk:shrink-0 pk:overflow-y-auto pk:overscroll-contain pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-4 pk:md:max-h-none pk:md:w-[24rem]"
              >
                {panel}
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Opens the lightbox it is in (a Dialog trigger; focus comes back to it on close). */
const LightboxTrigger = DialogTrigger;

/** `<Lightbox>` is the root; its trigger is also reachable as `Lightbox.Trigger`. */
const Lightbox = Object.assign(LightboxRoot, { Root: LightboxRoot, Trigger: LightboxTrigger });

export { Lightbox, LightboxTrigger };
export type { LightboxItem, LightboxProps };
