import { useUploadQueue, type UseUploadQueueOptions, type UseUploadQueueResult } from "@pocketkit/hooks";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaUploadEn } from "./media-catalogue";
import { cn } from "../lib/cn";
import { splitProps, type OptionNames } from "../lib/split-props";
import { Dropzone, type DropzoneProps } from "./dropzone";
import { UploadQueue } from "./upload-queue";
import { UploadQueueView, type UploadQueueViewProps } from "./upload-queue-view";
import { useUploadDropzoneProps } from "./use-upload-dropzone-props";

type ImageUploaderViewProps = Omit<React.ComponentProps<"div">, "title"> &
  Pick<DropzoneProps, "onFiles" | "accept" | "multiple" | "disabled" | "pasteScope" | "title" | "hint"> &
  Pick<
    UploadQueueViewProps,
    "items" | "onCancel" | "onRetry" | "onRemove" | "onUploadAnyway" | "onSkip" | "onSkipDuplicates" | "label"
  >;

/**
 * An image uploader from plain props: a `Dropzone` above an `UploadQueueView`. For stories and
 * for a queue of your own; `ImageUploader` is the one that uploads.
 *
 * @example
 * <ImageUploaderView items={items} onFiles={add} onCancel={cancel} onRetry={retry} onRemove={remove} />
 */
function ImageUploaderView({
  items,
  onFiles,
  onCancel,
  onRetry,
  onRemove,
  onUploadAnyway,
  onSkip,
  onSkipDuplicates,
  label,
  accept = "image/*",
  multiple,
  disabled,
  pasteScope,
  title,
  hint,
  className,
  ...props
}: ImageUploaderViewProps) {
  const t = useCatalogue(mediaUploadEn);
  return (
    <div data-slot="image-uploader" className={cn("pk:flex pk:flex-col pk:gap-4", className)} {...props}>
      <Dropzone
        onFiles={onFiles}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        pasteScope={pasteScope}
        title={title ?? t("media.uploader.title")}
        hint={hint}
      />
      <UploadQueueView
        items={items}
        onCancel={onCancel}
        onRetry={onRetry}
        onRemove={onRemove}
        onUploadAnyway={onUploadAnyway}
        onSkip={onSkip}
        onSkipDuplicates={onSkipDuplicates}
        label={label}
      />
    </div>
  );
}

type ImageUploaderProps = Omit<
  ImageUploaderViewProps,
  "items" | "onFiles" | "onCancel" | "onRetry" | "onRemove" | "onUploadAnyway" | "onSkip" | "onSkipDuplicates"
> &
  UseUploadQueueOptions & {
    /**
     * A queue you made with `useUploadQueue` (to `submit()` it with a form, or to show it
     * elsewhere too). Without it the uploader makes its own from the other options. Either way
     * `collection` and `field` describe the picker's types and the size limit, and `prepare`'s
     * `accepts` (HEIC, which the photo preparer makes a JPEG) join the types.
     */
    queue?: UseUploadQueueResult;
  };

/**
 * Uploads images into a collection, each file one record: a `Dropzone` (click, Enter or Space,
 * drop, paste) over an `UploadQueue` with previews, progress, Cancel and Retry. Files are checked
 * against the field before a byte is sent (and, with `findDuplicate`, against the library: a photo
 * already there waits for Upload anyway or Skip); the picker offers the field's types and the hint
 * names them with the size limit. Preview URLs are revoked when a file is removed and when the
 * uploader unmounts.
 *
 * @example
 * <ImageUploader collection="images" data={() => ({ owner: user.id, album: albumId })} />
 */
function ImageUploader(props: ImageUploaderProps) {
  return props.queue ? (
    <ConnectedImageUploader {...props} queue={props.queue} />
  ) : (
    <ImageUploaderWithOwnQueue {...props} />
  );
}

// Every queue option, once: they make the queue; everything else is the uploader's own.
const QUEUE_OPTIONS = {
  collection: true,
  field: true,
  data: true,
  prepare: true,
  findDuplicate: true,
  persist: true,
  concurrency: true,
  mode: true,
  stallTimeoutMs: true,
  reconnectDelayMs: true,
  maxAutoRetries: true,
  media: true,
  onUploaded: true,
} satisfies OptionNames<UseUploadQueueOptions>;

function ImageUploaderWithOwnQueue(props: ImageUploaderProps) {
  const [options] = splitProps<UseUploadQueueOptions, ImageUploaderProps>(props, QUEUE_OPTIONS);
  const queue = useUploadQueue(options);
  return <ConnectedImageUploader {...props} queue={queue} />;
}

function ConnectedImageUploader({
  queue,
  ...uploaderProps
}: ImageUploaderProps & { queue: UseUploadQueueResult }) {
  const [
    { collection, field, prepare },
    { accept, multiple, disabled, pasteScope, title, hint, label, className, ...props },
  ] = splitProps<UseUploadQueueOptions, typeof uploaderProps>(uploaderProps, QUEUE_OPTIONS);
  // The field's types, and those `prepare` turns into them (HEIC): offered and named alike.
  const offered = useUploadDropzoneProps({ collection, field, accepts: prepare?.accepts });
  return (
    <div data-slot="image-uploader" className={cn("pk:flex pk:flex-col pk:gap-4", className)} {...props}>
      <Dropzone
        onFiles={(files) => void queue.add(files)}
        accept={accept ?? offered.accept}
        multiple={multiple}
        disabled={disabled}
        pasteScope={pasteScope}
        title={title ?? offered.title}
        hint={hint ?? offered.hint}
      />
      <UploadQueue queue={queue} label={label} />
    </div>
  );
}

export { ImageUploader, ImageUploaderView };
export type { ImageUploaderProps, ImageUploaderViewProps };
