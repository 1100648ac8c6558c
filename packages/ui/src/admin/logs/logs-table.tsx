import { useLogs } from "@pocketkit/hooks";
import { useState } from "react";

import { useControllableState } from "../../lib/use-controllable-state";
import { LogsChart } from "./logs-chart";
import { buildLogFilter, type LogFilters } from "./logs-filter";
import { LogsTableView, type LogsTableViewProps } from "./logs-table-view";

type LogsTableProps = Omit<
  LogsTableViewProps,
  | "logs"
  | "page"
  | "totalPages"
  | "totalItems"
  | "loading"
  | "refreshing"
  | "error"
  | "onRetry"
  | "onRefresh"
  | "chart"
> & {
  /** Entries per page. @default 50 */
  perPage?: number;
  /** Fetch again every so many milliseconds, for a live view. @default false */
  refetchInterval?: number | false;
  /** Shows the requests-per-hour chart for the same filters. @default true */
  showChart?: boolean;
};

/**
 * `LogsTableView` over `useLogs` and `useLogStats` (superusers only): the filters become one
 * PocketBase filter for the table and the chart alike, and changing them goes back to page 1.
 *
 * @example
 * <LogsTable perPage={100} defaultFilters={{ level: "error" }} />
 */
function LogsTable({
  perPage = 50,
  refetchInterval = false,
  showChart = true,
  filters: filtersProp,
  defaultFilters = {},
  onFiltersChange,
  onPageChange,
  ...props
}: LogsTableProps) {
  // onFiltersChange also hears the filter expression, so it is called below, not by the helper.
  const [filters, setFilters] = useControllableState<LogFilters>({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: undefined,
    caller: "LogsTable",
    prop: "filters",
  });
  const [page, setPage] = useState(1);
  const filter = buildLogFilter(filters);
  const logs = useLogs({ page, perPage, filter: filter || undefined, refetchInterval });
  return (
    <LogsTableView
      logs={logs.data?.items}
      page={logs.data?.page ?? page}
      totalPages={logs.data?.totalPages ?? 1}
      totalItems={logs.data?.totalItems ?? 0}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      filters={filters}
      onFiltersChange={(next, expression) => {
        setFilters(next);
        setPage(1);
        onFiltersChange?.(next, expression);
      }}
      loading={logs.isPending}
      refreshing={logs.isFetching && !logs.isPending}
      error={logs.error}
      onRetry={() => void logs.refetch()}
      onRefresh={() => void logs.refetch()}
      chart={showChart ? <LogsChart filter={filter} refetchInterval={refetchInterval} /> : undefined}
      {...props}
    />
  );
}

export { LogsTable };
export type { LogsTableProps };
