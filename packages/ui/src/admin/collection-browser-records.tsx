import { useFileUrl, useList, type CollectionName } from "@pocketkit/hooks";
import { useEffect, useMemo, useState } from "react";

import { hasProtectedFiles } from "../data/has-protected-files";
import { searchFilter } from "../data/record-label";
import { joinFilters, tableFields } from "../data/record-table/record-table-model";
import { useDebouncedValue } from "../lib/use-debounced-value";
import type { RecordTableRecord } from "../data/record-table/record-table-types";
import { RecordTableView } from "../data/record-table/record-table-view";
import { isFilterError } from "./collection-browser-filter";
import type { CollectionBrowserTableSlotProps } from "./collection-browser-types";

const SEARCH_DELAY_MS = 300;
const NO_RECORDS: RecordTableRecord[] = [];

type CollectionBrowserRecordsProps = CollectionBrowserTableSlotProps & {
  /** @default 30 */
  perPage?: number;
};

/**
 * The CollectionBrowser's table, loaded from PocketBase: RecordTableView over `useList` with the
 * browser's filter joined to the search box's, relations expanded so that they show by name,
 * sorted and paged by the server. Unlike `RecordTable`, it takes its collection from the
 * browser's schema rather than the client's, and hands a refused filter back to the filter box
 * while the last rows the server gave stay on screen.
 */
function CollectionBrowserRecords({
  collection,
  filter,
  onFilterResult,
  revision,
  errorMessage,
  tableProps,
  perPage = 30,
}: CollectionBrowserRecordsProps) {
  const [sort, setSort] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const expand = useMemo(
    () =>
      tableFields(collection)
        .filter((field) => field.type === "relation")
        .map((field) => field.name)
        .join(",") || undefined,
    [collection],
  );
  // A new filter starts at the first page.
  const [pagedFilter, setPagedFilter] = useState(filter);
  if (filter !== pagedFilter) {
    setPagedFilter(filter);
    setPage(1);
  }

  // Any collection by name: an app that registered its collections narrows the hooks' names to
  // those, and the browser takes its schema's word for it instead.
  const list = useList(collection.name as CollectionName, {
    page,
    perPage,
    sort: sort || undefined,
    filter: joinFilters(filter, searchFilter(collection, settledSearch)) || undefined,
    expand,
  });
  const { refetch } = list;
  useEffect(() => {
    if (revision > 0) void refetch();
  }, [revision, refetch]);

  const filterRefused = isFilterError(list.error, filter);
  const settled = !list.isFetching;
  useEffect(() => {
    if (settled) onFilterResult(filterRefused ? list.error : undefined);
  }, [settled, filterRefused, list.error, onFilterResult]);

  const [lastGood, setLastGood] = useState(list.data);
  if (list.data && list.data !== lastGood) setLastGood(list.data);
  const data = list.data ?? (filterRefused ? lastGood : undefined);
  const refusal = list.error ? errorMessage(list.error) : undefined;
  const { fileUrl } = useFileUrl({ protected: hasProtectedFiles(collection.fields) });

  return (
    <RecordTableView
      collection={collection}
      records={(data?.items as RecordTableRecord[] | undefined) ?? NO_RECORDS}
      totalItems={data?.totalItems ?? 0}
      fileUrl={fileUrl}
      sort={sort}
      onSortChange={setSort}
      search={search}
      onSearchChange={setSearch}
      page={page}
      onPageChange={setPage}
      perPage={perPage}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      error={filterRefused ? undefined : refusal ? new Error(refusal) : (list.error ?? undefined)}
      onRetry={refusal ? undefined : () => void refetch()}
      {...tableProps}
    />
  );
}

export { CollectionBrowserRecords };
export type { CollectionBrowserRecordsProps };
