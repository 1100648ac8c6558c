import { useTable, type SortingState } from "@tanstack/react-table";
import { useMemo, useState } from "react";

import { useMessages } from "./use-messages";
import { cn } from "../lib/cn";
import { recordTableFeatures, useRecordTableColumns } from "./record-table-columns";
import { RecordTableHeaderRow } from "./record-table-header";
import {
  columnWidth,
  formatSort,
  pageCount,
  parseSort,
  processRecords,
  tableFields,
} from "./record-table-model";
import { RecordTableCount, RecordTablePagination } from "./record-table-pagination";
import {
  RecordTableBody,
  RecordTableFooter,
  RecordTableHeader,
  RecordTableScrollArea,
  RecordTableSearch,
  RecordTableTable,
  RecordTableToolbar,
} from "./record-table-parts";
import { useEndReached, useRowInteraction } from "./record-table-keyboard";
import { RecordTableRows } from "./record-table-rows";
import { RecordTableSelectionProvider, useRecordSelection } from "./record-table-selection";
import { useControllableState } from "./record-table-state";
import { RecordTableEmptyState, RecordTableErrorState, RecordTableSkeletonRows } from "./record-table-states";
import type { RecordTableRecord } from "./record-table-types";
import type { RecordTableViewProps } from "./record-table-view-props";
import { useVirtualWindow } from "./record-table-virtual";

const NO_IDS: string[] = [];
const SELECT_WIDTH = 48;

/**
 * A table of records, its columns made from the collection's schema: sorting by header, a
 * search box, pages or virtual scrolling, row selection with Shift ranges, and keyboard paths
 * (Tab reaches the rows, arrows move, Space selects, Enter opens). Pure props: pair it with your
 * own data, or use `RecordTable`, which loads it from PocketBase.
 *
 * @example
 * <RecordTableView collection={schema.images} records={images} selectable onRowActivate={open} />
 */
