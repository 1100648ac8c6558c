/**
 * Query keys, one convention for every hook, so an app can prefetch, read or invalidate what a
 * hook caches:
 *
 * ```
 * ["pocketkit", collection]                                  everything of a collection
 * ["pocketkit", collection, "list", { page, perPage, … }]    useList
 * ["pocketkit", collection, "infinite", { perPage, … }]      useInfiniteList
 * ["pocketkit", collection, "full", { … }]                   useFullList
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
  records: (collection: string) => ["pocketkit", collection, "record"] as const,
  record: (collection: string, id: string, query: object = {}) =>
    ["pocketkit", collection, "record", id, query] as const,
  admin: (...parts: unknown[]) => ["pocketkit", "_admin", ...parts] as const,
};
