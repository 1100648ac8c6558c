import { toPocketkitError, type Pocketkit, type PocketkitError } from "@pocketkit/client";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ListResult, RecordModel } from "pocketbase";

import { pocketkitKeys } from "../query-keys";
import { cleanQuery, DEFAULT_PER_PAGE, type ListQuery } from "./list-query";

// Query-option factories: what the hooks use, exported so that apps can prefetch and compose
// (`queryClient.prefetchQuery(recordListOptions(pocketkit, "albums", {}))`).

export function recordListOptions<Record extends RecordModel = RecordModel>(
  pocketkit: Pocketkit,
  collection: string,
  query: ListQuery = {},
) {
  const { page = 1, perPage = DEFAULT_PER_PAGE, ...rest } = query;
  const key = cleanQuery({ page, perPage, ...rest });
  return queryOptions<ListResult<Record>, PocketkitError>({
    queryKey: pocketkitKeys.list(collection, key),
    queryFn: ({ signal }) =>
      pocketkit.pb
        .collection(collection)
        .getList<Record>(page, perPage, { ...rest, signal })
        .catch((error: unknown) => Promise.reject(toPocketkitError(error))),
  });
}

export function recordOptions<Record extends RecordModel = RecordModel>(
  pocketkit: Pocketkit,
  collection: string,
  id: string,
  query: { expand?: string; fields?: string } = {},
) {
  return queryOptions<Record, PocketkitError>({
    queryKey: pocketkitKeys.record(collection, id, cleanQuery(query)),
    queryFn: ({ signal }) =>
      pocketkit.pb
        .collection(collection)
        .getOne<Record>(id, { ...query, signal })
        .catch((error: unknown) => Promise.reject(toPocketkitError(error))),
  });
}

export function infiniteRecordListOptions<Record extends RecordModel = RecordModel>(
  pocketkit: Pocketkit,
  collection: string,
  query: Omit<ListQuery, "page"> = {},
) {
  // No total is counted: a next page exists while pages come back full.
  const { perPage = DEFAULT_PER_PAGE, skipTotal = true, ...rest } = query;
  return infiniteQueryOptions<ListResult<Record>, PocketkitError>({
    queryKey: pocketkitKeys.infinite(collection, cleanQuery({ perPage, skipTotal, ...rest })),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      pocketkit.pb
        .collection(collection)
        .getList<Record>(pageParam as number, perPage, { ...rest, skipTotal, signal })
        .catch((error: unknown) => Promise.reject(toPocketkitError(error))),
    getNextPageParam: (last) => {
      if (last.totalPages >= 0) return last.page < last.totalPages ? last.page + 1 : undefined;
      return last.items.length >= perPage ? last.page + 1 : undefined;
    },
  });
}

export function recordCountOptions(
  pocketkit: Pocketkit,
  collection: string,
  query: { filter?: string } = {},
) {
  return queryOptions<number, PocketkitError>({
    queryKey: pocketkitKeys.count(collection, cleanQuery(query)),
    // PocketBase counts without a COUNT endpoint: the smallest page, with its total.
    queryFn: ({ signal }) =>
      pocketkit.pb
        .collection(collection)
        .getList(1, 1, { filter: query.filter, fields: "id", skipTotal: false, signal })
        .then((page) => page.totalItems)
        .catch((error: unknown) => Promise.reject(toPocketkitError(error))),
  });
}