function RecordTableView({
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
  sort: sortProp,
  defaultSort = "",
  onSortChange,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
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
  onEndReached,
  disabled = false,
  searchable = true,
  label,
  actions,
  height = 480,
  className,
  ...props
}: RecordTableViewProps) {
  const t = useMessages();
  const locale = localeProp ?? t("data.table.locale");
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange, "sort");
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange, "search");
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange, "page");
  const [selection, setSelection] = useControllableState(
    selectionProp,
    defaultSelection,
    onSelectionChange,
    "selection",
  );

  // Keyed by content, so that `columns={["title", "tags"]}` written inline keeps the columns.
  const columnsKey = columns?.join("\n");
  const fields = useMemo(
    () => tableFields(collection, columnsKey === undefined ? undefined : columnsKey.split("\n")),
    [collection, columnsKey],
  );
  const fieldsByName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);

  // The rows shown: the server's as they came, or the view's own search, order and page.
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

  // State, not a ref: the virtualizer needs the element in the render after it mounts.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtualWindow = useVirtualWindow({ enabled: virtual, count: shown.length, scrollElement });
  // TanStack Table gets the rows on screen only: a page, or the virtual window.
  const data = useMemo(
    () => (virtual ? shown.slice(virtualWindow.start, virtualWindow.end) : shown),
    [virtual, shown, virtualWindow.start, virtualWindow.end],
  );
  const sorting = useMemo<SortingState>(() => {
    const parts = parseSort(sort);
    return parts ? [{ id: parts.field, desc: parts.desc }] : [];
  }, [sort]);
  const tableColumns = useRecordTableColumns({
    fields,
    selectable,
    renderers,
    cells,
    locale,
    fileUrl,
    schema,
  });
  const table = useTable({
    features: recordTableFeatures,
    columns: tableColumns,
    data,
    getRowId: (record: RecordTableRecord) => record.id,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      setSort(formatSort(next[0] && { field: next[0].id, desc: next[0].desc }));
      setPage(1);
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSorting: !disabled,
  });
  const selectionApi = useRecordSelection({
    selection,
    setSelection,
    rows: shown,
    enabled: selectable && !disabled,
    collection,
  });

  const windowShown = virtual ? virtualWindow : undefined;
  const { tabbableIndex, ...interaction } = useRowInteraction({
    count: shown.length,
    virtualWindow: windowShown,
    scrollElement,
    selection: selectionApi,
    disabled,
    onRowClick,
    onRowActivate,
  });
  useEndReached(windowShown, shown.length, onEndReached);

  const changeSearch = (next: string) => {
    setSearch(next);
    setPage(1);
  };
  const columnCount = tableColumns.length;
  const body = error ? (
    <RecordTableErrorState error={error} onRetry={onRetry} colSpan={columnCount} disabled={disabled} />
  ) : shown.length === 0 ? (
    loading ? (
      <RecordTableSkeletonRows columnCount={columnCount} />
    ) : (
      <RecordTableEmptyState
        search={search}
        onClearSearch={() => changeSearch("")}
        colSpan={columnCount}
        disabled={disabled}
      />
    )
  ) : (
    <RecordTableRows
      table={table}
      fieldsByName={fieldsByName}
      startIndex={virtual ? virtualWindow.start : 0}
      rowOffset={virtual ? 0 : (currentPage - 1) * perPage}
      tabbableIndex={tabbableIndex}
      columnCount={columnCount}
      before={virtual ? virtualWindow.before : 0}
      after={virtual ? virtualWindow.after : 0}
      {...interaction}
    />
  );
  const width = fields.reduce((sum, field) => sum + columnWidth(field), selectable ? SELECT_WIDTH : 0);
  return (
    <div
      data-slot="record-table"
      data-mode={mode}
      data-disabled={disabled ? "" : undefined}
      data-loading={loading ? "" : undefined}
      className={cn(
        "pk:flex pk:min-w-0 pk:flex-col pk:gap-3 pk:font-sans pk:text-sm pk:text-foreground",
        className,
      )}
      {...props}
    >
      {searchable || actions || (selectable && selection.length > 0) ? (
        <RecordTableToolbar>
          {searchable ? (
            <RecordTableSearch
              aria-label={t("data.table.search")}
              placeholder={t("data.table.searchPlaceholder")}
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              disabled={disabled}
            />
          ) : null}
          {selectable && selection.length > 0 ? (
            <span data-slot="record-table-selected" className="pk:text-muted-foreground">
              {t("data.table.selected", { count: selection.length })}
            </span>
          ) : null}
          {actions}
        </RecordTableToolbar>
      ) : null}
      <RecordTableSelectionProvider value={selectionApi}>
        <RecordTableScrollArea ref={setScrollElement} style={virtual ? { height } : undefined}>
          {loading && shown.length > 0 ? (
            // Rows already shown stay readable while the next ones load; a bar says it's busy.
            <div
              data-slot="record-table-progress"
              aria-hidden
              className="pk:absolute pk:inset-x-0 pk:top-0 pk:z-20 pk:h-0.5 pk:animate-pulse pk:bg-primary"
            />
          ) : null}
          <RecordTableTable
            aria-label={label ?? collection.name}
            aria-rowcount={error ? undefined : total + 1}
            aria-busy={loading || undefined}
            style={{ width }}
          >
            <colgroup>
              {selectable ? <col style={{ width: SELECT_WIDTH }} /> : null}
              {fields.map((field) => (
                <col key={field.name} style={{ width: columnWidth(field) }} />
              ))}
            </colgroup>
            <RecordTableHeader>
              <RecordTableHeaderRow
                table={table}
                fieldsByName={fieldsByName}
                sticky={virtual}
                disabled={disabled}
              />
            </RecordTableHeader>
            <RecordTableBody>{body}</RecordTableBody>
          </RecordTableTable>
        </RecordTableScrollArea>
      </RecordTableSelectionProvider>
      <RecordTableFooter>
        <RecordTableCount
          total={error || (loading && shown.length === 0) ? undefined : total}
          loaded={virtual ? records.length : undefined}
          locale={locale}
        />
        {virtual ? null : (
          <RecordTablePagination
            page={currentPage}
            pageCount={pages}
            onPageChange={setPage}
            disabled={disabled || Boolean(error)}
          />
        )}
      </RecordTableFooter>
      <span role="status" className="pk:sr-only">
        {loading ? t("data.table.loading") : ""}
      </span>
    </div>
  );
}

export { RecordTableView };
export type { RecordTableViewProps };
