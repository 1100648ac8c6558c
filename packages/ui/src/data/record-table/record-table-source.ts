import { PocketkitError, type CollectionSchema, type PocketkitSchema } from "@pocketkit/client";
import { useFileUrl, usePocketkit } from "@pocketkit/hooks";
import { useEffect, useMemo, useState } from "react";

import { hasProtectedFiles } from "../has-protected-files";
import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { searchFilter } from "../record-label";
import { isFilterError, joinFilters, tableFields } from "./record-table-model";
import {
  useRecordTableQueryState,
  type RecordTablePageProps,
  type RecordTableQueryStateProps,
} from "./record-table-query-state";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// The controller of the connected tables (RecordTable, VirtualRecordTable and CollectionBrowser's
// table): the schema, the sort and search (the search debounced into a server filter), the list
// query to run, file URLs with a token when the files are protected, and the view's loading and
// error for the query's state (useRecordTableStatus). Each table runs its own kind of list: pages,
// or an infinite list.

/** The props of a connected table beyond its view's. */
export interface RecordTableSourceProps {
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
}

export type RecordTableSourceOptions = Omit<RecordTableSourceProps, "collection"> &
  RecordTableQueryStateProps &
  RecordTablePageProps & {
    /** The collection's name, looked up in the client's schema, or a schema of your own. */
    collection: string | CollectionSchema;
    columns?: readonly string[];
    /**
     * Hears what the server said to `filter` once a request settles: its refusal (a 400 while a
     * filter is given), or `undefined`. With it, a refused filter is not the table's error: the
     * last rows the server gave stay on screen. Without it, the refusal is shown as any failure.
     */
    onFilterResult?: (error: unknown) => void;
  };

/** The part of a list query's state the table reads. */
interface ListState<Data> {
  data: Data | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A connected table's controller. It takes the table's props: its own, and the view's, which it
 * passes on in `viewProps` with what it decides (the schema, file URLs, the controlled order and
 * search); `page` and `setPage` are for a table of pages.
 */
export function useRecordTableSource<ViewProps extends object>(props: RecordTableSourceOptions & ViewProps) {
  const { sort, setSort, search, setSearch, page, setPage, rest } = useRecordTableQueryState(props);
  const {
    collection: collectionProp,
    filter,
    expand,
    realtime = false,
    searchDelayMs = 300,
    columns,
    onFilterResult,
    ...viewProps
  } = rest;
  const t = useCatalogue(tableAndFormEn);
  const pocketkit = usePocketkit();
  // Widened from the generic props, so that a name and a schema narrow apart.
  const given: string | CollectionSchema = collectionProp;
  const name = typeof given === "string" ? given : given.name;
  const collection = typeof given === "string" ? pocketkit.collection(name) : given;
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
    realtime,
    enabled: Boolean(collection),
  };
  // Until a protected file's token is there (or when it is refused), `fileUrl` is undefined and
  // the files show by name: a URL without the token would not load.
  const { fileUrl } = useFileUrl({ protected: hasProtectedFiles(fields) });
  const missingSchema = collection
    ? undefined
    : new PocketkitError({
        kind: "not_configured",
        message: t("data.table.error.noSchema", { collection: name }),
      });

  return {
    collectionName: name,
    query,
    /** The page to ask for and show, in a table of pages. */
    page,
    setPage,
    /** The view's props: the table's own, and what the source decides. */
    viewProps: {
      schema: pocketkit.schema as PocketkitSchema | undefined,
      fileUrl,
      columns,
      sort,
      onSortChange: setSort,
      search,
      onSearchChange: setSearch,
      // A schema of the caller's (CollectionBrowser's) wins over the client's.
      ...viewProps,
      // After the spread: the caller's `collection` may be a name; the view takes the schema.
      collection: collection ?? ({ id: name, name, type: "base", fields: [] } satisfies CollectionSchema),
    },
    /** What `useRecordTableStatus` needs to read a list query's state. */
    status: { enabled: Boolean(collection), missingSchema, filter, onFilterResult },
  };
}

export type RecordTableSource = ReturnType<typeof useRecordTableSource<object>>;

/**
 * The view's data, loading, error and retry for the state of the list query a source asked for.
 * With `onFilterResult`, it reports the filter's result each time a request settles, and keeps
 * the last data while the filter is refused.
 */
export function useRecordTableStatus<Data>(source: RecordTableSource, list: ListState<Data>) {
  const { enabled, missingSchema, filter, onFilterResult } = source.status;
  const filterRefused = onFilterResult !== undefined && isFilterError(list.error, filter);
  const settled = !list.isFetching;
  useEffect(() => {
    if (settled) onFilterResult?.(filterRefused ? list.error : undefined);
  }, [settled, filterRefused, list.error, onFilterResult]);
  const [lastGood, setLastGood] = useState(list.data);
  // Only a table that hears its filter's result keeps the last data; the others never show it.
  if (onFilterResult && list.data && list.data !== lastGood) setLastGood(list.data);
  return {
    data: list.data ?? (filterRefused ? lastGood : undefined),
    loading: enabled && (list.isPending || (list.isFetching && list.isPlaceholderData)),
    error: missingSchema ?? (filterRefused ? undefined : list.error),
    onRetry: missingSchema ? undefined : () => void list.refetch(),
  };
}
