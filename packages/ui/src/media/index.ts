// The media components.
export { Dropzone } from "./dropzone";
export type { DropzoneProps } from "./dropzone";
export { UploadQueueItem, UploadQueueView } from "./upload-queue-view";
export type { UploadQueueItemProps, UploadQueueViewItem, UploadQueueViewProps } from "./upload-queue-view";
export { UploadQueue } from "./upload-queue";
export type { UploadQueueProps } from "./upload-queue";
export { ImageUploader, ImageUploaderView } from "./image-uploader";
export type { ImageUploaderProps, ImageUploaderViewProps } from "./image-uploader";
