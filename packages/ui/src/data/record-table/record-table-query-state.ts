import { useControllableState } from "../../lib/use-controllable-state";

// The table's order, search and page, controlled or its own: declared once for the view (which
// sorts, searches and pages the records it holds) and the connected tables (which ask the server to).

/** The order and search props every table takes. */
export interface RecordTableQueryStateProps {
  /** The order, as PocketBase writes it: `"title"`, `"-created"`. Controlled. */
  sort?: string;
  /** @default "" (the records' own order) */
  defaultSort?: string;
  onSortChange?: (sort: string) => void;
  /** The search box's text. Controlled. */
  search?: string;
  /** @default "" */
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
}

/** The page props of a table of pages. */
export interface RecordTablePageProps {
  /** The page, from 1. Controlled. Back to 1 whenever the search or the order changes. */
  page?: number;
  /** @default 1 */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The order, search and page from a table's props, and the props left (`rest`) for the caller.
 */
export function useRecordTableQueryState<Props extends RecordTableQueryStateProps & RecordTablePageProps>({
  sort: sortProp,
  defaultSort = "",
  onSortChange,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  ...rest
}: Props) {
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
  const [page, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
    caller: "RecordTable",
    prop: "page",
  });
  return { sort, setSort, search, setSearch, page, setPage, rest };
}
