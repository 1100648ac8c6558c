// The media components.
export { Dropzone } from "./dropzone";
export type { DropzoneProps } from "./dropzone";
export { UploadQueueItem, UploadQueueView } from "./upload-queue-view";
export type { UploadQueueItemProps, UploadQueueViewItem, UploadQueueViewProps } from "./upload-queue-view";
export { UploadQueue } from "./upload-queue";
export type { UploadQueueProps } from "./upload-queue";
export { ImageUploader, ImageUploaderView } from "./image-uploader";
export type { ImageUploaderProps, ImageUploaderViewProps } from "./image-uploader";
export { Image, ImageView } from "./image";
export type { ImageProps, ImageViewProps } from "./image";
export { imageSources } from "./image-sources";
export type { ImageSources, ImageSourcesOptions } from "./image-sources";
export { ImageGridView } from "./image-grid-view";
export type { ImageGridItem, ImageGridViewProps } from "./image-grid-view";
export { ImageGrid } from "./image-grid";
export type { ImageGridProps } from "./image-grid";
export { Lightbox, LightboxTrigger } from "./lightbox";
export type { LightboxItem, LightboxProps } from "./lightbox";
