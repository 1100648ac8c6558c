/** What a list asks PocketBase for. */
export interface ListQuery {
  /** @default 1 */
  page?: number;
  /** @default 30 */
  perPage?: number;
  /** e.g. `"-created,title"` */
  sort?: string;
  /** A PocketBase filter, e.g. `album = "abc"`; build it with `pb.filter()` to escape values. */
  filter?: string;
  expand?: string;
  fields?: string;
  /** Skip counting the total (faster on big collections); `totalItems` and `totalPages` are then -1. */
  skipTotal?: boolean;
}

export const DEFAULT_PER_PAGE = 30;

/** The query without `undefined` values, so that equal queries make equal cache keys. */
export function cleanQuery<Query extends object>(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Query;
}
