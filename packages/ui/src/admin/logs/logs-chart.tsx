import { useLogStats } from "@pocketkit/hooks";

import { LogsChartView, type LogsChartViewProps } from "./logs-chart-view";

type LogsChartProps = Omit<LogsChartViewProps, "stats" | "loading" | "error" | "onRetry"> & {
  /** Count only matching entries, e.g. `buildLogFilter(filters)`. */
  filter?: string;
  /** Fetch again every so many milliseconds. @default false */
  refetchInterval?: number | false;
};

/**
 * `LogsChartView` over `useLogStats`: the server's requests per hour (superusers only).
 *
 * @example
 * <LogsChart filter="data.status >= 500" />
 */
function LogsChart({ filter, refetchInterval = false, ...props }: LogsChartProps) {
  const { data, error, isPending, refetch } = useLogStats({ filter: filter || undefined, refetchInterval });
  return (
    <LogsChartView stats={data} loading={isPending} error={error} onRetry={() => void refetch()} {...props} />
  );
}

export { LogsChart };
export type { LogsChartProps };
