/**
 * Query keys, one convention for every hook, so an app can prefetch, read or invalidate what a
 * hook caches:
 *
 * ```
 * ["pocketkit", collection]                                  everything of a collection
 * ["pocketkit", collection, "list", { page, perPage, … }]    useList
 * ["pocketkit", collection, "infinite", { perPage, … }]      useInfiniteList
 * ["pocketkit", collection, "full", { … }]                   useFullList
 * ["pocketkit", collection, "count", { filter }]             useCount
 * ["pocketkit", collection, "record", id, { expand, … }]     useRecord
 * ["pocketkit", "_admin", …]                                 the admin hooks (PocketBase keeps
 *                                                            leading underscores for its own
 *                                                            collections, so no app collection
 *                                                            can clash with this)
 * ```
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection("albums") });
 */
export const pocketkitKeys = {
  all: ["pocketkit"] as const,
  collection: (collection: string) => ["pocketkit", collection] as const,
  lists: (collection: string) => ["pocketkit", collection, "list"] as const,
  list: (collection: string, query: object) => ["pocketkit", collection, "list", query] as const,
  infinite: (collection: string, query: object) => ["pocketkit", collection, "infinite", query] as const,
  full: (collection: string, query: object) => ["pocketkit", collection, "full", query] as const,
  counts: (collection: string) => ["pocketkit", collection, "count"] as const,
  count: (collection: string, query: object) => ["pocketkit", collection, "count", query] as const,
  records: (collection: string) => ["pocketkit", collection, "record"] as const,
  record: (collection: string, id: string, query: object = {}) =>
    ["pocketkit", collection, "record", id, query] as const,
  admin: (...parts: unknown[]) => ["pocketkit", "_admin", ...parts] as const,
};

/**
 * The kinds of query whose answer depends on which records a collection holds (a new record may
 * belong in any of them), as opposed to one record's own query.
 */
const LIST_KINDS: ReadonlySet<unknown> = new Set(["list", "infinite", "full", "count"]);

/** Whether a query key is one of `collection`'s lists or counts, optionally only those with a filter. */
export function isListKey(
  queryKey: readonly unknown[],
  collection: string,
  { filtered = false } = {},
): boolean {
  return (
    queryKey[0] === "pocketkit" &&
    queryKey[1] === collection &&
    LIST_KINDS.has(queryKey[2]) &&
    (!filtered || Boolean((queryKey[3] as { filter?: string } | undefined)?.filter))
  );
}
