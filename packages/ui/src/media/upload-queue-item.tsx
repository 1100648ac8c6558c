import { formatBytes } from "@pocketkit/client";
import type { UploadItemStatus } from "@pocketkit/hooks";
import { CheckIcon, FileIcon, RotateCcwIcon, Trash2Icon, XIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { mediaUploadEn } from "./media-catalogue";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { Progress } from "../primitives/progress";

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
  /**
   * A question about a `duplicate` file, in words people read ("beach.jpg is already in your
   * library."), shown above its Upload anyway and Skip buttons.
   */
  notice?: string;
  /** An image preview (an object URL); its owner revokes it. */
  previewUrl?: string;
  /** A failed file that will be sent again once the server answers. @default false */
  willResume?: boolean;
}

const ACTIVE: ReadonlySet<UploadItemStatus> = new Set(["preparing", "checking", "queued", "uploading"]);

function statusText(item: UploadQueueViewItem, t: Translate<CatalogueKey<typeof mediaUploadEn>>): string {
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
  /** Sends a `duplicate` file after all; without it, no Upload anyway button. */
  onUploadAnyway?: (id: string) => void;
  /** Drops a `duplicate` file; without it, no Skip button. */
  onSkip?: (id: string) => void;
};

function UploadQueueItemRow({
  item,
  onCancel,
  onRetry,
  onRemove,
  onUploadAnyway,
  onSkip,
  className,
  ...props
}: UploadQueueItemProps) {
  const t = useCatalogue(mediaUploadEn);
  const name = item.name;
  const canCancel = ACTIVE.has(item.status) || (item.status === "error" && item.willResume);
  const canRetry = item.status === "error" || item.status === "cancelled";
  const duplicate = item.status === "duplicate";
  // Skip is a duplicate's Remove, said as an answer to its question.
  const canRemove = !ACTIVE.has(item.status) && !(duplicate && onSkip);
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
        {duplicate && onUploadAnyway && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t("media.queue.uploadAnywayLabel", { name })}
            onClick={() => onUploadAnyway(item.id)}
          >
            {t("media.queue.uploadAnyway")}
          </Button>
        )}
        {duplicate && onSkip && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("media.queue.skipLabel", { name })}
            onClick={() => onSkip(item.id)}
          >
            {t("media.queue.skip")}
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
      {duplicate && item.notice && (
        <p
          data-slot="upload-queue-notice"
          className="pk:col-start-2 pk:col-end-4 pk:m-0 pk:text-sm pk:break-words pk:text-foreground"
        >
          {item.notice}
        </p>
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
 * Upload anyway and Skip for a duplicate, Remove). Its status is in `data-status`.
 *
 * Memoised: while three files upload, the other rows of a long queue keep their props and are
 * skipped rather than rendered again every frame.
 */
const UploadQueueItem = React.memo(UploadQueueItemRow);

export { ACTIVE, UploadQueueItem };
export type { UploadQueueItemProps, UploadQueueViewItem };
