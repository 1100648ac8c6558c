import type { Pocketkit } from "../create-pocketkit";
import { adminRequest } from "./admin-request";

/** Records per collection, by collection name. */
export type RecordCounts = Record<string, number>;

/** A collection whose number of records differs between two counts. */
export interface RecordCountChange {
  collection: string;
  /** `undefined` when the collection did not exist before. */
  before: number | undefined;
  /** `undefined` when the collection no longer exists. */
  after: number | undefined;
}

// Enough to be quick on a few dozen collections without a burst the rate limiter would refuse.
const CONCURRENCY = 4;

/**
 * Counts the records of every base and auth collection, system collections included
 * (`_superusers`, `_otps`, …), as a superuser sees them. Views are left out: counting one runs
 * its query.
 *
 * @example
 * const before = await countRecords(pocketkit);
 *
 * @throws PocketkitError `forbidden` or `auth` for anyone but a superuser.
 */
export async function countRecords(
  pocketkit: Pocketkit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RecordCounts> {
  const { pb } = pocketkit;
  return adminRequest(async () => {
    const collections = await pb.collections.getFullList({
      batch: 500,
      fields: "name,type",
      sort: "name",
      signal,
    });
    const names = collections.filter((collection) => collection.type !== "view").map(({ name }) => name);
    const counts: RecordCounts = {};
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++]!;
        const page = await pb.collection(name).getList(1, 1, { fields: "id", signal });
        counts[name] = page.totalItems;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, names.length) }, worker));
    return Object.fromEntries(names.map((name) => [name, counts[name]!]));
  });
}

/**
 * The collections whose counts differ, in name order; empty when both counts agree.
 *
 * @example
 * compareRecordCounts({ albums: 3, images: 10 }, { albums: 4, images: 10 });
 * // → [{ collection: "albums", before: 3, after: 4 }]
 */
export function compareRecordCounts(before: RecordCounts, after: RecordCounts): RecordCountChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => ({ collection: name, before: before[name], after: after[name] }));
}
