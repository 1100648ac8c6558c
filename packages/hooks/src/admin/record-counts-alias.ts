import {
  compareRecordCounts as clientCompareRecordCounts,
  countRecords as clientCountRecords,
} from "@pocketkit/client";

/** @deprecated `countRecords` is React-free and lives in `@pocketkit/client` now: import it from there. */
export const countRecords = clientCountRecords;

/**
 * @deprecated `compareRecordCounts` is React-free and lives in `@pocketkit/client` now: import it
 * from there.
 */
export const compareRecordCounts = clientCompareRecordCounts;
