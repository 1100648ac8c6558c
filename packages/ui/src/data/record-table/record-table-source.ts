import { PocketkitError, type CollectionSchema, type PocketkitSchema } from "@pocketkit/client";
import { useFileUrl, usePocketkit, type CollectionName } from "@pocketkit/hooks";
import { useMemo } from "react";

import { hasProtectedFiles } from "../has-protected-files";
import { useMessages } from "../use-messages";
import { searchFilter } from "../record-label";
import { joinFilters, tableFields } from "./record-table-model";
import { useControllableState } from "../../lib/use-controllable-state";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// What RecordTable and VirtualRecordTable share: the schema by name, the sort and search (the
// search debounced into a server filter), the list query, and file URLs with a token when the
// files are protected.

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

export type RecordTableSourceOptions = RecordTableSourceProps & {
  columns?: readonly string[];
  sort?: string;
  defaultSort?: string;
  onSortChange?: (sort: string) => void;
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
};

/** The part of a list query's state the view shows. */
interface ListState {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function useRecordTableSource({
  collection: name,
  filter,
  expand,
  realtime = false,
  searchDelayMs = 300,
  columns,
  sort: sortProp,
  defaultSort = "",
  onSortChange,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
}: RecordTableSourceOptions) {
  const t = useMessages();
  const pocketkit = usePocketkit();
  const collection = pocketkit.collection(name);
  const [sort, setSort] = useControllableState({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: onSortChange,
    caller: "RecordTable",
    prop: "sort",
  });
  const [search, setSearch] = useControllableState({
    value: searchProp,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
    caller: "RecordTable",
    prop: "search",
  });
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
    // Any collection by name: an app that registered its collections narrows the hooks' names to
    // those, and this table takes the schema's word for it instead.
    collectionName: name as CollectionName,
    query,
    /** The view's props for what the source decides. */
    viewProps: {
      collection: collection ?? ({ id: name, name, type: "base", fields: [] } satisfies CollectionSchema),
      schema: pocketkit.schema as PocketkitSchema | undefined,
      fileUrl,
      columns,
      sort,
      onSortChange: setSort,
      search,
      onSearchChange: setSearch,
    },
    /** The view's loading, error and retry for a list query's state. */
    statusProps: (list: ListState) => ({
      loading: Boolean(collection) && (list.isPending || (list.isFetching && list.isPlaceholderData)),
      error: missingSchema ?? list.error,
      onRetry: missingSchema ? undefined : () => void list.refetch(),
    }),
  };
}
