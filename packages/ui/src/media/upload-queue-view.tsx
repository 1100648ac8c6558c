import { formatBytes } from "@pocketkit/client";
import type { UploadItemStatus } from "@pocketkit/hooks";
import { CheckIcon, FileIcon, RotateCcwIcon, Trash2Icon, XIcon } from "lucide-react";
import * as React from "react";

import { useMessages, type Translate } from "../i18n/messages-context";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { Progress } from "../primitives/progress";
import { useUploadAnnouncement } from "./use-upload-announcement";

/** One file of the queue, as the view shows it. */
interface UploadQueueViewItem {
  /** Stable key; passed back to `onCancel`, `onRetry` and `onRemove`. */
  id: string;
  /** The file's name, shown as text. */
  name: string;
  /** In bytes. */
  size: number;
  /** Where the file is (see `UploadItemStatus` of `@pocketkit/hooks`). */
  status: UploadItemStatus;
  /** From 0 to 1 while `uploading`. @default 0 */
  progress?: number;
  /** Why the file was refused or failed, in words people read (shown as given). */
  error?: string;
  /** An image preview (an object URL); its owner revokes it. */
  previewUrl?: string;
  /** A failed file that will be sent again once the server answers. @default false */
  willResume?: boolean;
}

const ACTIVE: ReadonlySet<UploadItemStatus> = new Set(["checking", "queued", "uploading"]);

function statusText(item: UploadQueueViewItem, t: Translate): string {
  if (item.status === "error" && item.willResume) return t("media.queue.status.resuming");
  if (item.status === "uploading") {
    return t("media.queue.status.uploading", { percent: Math.round((item.progress ?? 0) * 100) });
  }
  return t(`media.queue.status.${item.status}`);
}

const iconButtonClassName = "pk:size-8 pk:text-muted-foreground pk:hover:text-foreground";

type UploadQueueItemProps = Omit<React.ComponentProps<"li">, "children"> & {
  item: UploadQueueViewItem;
  /** Stops an upload that runs or waits; without it, no Cancel button. */
  onCancel?: (id: string) => void;
  /** Sends a failed or cancelled file again; without it, no Retry button. */
  onRetry?: (id: string) => void;
  /** Drops the file from the list; without it, no Remove button. */
  onRemove?: (id: string) => void;
};

function UploadQueueItemRow({
  item,
  onCancel,
  onRetry,
  onRemove,
  className,
  ...props
}: UploadQueueItemProps) {
  const t = useMessages();
  const name = item.name;
  const canCancel = ACTIVE.has(item.status) || (item.status === "error" && item.willResume);
  const canRetry = item.status === "error" || item.status === "cancelled";
  const canRemove = !ACTIVE.has(item.status);
  const failed = item.status === "error" || item.status === "invalid";
  return (
    <li
      data-slot="upload-queue-item"
      data-status={item.status}
      className={cn(
        // content-visibility: with hundreds of files, rows out of view are neither laid out nor painted.
        "pk:m-0 pk:grid pk:grid-cols-[2.5rem_minmax(0,1fr)_auto] pk:items-center pk:gap-x-3 pk:gap-y-1 pk:border-0 pk:border-b pk:border-solid pk:border-border pk:py-2 pk:[contain-intrinsic-size:auto_3.5rem] pk:[content-visibility:auto] pk:last:border-b-0",
        className,
      )}
      {...props}
    >
      <span
        data-slot="upload-queue-preview"
        className="pk:row-span-2 pk:flex pk:size-10 pk:items-center pk:justify-center pk:overflow-hidden pk:rounded-md pk:bg-muted pk:text-muted-foreground"
      >
        {item.previewUrl ? (
          // The name beside it says what it is.
          <img
            src={item.previewUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="pk:size-full pk:object-cover"
          />
        ) : (
          <FileIcon aria-hidden className="pk:size-5" />
        )}
      </span>
      <span className="pk:min-w-0">
        <span
          data-slot="upload-queue-name"
          title={name}
          className="pk:block pk:truncate pk:text-sm pk:font-medium pk:text-foreground"
        >
          {name}
        </span>
        <span
          data-slot="upload-queue-status"
          className={cn(
            "pk:flex pk:items-center pk:gap-1 pk:text-xs pk:text-muted-foreground",
            failed && "pk:text-destructive",
          )}
        >
          {item.status === "done" && <CheckIcon aria-hidden className="pk:size-3.5" />}
          {formatBytes(item.size)} · {statusText(item, t)}
        </span>
      </span>
      <span data-slot="upload-queue-actions" className="pk:row-span-2 pk:flex pk:items-center pk:gap-1">
        {canRetry && onRetry && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t("media.queue.retryLabel", { name })}
            onClick={() => onRetry(item.id)}
          >
            <RotateCcwIcon aria-hidden className="pk:size-3.5" />
            {t("common.retry")}
          </Button>
        )}
        {canCancel && onCancel && (
          <Button
            variant="ghost"
            size="icon"
            className={iconButtonClassName}
            aria-label={t("media.queue.cancel", { name })}
            onClick={() => onCancel(item.id)}
          >
            <XIcon aria-hidden className="pk:size-4" />
          </Button>
        )}
        {canRemove && onRemove && (
          <Button
            variant="ghost"
            size="icon"
            className={iconButtonClassName}
            aria-label={t("media.queue.remove", { name })}
            onClick={() => onRemove(item.id)}
          >
            <Trash2Icon aria-hidden className="pk:size-4" />
          </Button>
        )}
      </span>
      {item.status === "uploading" && (
        <Progress
          value={Math.round((item.progress ?? 0) * 100)}
          aria-label={t("media.queue.progress", { name })}
          className="pk:col-start-2"
        />
      )}
      {item.error && (
        <p
          data-slot="upload-queue-error"
          className="pk:col-start-2 pk:col-end-4 pk:m-0 pk:text-sm pk:break-words pk:text-destructive"
        >
          {item.error}
        </p>
      )}
    </li>
  );
}

