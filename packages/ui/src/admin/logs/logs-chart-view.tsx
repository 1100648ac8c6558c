import type { LogStat } from "@pocketkit/hooks";
import { useId } from "react";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { Skeleton } from "../../primitives/skeleton";
import { AdminError } from "../admin-states";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "../admin-table";
import { parsePocketBaseDate, useAdminFormatters } from "../format";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import type { AdminLoadState } from "../admin-panel-body";

const HOUR = 3_600_000;
// Past this many hours the gaps are not filled in: bars would be thinner than a pixel anyway.
const MAX_BUCKETS = 24 * 31;
const WIDTH = 600;
const HEIGHT = 120;

/** Every hour from the first to the last, with 0 for hours without entries. */
function hourlyBuckets(stats: LogStat[]): { time: number; total: number }[] {
  const known = stats
    .map((stat) => ({ time: parsePocketBaseDate(stat.date).getTime(), total: stat.total }))
    .filter((stat) => Number.isFinite(stat.time))
    .sort((a, b) => a.time - b.time);
  if (known.length === 0) return [];
  const first = known[0]!.time;
  const last = known[known.length - 1]!.time;
  if ((last - first) / HOUR >= MAX_BUCKETS) return known;
  const totals = new Map(known.map((stat) => [stat.time, stat.total]));
  const buckets: { time: number; total: number }[] = [];
  for (let time = first; time <= last; time += HOUR) buckets.push({ time, total: totals.get(time) ?? 0 });
  return buckets;
}

type LogsChartViewProps = AdminLoadState &
  Omit<React.ComponentProps<"figure">, "children"> & {
    /** Entries per hour, as `useLogStats` gives them. */
    stats?: LogStat[];
  };

/**
 * Requests per hour as a small bar chart: inline SVG, no chart library. The chart is for the
 * eye; its summary (total, busiest hour) is text, and every hour's count is in a table behind
 * "Show as table".
 *
 * @example
 * <LogsChartView stats={[{ date: "2026-11-22 14:00:00.000Z", total: 42 }]} />
 */
function LogsChartView({
  stats = [],
  loading = false,
  error = null,
  onRetry,
  className,
  ...props
}: LogsChartViewProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  const captionId = useId();
  const buckets = hourlyBuckets(stats);
  const total = buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  const peak = buckets.reduce(
    (best, bucket) => (bucket.total > (best?.total ?? -1) ? bucket : best),
    buckets[0],
  );
  const max = Math.max(1, peak?.total ?? 0);
  const slot = WIDTH / Math.max(1, buckets.length);

  let content: React.ReactNode;
  if (error)
    content = <AdminError error={error} title={t("admin.logs.chart.loadFailed")} onRetry={onRetry} />;
  else if (loading)
    content = (
      <div role="status" aria-busy="true" aria-label={t("admin.logs.chart.loading")}>
        <Skeleton className="pk:h-32 pk:w-full" />
      </div>
    );
  else if (buckets.length === 0 || total === 0)
    content = <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.logs.chart.empty")}</p>;
  else
    content = (
      <>
        <p data-slot="logs-chart-summary" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {t("admin.logs.chart.summary", {
            total: format.number(total),
            from: format.hour(new Date(buckets[0]!.time)),
            to: format.hour(new Date(buckets[buckets.length - 1]!.time)),
            peak: format.number(peak!.total),
            peakHour: format.hour(new Date(peak!.time)),
          })}
        </p>
        <svg
          aria-hidden
          data-slot="logs-chart-bars"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="pk:block pk:h-32 pk:w-full pk:overflow-visible"
        >
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="pk:stroke-border" strokeWidth={1} />
          {buckets.map((bucket) => {
            const height = (bucket.total / max) * (HEIGHT - 4);
            return (
              <rect
                key={bucket.time}
                x={((bucket.time - buckets[0]!.time) / HOUR) * slot + slot * 0.1}
                y={HEIGHT - height}
                width={Math.max(0.5, slot * 0.8)}
                height={height}
                rx={Math.min(2, slot * 0.2)}
                className="pk:fill-primary"
              >
                <title>{`${format.hour(new Date(bucket.time))}: ${format.number(bucket.total)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden className="pk:flex pk:justify-between pk:text-xs pk:text-muted-foreground">
          <span>{format.hour(new Date(buckets[0]!.time))}</span>
          <span>{format.hour(new Date(buckets[buckets.length - 1]!.time))}</span>
        </div>
        <details data-slot="logs-chart-table" className="pk:text-sm">
          <summary className="pk:cursor-pointer pk:rounded-sm pk:text-primary pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring">
            {t("admin.logs.chart.showTable")}
          </summary>
          <div
            role="region"
            aria-label={t("admin.logs.chart.title")}
            // Scrolls on its own: focusable, so that the keyboard can scroll it too.
            tabIndex={0}
            className="pk:mt-2 pk:max-h-64 pk:overflow-y-auto pk:rounded-lg pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
          >
            <AdminTable aria-label={t("admin.logs.chart.title")}>
              <AdminTableHeader>
                <AdminTableRow>
                  <AdminTableHead>{t("admin.logs.chart.hour")}</AdminTableHead>
                  <AdminTableHead className="pk:text-end">{t("admin.logs.chart.requests")}</AdminTableHead>
                </AdminTableRow>
              </AdminTableHeader>
              <AdminTableBody>
                {buckets
                  .filter((bucket) => bucket.total > 0)
                  .map((bucket) => (
                    <AdminTableRow key={bucket.time}>
                      <AdminTableCell>{format.hour(new Date(bucket.time))}</AdminTableCell>
                      <AdminTableCell className="pk:text-end pk:tabular-nums">
                        {format.number(bucket.total)}
                      </AdminTableCell>
                    </AdminTableRow>
                  ))}
              </AdminTableBody>
            </AdminTable>
          </div>
        </details>
      </>
    );

  return (
    <figure
      data-slot="logs-chart"
      aria-labelledby={captionId}
      className={cn(
        "pk:m-0 pk:grid pk:gap-2 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-4 pk:font-sans pk:text-foreground",
        className,
      )}
      {...props}
    >
      <figcaption id={captionId} className="pk:text-sm pk:font-medium">
        {t("admin.logs.chart.title")}
      </figcaption>
      {content}
    </figure>
  );
}

export { LogsChartView };
export type { LogsChartViewProps };
