import { useMemo, type ReactNode } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { useControllableState } from "../../lib/use-controllable-state";
import { useRecordTableColumns } from "./record-table-columns";
import type { RecordTableContextValue } from "./record-table-context";
import { formatSort, pageCount, parseSort, processRecords, tableFields } from "./record-table-model";
import { useRecordTableQueryState } from "./record-table-query-state";
import { useRecordSelection } from "./record-table-selection";
import type { RecordTableViewProps } from "./record-table-view-props";

const NO_IDS: string[] = [];

export type RecordTableRootProps = Omit<RecordTableViewProps, "searchable" | "actions"> & {
  /**
   * One page at a time (the records searched, sorted and paged here unless `totalItems` says the
   * server did), or every record in one scrolling list, for `VirtualRecordTable.Grid`.
   * @default "pages"
   */
  mode?: "pages" | "virtual";
  /** The parts: `RecordTable.Controls`, `RecordTable.Grid`, `RecordTable.Summary`, your own. */
  children?: ReactNode;
};

/**
 * The table's state from RecordTable.Root's props and what its parts derive from it; the props
 * left are its element's.
 */
export function useRecordTableRoot(props: Omit<RecordTableRootProps, "children">): {
  context: RecordTableContextValue;
  elementProps: Omit<React.ComponentProps<"div">, "children" | "onChange">;
} {
  const { sort, setSort, search, setSearch, page, setPage, rest } = useRecordTableQueryState(props);
  const {
    collection,
    records,
    totalItems,
    columns,
    renderers,
    cells,
    schema,
    fileUrl,
    locale: localeProp,
    mode = "pages",
    perPage = 30,
    selectable = false,
    selection: selectionProp,
    defaultSelection = NO_IDS,
    onSelectionChange,
    loading = false,
    error,
    onRetry,
    onRowClick,
    onRowActivate,
    disabled = false,
    label,
    ...elementProps
  } = rest;
  const t = useCatalogue(tableAndFormEn);
  const locale = localeProp ?? t("data.table.locale");
  const [selection, setSelection] = useControllableState({
    value: selectionProp,
    defaultValue: defaultSelection,
    onChange: onSelectionChange,
    caller: "RecordTable",
    prop: "selection",
  });

  // Keyed by content, so that `columns={["title", "tags"]}` written inline keeps the columns.
  const columnsKey = columns?.join("\n");
  const fields = useMemo(
    () => tableFields(collection, columnsKey === undefined ? undefined : columnsKey.split("\n")),
    [collection, columnsKey],
  );

  // The rows shown: the server's as they came, or the table's own search, order and page.
  const serverSide = totalItems !== undefined;
  const virtual = mode === "virtual";
  const processed = useMemo(
    () => (serverSide ? records : processRecords(records, { collection, search, sort, locale })),
    [serverSide, records, collection, search, sort, locale],
  );
  const total = totalItems ?? processed.length;
  const pages = pageCount(total, perPage);
  const currentPage = Math.min(Math.max(1, page), pages);
  const shown = useMemo(
    () =>
      virtual || serverSide ? processed : processed.slice((currentPage - 1) * perPage, currentPage * perPage),
    [virtual, serverSide, processed, currentPage, perPage],
  );
  const tableColumns = useRecordTableColumns({
    fields,
    selectable,
    renderers,
    cells,
    locale,
    fileUrl,
    schema,
  });
  const sorted = parseSort(sort);
  const selectionApi = useRecordSelection({
    selection,
    setSelection,
    rows: shown,
    enabled: selectable && !disabled,
    collection,
  });

  const context: RecordTableContextValue = {
    collection,
    mode,
    fields,
    columns: tableColumns,
    locale,
    label: label ?? collection.name,
    records,
    shown,
    rowOffset: virtual ? 0 : (currentPage - 1) * perPage,
    total,
    page: currentPage,
    pageCount: pages,
    setPage,
    sort: sorted,
    toggleSort: (field: string) => {
      const desc = sorted?.field === field ? sorted.desc : undefined;
      setSort(formatSort(desc === true ? undefined : { field, desc: desc === false }));
      setPage(1);
    },
    search,
    changeSearch: (next: string) => {
      setSearch(next);
      setPage(1);
    },
    selectable,
    selection: selectionApi,
    selectedCount: selection.length,
    loading,
    error,
    onRetry,
    disabled,
    onRowClick,
    onRowActivate,
  };
  return { context, elementProps };
}