/**
 * One file of an upload queue: preview, name, size, status, a progress bar while it is sent, the
 * reason when it failed, and the buttons that apply (Cancel while it runs, Retry after a failure,
 * Remove). Its status is in `data-status`.
 *
 * Memoised: while three files upload, the other rows of a long queue keep their props and are
 * skipped rather than rendered again every frame.
 */
const UploadQueueItem = React.memo(UploadQueueItemRow);

type UploadQueueViewProps = React.ComponentProps<"div"> & {
  /** The files, in the order they were added. */
  items: readonly UploadQueueViewItem[];
  /** Stops an upload that runs or waits; without it, no Cancel buttons. */
  onCancel?: (id: string) => void;
  /** Sends a failed or cancelled file again; without it, no Retry buttons. */
  onRetry?: (id: string) => void;
  /** Drops a file from the list; without it, no Remove buttons. */
  onRemove?: (id: string) => void;
  /** Names the list for assistive technology. @default "Uploads" */
  label?: string;
  /** Shown while the queue is empty. @default nothing */
  emptyState?: React.ReactNode;
  /**
   * How many files are listed before the rest fold behind a "Show all" button; files that failed
   * or were refused are listed wherever they are. Keeps a queue of hundreds light. @default 50
   */
  visibleLimit?: number;
};

/**
 * An upload queue from plain props (see `UploadQueue` for one connected to `useUploadQueue`):
 * a line per file with its progress, error and buttons, a count of what is uploaded, and a
 * polite live region that tells assistive technology about failures and finished files without
 * reading every percent. Past `visibleLimit` files the rest fold away, except those that failed.
 *
 * @example
 * <UploadQueueView items={items} onCancel={cancel} onRetry={retry} onRemove={remove} />
 */
function UploadQueueView({
  items,
  onCancel,
  onRetry,
  onRemove,
  label,
  emptyState,
  visibleLimit = 50,
  className,
  ...props
}: UploadQueueViewProps) {
  const t = useMessages();
  const [showAll, setShowAll] = React.useState(false);
  const shown =
    showAll || items.length <= visibleLimit
      ? items
      : items.filter(
          (item, index) => index < visibleLimit || item.status === "error" || item.status === "invalid",
        );
  const hidden = items.length - shown.length;
  const announcement = useUploadAnnouncement(items);
  const counted = items.filter((item) => item.status !== "invalid");
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
          {counted.length > 0 && (
            <p data-slot="upload-queue-summary" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
              {t("media.queue.summary", { done, total: counted.length })}
            </p>
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

export { UploadQueueItem, UploadQueueView };
export type { UploadQueueItemProps, UploadQueueViewItem, UploadQueueViewProps };
