import { runBatch as clientRunBatch } from "@pocketkit/client";

/** @deprecated `runBatch` is React-free and lives in `@pocketkit/client` now: import it from there. */
export const runBatch = clientRunBatch;
