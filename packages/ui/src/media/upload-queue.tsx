import type { UploadItem, UseUploadQueueResult } from "@pocketkit/hooks";
import * as React from "react";

import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { mediaUploadEn } from "./media-catalogue";
import { uploadErrorMessage } from "./upload-error-message";
import type { UploadQueueViewItem } from "./upload-queue-item";
import { UploadQueueView, type UploadQueueViewProps } from "./upload-queue-view";

/** A queue item as the view shows it, its error in the catalogue's words. */
function toViewItem(item: UploadItem, t: Translate<CatalogueKey<typeof mediaUploadEn>>): UploadQueueViewItem {
  return {
    id: item.id,
    name: item.file.name,
    // The name the person chose; the size of what is sent (a HEIC converted to JPEG differs).
    size: item.preparedFile.size,
    status: item.status,
    progress: item.progress,
    previewUrl: item.previewUrl,
    willResume: item.willResume,
    notice:
      item.status === "duplicate"
        ? t(item.duplicate?.of === "queue" ? "media.queue.duplicateInQueue" : "media.queue.duplicate", {
            name: item.file.name,
          })
        : undefined,
    error:
      item.error && item.status !== "cancelled"
        ? uploadErrorMessage(item.error, item.file.name, t, { willResume: item.willResume })
        : undefined,
  };
}

// The queue makes a new object only for an item that changed; keeping the view's item for each
// unchanged one lets the rows of a long queue skip rendering while a few files progress.
const viewItems = new WeakMap<
  UploadItem,
  { t: Translate<CatalogueKey<typeof mediaUploadEn>>; viewItem: UploadQueueViewItem }
>();

function viewItemOf(item: UploadItem, t: Translate<CatalogueKey<typeof mediaUploadEn>>): UploadQueueViewItem {
  const cached = viewItems.get(item);
  if (cached?.t === t) return cached.viewItem;
  const viewItem = toViewItem(item, t);
  viewItems.set(item, { t, viewItem });
  return viewItem;
}

type UploadQueueProps = Omit<
  UploadQueueViewProps,
  "items" | "onCancel" | "onRetry" | "onRemove" | "onUploadAnyway" | "onSkip" | "onSkipDuplicates"
> & {
  /** The queue to show, from `useUploadQueue` (it keeps running when this unmounts, as long as its owner stays). */
  queue: UseUploadQueueResult;
};

/**
 * The files of a `useUploadQueue` queue with their progress, Cancel, Retry and Remove. Files the
 * queue refused before sending show why ("pano.jpg is 31.2 MB; the limit is 20 MB."); a photo
 * already in the library (`findDuplicate`) says so, with Upload anyway and Skip; failures
 * and finished files are announced politely; files a persisted queue resumed after a reload are
 * counted above the list ("3 uploads resumed").
 *
 * @example
 * const queue = useUploadQueue({ collection: "images", data: () => ({ owner: user.id }) });
 * <Dropzone accept="image/*" onFiles={(files) => void queue.add(files)} />
 * <UploadQueue queue={queue} />
 */
function UploadQueue({ queue, ...props }: UploadQueueProps) {
  const t = useCatalogue(mediaUploadEn);
  const items = React.useMemo(() => queue.items.map((item) => viewItemOf(item, t)), [queue.items, t]);
  return (
    <UploadQueueView
      items={items}
      onCancel={queue.cancel}
      onRetry={queue.retry}
      onRemove={queue.remove}
      onUploadAnyway={queue.uploadAnyway}
      onSkip={queue.skip}
      onSkipDuplicates={queue.skipDuplicates}
      resumed={queue.resumed}
      {...props}
    />
  );
}

export { UploadQueue };
export type { UploadQueueProps };
