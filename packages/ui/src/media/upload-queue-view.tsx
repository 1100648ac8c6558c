import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaUploadEn } from "./media-catalogue";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { ACTIVE, UploadQueueItem, type UploadQueueViewItem } from "./upload-queue-item";
import { useUploadAnnouncement } from "./use-upload-announcement";

type UploadQueueViewProps = React.ComponentProps<"div"> & {
  /** The files, in the order they were added. */
  items: readonly UploadQueueViewItem[];
  /** Stops an upload that runs or waits; without it, no Cancel buttons. */
  onCancel?: (id: string) => void;
  /** Sends a failed or cancelled file again; without it, no Retry buttons. */
  onRetry?: (id: string) => void;
  /** Drops a file from the list; without it, no Remove buttons. */
  onRemove?: (id: string) => void;
  /** Sends a `duplicate` file after all; without it, no Upload anyway buttons. */
  onUploadAnyway?: (id: string) => void;
  /** Drops a `duplicate` file; without it, no Skip buttons (and a duplicate has Remove instead). */
  onSkip?: (id: string) => void;
  /** Drops every `duplicate` file; without it, no "Skip all duplicates" button (shown from two duplicates on). */
  onSkipDuplicates?: () => void;
  /** Names the list for assistive technology. @default "Uploads" */
  label?: string;
  /** Shown while the queue is empty. @default nothing */
  emptyState?: React.ReactNode;
  /**
   * How many files are listed before the rest fold behind a "Show all" button; files that failed
   * or were refused are listed wherever they are. Keeps a queue of hundreds light. @default 50
   */
  visibleLimit?: number;
  /**
   * How many files came back from an earlier visit (`resumed` of a persisted `useUploadQueue`):
   * above the list, "3 uploads resumed". @default 0
   */
  resumed?: number;
};

/**
 * An upload queue from plain props (see `UploadQueue` for one connected to `useUploadQueue`):
 * a line per file with its progress, error and buttons, a count of what is uploaded, a notice of
 * the files resumed after a reload, and a polite live region that tells assistive technology
 * about failures, duplicates and finished files without reading every percent. Past `visibleLimit` files the rest fold away, except those that failed.
 *
 * @example
 * <UploadQueueView items={items} onCancel={cancel} onRetry={retry} onRemove={remove} />
 */
function UploadQueueView({
  items,
  onCancel,
  onRetry,
  onRemove,
  onUploadAnyway,
  onSkip,
  onSkipDuplicates,
  label,
  emptyState,
  visibleLimit = 50,
  resumed = 0,
  className,
  ...props
}: UploadQueueViewProps) {
  const t = useCatalogue(mediaUploadEn);
  const [showAll, setShowAll] = React.useState(false);
  const shown =
    showAll || items.length <= visibleLimit
      ? items
      : items.filter(
          (item, index) =>
            index < visibleLimit ||
            item.status === "error" ||
            item.status === "invalid" ||
            item.status === "duplicate",
        );
  const hidden = items.length - shown.length;
  const announcement = useUploadAnnouncement(items);
  // A duplicate is not counted as an upload until it is sent anyway.
  const counted = items.filter((item) => item.status !== "invalid" && item.status !== "duplicate");
  const duplicates = items.filter((item) => item.status === "duplicate").length;
  const done = counted.filter((item) => item.status === "done").length;
  const busy = items.some((item) => ACTIVE.has(item.status));
  return (
    <div
      data-slot="upload-queue"
      data-busy={busy ? "" : undefined}
      className={cn("pk:flex pk:flex-col pk:gap-2 pk:font-sans", className)}
      {...props}
    >
      {items.length > 0 ? (
        <>
          {resumed > 0 && (
            <p
              data-slot="upload-queue-resumed"
              className="pk:m-0 pk:text-sm pk:font-medium pk:text-foreground"
            >
              {resumed === 1 ? t("media.queue.resumedOne") : t("media.queue.resumed", { count: resumed })}
            </p>
          )}
          {counted.length > 0 && (
            <p data-slot="upload-queue-summary" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
              {t("media.queue.summary", { done, total: counted.length })}
            </p>
          )}
          {duplicates >= 2 && onSkipDuplicates && (
            <div data-slot="upload-queue-duplicates" className="pk:flex pk:justify-end">
              <Button variant="outline" size="sm" onClick={onSkipDuplicates}>
                {t("media.queue.skipDuplicates")}
              </Button>
            </div>
          )}
          <ul
            data-slot="upload-queue-list"
            aria-label={label ?? t("media.queue.label")}
            aria-busy={busy || undefined}
            className="pk:m-0 pk:list-none pk:p-0"
          >
            {shown.map((item) => (
              <UploadQueueItem
                key={item.id}
                item={item}
                onCancel={onCancel}
                onRetry={onRetry}
                onRemove={onRemove}
                onUploadAnyway={onUploadAnyway}
                onSkip={onSkip}
              />
            ))}
          </ul>
          {hidden > 0 && (
            <p
              data-slot="upload-queue-more"
              className="pk:m-0 pk:flex pk:items-center pk:gap-3 pk:text-sm pk:text-muted-foreground"
            >
              {t("media.queue.more", { count: hidden })}
              <Button variant="outline" size="sm" onClick={() => setShowAll(true)}>
                {t("media.queue.showAll", { total: items.length })}
              </Button>
            </p>
          )}
        </>
      ) : (
        emptyState
      )}
      <p data-slot="upload-queue-announcement" role="status" className="pk:sr-only">
        {announcement}
      </p>
    </div>
  );
}

export { UploadQueueView };
export type { UploadQueueViewProps };
