// The media components.
export { Dropzone } from "./dropzone";
export type { DropzoneProps } from "./dropzone";
export { UploadQueueItem } from "./upload-queue-item";
export type { UploadQueueItemProps, UploadQueueViewItem } from "./upload-queue-item";
export { UploadQueueView } from "./upload-queue-view";
export type { UploadQueueViewProps } from "./upload-queue-view";
export { UploadQueue } from "./upload-queue";
export { useUploadErrorMessage } from "./upload-error-message";
export type { UploadQueueProps } from "./upload-queue";
export { ImageUploader, ImageUploaderView } from "./image-uploader";
export { useUploadDropzoneProps } from "./use-upload-dropzone-props";
export type { UseUploadDropzonePropsOptions } from "./use-upload-dropzone-props";
export type { ImageUploaderProps, ImageUploaderViewProps } from "./image-uploader";
export { Image, ImageView } from "./image";
export type { ImageProps, ImageViewProps } from "./image";
// One implementation, in the client, that both media adapters use (DESIGN §3); kept here by name.
export { imageSources } from "@pocketkit/client";
export type { ImageSources, ImageSourcesOptions } from "@pocketkit/client";
export { ImageGridView } from "./image-grid-view";
export type { ImageGridItem, ImageGridSection, ImageGridViewProps } from "./image-grid-view";
export { ImageGridScrubber } from "./image-grid-scrubber";
export type { ImageGridScrubberProps } from "./image-grid-scrubber";
export { ImageGrid } from "./image-grid";
export type { ImageGridProps } from "./image-grid";
export { Lightbox, LightboxTrigger } from "./lightbox";
export type { LightboxItem, LightboxProps } from "./lightbox";
export * from "./photo-map";
