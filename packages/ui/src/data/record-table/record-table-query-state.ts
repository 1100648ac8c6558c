import { useControllableState } from "../../lib/use-controllable-state";

// The table's order and search, controlled or its own: declared once for the view (which sorts
// and searches the records it holds) and the connected tables (which ask the server to).

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

export function useRecordTableQueryState({
  sort: sortProp,
  defaultSort = "",
  onSortChange,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
}: RecordTableQueryStateProps) {
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
  return { sort, setSort, search, setSearch };
}
