import { createUploadQueueStore as clientCreateUploadQueueStore } from "@pocketkit/client";

/**
 * @deprecated `createUploadQueueStore` is React-free and lives in `@pocketkit/client` now: import
 * it from there.
 */
export const createUploadQueueStore = clientCreateUploadQueueStore;
