import { restoreBackup as clientRestoreBackup } from "@pocketkit/client";

/** @deprecated `restoreBackup` is React-free and lives in `@pocketkit/client` now: import it from there. */
export const restoreBackup = clientRestoreBackup;
