import { createCompletionStore as clientCreateCompletionStore } from "@pocketkit/client";

/**
 * @deprecated `createCompletionStore` is React-free and lives in `@pocketkit/client` now: import
 * it from there.
 */
export const createCompletionStore = clientCreateCompletionStore;
