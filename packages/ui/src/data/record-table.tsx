import { PocketkitError } from "@pocketkit/client";
import { useInfiniteList, useList, usePocketkit, type CollectionName } from "@pocketkit/hooks";
import { useCallback, useMemo } from "react";

import { useMessages } from "./use-messages";
import { joinFilters, searchFilter, tableFields } from "./record-table-model";
import { RecordTableCount, RecordTablePagination } from "./record-table-pagination";
import {
  RecordTableBody,
  RecordTableCell,
  RecordTableFooter,
  RecordTableHead,
  RecordTableHeader,
  RecordTableMessage,
  RecordTableRow,
  RecordTableScrollArea,
  RecordTableSearch,
  RecordTableSortButton,
  RecordTableTable,
  RecordTableToolbar,
} from "./record-table-parts";
import { useControllableState, useDebouncedValue } from "./record-table-state";
import type { RecordTableFileUrl, RecordTableRecord } from "./record-table-types";
import { RecordTableView, type RecordTableViewProps } from "./record-table-view";
import { useFileToken } from "./record-table-file-token";

const NO_RECORDS: RecordTableRecord[] = [];

type RecordTableProps = Omit<
  RecordTableViewProps,
  | "collection"
  | "records"
  | "totalItems"
  | "schema"
  | "fileUrl"
  | "loading"
  | "error"
  | "onRetry"
  | "onEndReached"
> & {
  /** The collection's name (or id). Its schema comes from `createPocketkit({ schema })`. */
  collection: string;
  /** A PocketBase filter every row must match, on top of the search, e.g. `album = "abc"`. */
  filter?: string;
  /** Relations to expand. @default the relation fields shown, so that they show names */
  expand?: string;
  /** Follow the collection live: changes from anywhere show up without a refetch. @default false */
  realtime?: boolean;
  /** How long the search box waits for typing to stop before asking the server, in ms. @default 300 */
  searchDelayMs?: number;
};

/**
 * RecordTableView with its records from PocketBase: the server sorts (`sort`), searches (a filter
 * over the text, email, url and editor fields, joined with `filter`) and pages; virtual mode loads
 * more pages as the end comes into view. Thumbnails of protected files get a file token.
 *
 * @example
 * <RecordTable collection="images" columns={["file", "title", "album", "created"]} defaultSort="-created" selectable />
 */
function RecordTableRoot({
  collection: name,
  filter,
  expand,
  realtime = false,
  searchDelayMs = 300,
  mode = "pages",
  perPage = 30,
  sort: sortProp,
  defaultSort = "",
  onSortChange,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  columns,
  ...props
}: RecordTableProps) {
  const t = useMessages();
  const pocketkit = usePocketkit();
  const collection = pocketkit.collection(name);
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange, "sort");
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange, "search");
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange, "page");
  const settledSearch = useDebouncedValue(search, searchDelayMs);

  const columnsKey = columns?.join("\n");
  const fields = useMemo(
    () =>
      collection
        ? tableFields(collection, columnsKey === undefined ? undefined : columnsKey.split("\n"))
        : [],
    [collection, columnsKey],
  );
  const query = {
    sort: sort || undefined,
    filter: (collection && joinFilters(filter, searchFilter(collection, settledSearch))) || undefined,
    expand:
      expand ??
      (fields
        .filter((field) => field.type === "relation")
        .map((field) => field.name)
        .join(",") ||
        undefined),
    perPage,
    realtime,
  };
  const virtual = mode === "virtual";
  // Any collection by name: an app that registered its collections narrows the hooks' names to
  // those, and this table takes the schema's word for it instead.
  const collectionName = name as CollectionName;
  const list = useList(collectionName, { ...query, page, enabled: Boolean(collection) && !virtual });
  const infinite = useInfiniteList(collectionName, {
    ...query,
    skipTotal: false,
    enabled: Boolean(collection) && virtual,
  });

  const pages = infinite.data?.pages;
  const loaded = useMemo(() => pages?.flatMap((result) => result.items), [pages]);
  const records = (virtual ? loaded : list.data?.items) ?? NO_RECORDS;
  const totalItems = virtual ? pages?.[0]?.totalItems : list.data?.totalItems;
  const source = virtual ? infinite : list;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = infinite;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const fileUrl = useProtectedFileUrl(fields.some((field) => field.type === "file" && field.protected));

  const missingSchema = collection
    ? undefined
    : new PocketkitError({
        kind: "not_configured",
        message: t("data.table.error.noSchema", { collection: name }),
      });

  return (
    <RecordTableView
      collection={collection ?? { id: name, name, type: "base", fields: [] }}
      records={records}
      totalItems={totalItems ?? (source.isPending ? 0 : records.length)}
      schema={pocketkit.schema}
      fileUrl={fileUrl}
      columns={columns}
      mode={mode}
      perPage={perPage}
      sort={sort}
      onSortChange={setSort}
      search={search}
      onSearchChange={setSearch}
      page={page}
      onPageChange={setPage}
      loading={Boolean(collection) && (source.isPending || (source.isFetching && source.isPlaceholderData))}
      error={missingSchema ?? source.error}
      onRetry={missingSchema ? undefined : () => void source.refetch()}
      onEndReached={virtual ? loadMore : undefined}
      {...props}
    />
  );
}

/** File URLs through the Pocketkit client, with a file token when the files are protected. */
function useProtectedFileUrl(needsToken: boolean): RecordTableFileUrl | undefined {
  const pocketkit = usePocketkit();
  const token = useFileToken(needsToken);
  return useMemo(() => {
    // Until the token is there, a protected file shows its name: a URL without it would fail.
    if (needsToken && token === undefined) return undefined;
    return (record, filename, options) =>
      pocketkit.fileUrl(record as Parameters<typeof pocketkit.fileUrl>[0], filename, {
        ...options,
        ...(token ? { token } : {}),
      });
  }, [pocketkit, needsToken, token]);
}

/**
 * `<RecordTable collection="…">` loads its records from PocketBase; `RecordTable.View` is the
 * same table for records you bring. Its parts are reachable as `RecordTable.Row`, … too.
 */
const RecordTable = Object.assign(RecordTableRoot, {
  View: RecordTableView,
  Toolbar: RecordTableToolbar,
  Search: RecordTableSearch,
  ScrollArea: RecordTableScrollArea,
  Table: RecordTableTable,
  Header: RecordTableHeader,
  Head: RecordTableHead,
  SortButton: RecordTableSortButton,
  Body: RecordTableBody,
  Row: RecordTableRow,
  Cell: RecordTableCell,
  Message: RecordTableMessage,
  Footer: RecordTableFooter,
  Pagination: RecordTablePagination,
  Count: RecordTableCount,
});

export { RecordTable };
export type { RecordTableProps };
