import type { ListQuery } from "@pocketkit/hooks";

/**
 * The list the page prefetches on the server and the island shows: the same query on both sides
 * is the same cache entry, so the island starts from what the server fetched.
 */
export const albumsQuery = { sort: "-created", fields: "id,name,created" } satisfies ListQuery;
