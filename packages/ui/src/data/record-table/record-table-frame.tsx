import { useMemo, useState } from "react";

import { useMessages } from "../use-messages";
import { cn } from "../../lib/cn";
import { useRecordTableColumns } from "./record-table-columns";
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
import { useRowInteraction } from "./record-table-keyboard";
import { RecordTableRows } from "./record-table-rows";
import { RecordTableSelectionProvider, useRecordSelection } from "./record-table-selection";
import { useControllableState } from "../../lib/use-controllable-state";
import { useRecordTableQueryState } from "./record-table-query-state";
import { RecordTableEmptyState, RecordTableErrorState, RecordTableSkeletonRows } from "./record-table-states";
import type { RecordTableViewProps, VirtualRecordTableViewProps } from "./record-table-view-props";
import type { UseRowWindow } from "./record-table-window";

const NO_IDS: string[] = [];
const SELECT_WIDTH = 48;

export type RecordTableFrameProps = RecordTableViewProps &
  VirtualRecordTableViewProps & {
    mode: "pages" | "virtual";
    /** Which rows are rendered: all of them, or a virtualizer's window. */
    useRowWindow: UseRowWindow;
  };

/**
 * What RecordTableView and VirtualRecordTableView share: the toolbar, the table with its header,
 * rows, selection and keyboard paths, and the footer. Each view hands it its own row window.
 */
export function RecordTableFrame({
  collection,
  records,
  totalItems,
  columns,
  renderers,
  cells,
  schema,
  fileUrl,
  locale: localeProp,
  mode,
  useRowWindow,
  sort: sortProp,
  defaultSort,
  onSortChange,
  search: searchProp,
  defaultSearch,
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
}: RecordTableFrameProps) {
  const t = useMessages();
  const locale = localeProp ?? t("data.table.locale");
  const { sort, setSort, search, setSearch } = useRecordTableQueryState({
    sort: sortProp,
    defaultSort,
    onSortChange,
    search: searchProp,
    defaultSearch,
    onSearchChange,
  });
  const [page, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
    caller: "RecordTable",
    prop: "page",
  });
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
  const rowWindow = useRowWindow({ count: shown.length, scrollElement, onEndReached });
  const start = rowWindow?.start ?? 0;
  const end = rowWindow?.end ?? shown.length;
  // The rows rendered: a page, or the virtual window.
  const windowed = rowWindow !== undefined;
  const data = useMemo(() => (windowed ? shown.slice(start, end) : shown), [windowed, shown, start, end]);
  const sorted = parseSort(sort);
  const tableColumns = useRecordTableColumns({
    fields,
    selectable,
    renderers,
    cells,
    locale,
    fileUrl,
    schema,
  });
  // Ascending, then descending, then the collection's own order.
  const toggleSort = (field: string) => {
    const desc = sorted?.field === field ? sorted.desc : undefined;
    setSort(formatSort(desc === true ? undefined : { field, desc: desc === false }));
    setPage(1);
  };
  const selectionApi = useRecordSelection({
    selection,
    setSelection,
    rows: shown,
    enabled: selectable && !disabled,
    collection,
  });

  const { tabbableIndex, ...interaction } = useRowInteraction({
    count: shown.length,
    virtualWindow: rowWindow,
    scrollElement,
    selection: selectionApi,
    disabled,
    onRowClick,
    onRowActivate,
  });

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
      columns={tableColumns}
      records={data}
      startIndex={start}
      rowOffset={virtual ? 0 : (currentPage - 1) * perPage}
      tabbableIndex={tabbableIndex}
      columnCount={columnCount}
      before={rowWindow?.before}
      after={rowWindow?.after}
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
                columns={tableColumns}
                sort={sorted}
                onSort={disabled ? undefined : toggleSort}
                sticky={virtual}
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
