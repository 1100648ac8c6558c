import type { PocketkitError } from "@pocketkit/client";
import { RefreshCwIcon } from "../../lib/icons";
import { useId, useState, type ReactNode } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { AdminPager } from "../admin-pager";
import { AdminPanel } from "../admin-panel";
import { AdminPanelBody } from "../admin-panel-body";
import { AdminRowAction, AdminRowActionsHead } from "../admin-row-action";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "../admin-table";
import { useAdminFormatters } from "../format";
import { LogDetailDialog } from "./log-detail-dialog";
import { levelLabel, logUser, type AdminLogEntry } from "./log-entry";
import { buildLogFilter, countLogFilters, type LogFilters } from "./logs-filter";
import { LogsFilterBar } from "./logs-filter-bar";
import { useControllableState } from "../../lib/use-controllable-state";

type LogsTableViewProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The entries of the current page, newest first. */
  logs?: AdminLogEntry[];
  /** @default 1 */
  page?: number;
  /** @default 1 */
  totalPages?: number;
  /** @default the number of `logs` */
  totalItems?: number;
  onPageChange?: (page: number) => void;
  /** The filters in force (controlled). */
  filters?: LogFilters;
  /** The filters to start with (uncontrolled). @default {} */
  defaultFilters?: LogFilters;
  /** Called on Apply and Clear, with the filters and the PocketBase filter they make. */
  onFiltersChange?: (filters: LogFilters, expression: string) => void;
  /** The first page is loading. @default false */
  loading?: boolean;
  /** A later page or a refresh is loading; the rows shown stay. @default false */
  refreshing?: boolean;
  error?: PocketkitError | null;
  onRetry?: () => void;
  /** Shows a Refresh button. */
  onRefresh?: () => void;
  /** Above the table, e.g. `<LogsChart />`. */
  chart?: ReactNode;
  /** Turns the filters, paging and Refresh off (the rows and their details stay). @default false */
  disabled?: boolean;
};

/**
 * PocketBase's request logs: filters (level, status, URL, dates), an optional chart, a table
 * (time, method, URL, status, level, duration, user) and paging; Details opens one entry with
 * its data as JSON.
 *
 * @example
 * <LogsTableView logs={page.items} page={1} totalPages={page.totalPages} onFiltersChange={(_, filter) => setFilter(filter)} />
 */
function LogsTableView({
  logs = [],
  page = 1,
  totalPages = 1,
  totalItems,
  onPageChange,
  filters: filtersProp,
  defaultFilters = {},
  onFiltersChange,
  loading = false,
  refreshing = false,
  error = null,
  onRetry,
  onRefresh,
  chart,
  disabled = false,
  className,
  ...props
}: LogsTableViewProps) {
  const t = useCatalogue(adminEn);
  const [filters, setFilters] = useControllableState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: (next) => onFiltersChange?.(next, buildLogFilter(next)),
  });
  const [selected, setSelected] = useState<AdminLogEntry | null>(null);
  const headingId = useId();
  const filterCount = countLogFilters(filters);

  return (
    <AdminPanel
      data-slot="logs-table"
      heading={t("admin.logs.title")}
      headingId={headingId}
      actions={
        onRefresh && (
          <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing} disabled={disabled}>
            <RefreshCwIcon aria-hidden className="pk:size-4" />
            {t("admin.logs.refresh")}
          </Button>
        )
      }
      className={cn("pk:@container", className)}
      {...props}
    >
      <LogsFilterBar filters={filters} onApply={setFilters} disabled={disabled} />
      {chart}
      <AdminPanelBody
        error={error}
        errorTitle={t("admin.logs.loadFailed")}
        onRetry={onRetry}
        loading={loading}
        loadingLabel={t("admin.logs.loading")}
        loadingRows={8}
        empty={logs.length === 0}
        emptyText={filterCount > 0 ? t("admin.logs.emptyFiltered") : t("admin.logs.empty")}
      >
        <LogsRows logs={logs} onOpen={setSelected} refreshing={refreshing} />
      </AdminPanelBody>
      {!error && !loading && (
        <AdminPager
          page={page}
          totalPages={totalPages}
          totalItems={totalItems ?? logs.length}
          onPageChange={onPageChange}
          disabled={refreshing || disabled}
        />
      )}
      <LogDetailDialog entry={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </AdminPanel>
  );
}

function LogsRows({
  logs,
  onOpen,
  refreshing,
}: {
  logs: AdminLogEntry[];
  onOpen: (entry: AdminLogEntry) => void;
  refreshing: boolean;
}) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  return (
    <AdminTable aria-label={t("admin.logs.tableLabel")} aria-busy={refreshing || undefined}>
      <AdminTableHeader>
        <AdminTableRow>
          <AdminTableHead>{t("admin.logs.column.time")}</AdminTableHead>
          <AdminTableHead>{t("admin.logs.column.method")}</AdminTableHead>
          <AdminTableHead>{t("admin.logs.column.url")}</AdminTableHead>
          <AdminTableHead>{t("admin.logs.column.status")}</AdminTableHead>
          <AdminTableHead>{t("admin.logs.column.level")}</AdminTableHead>
          <AdminTableHead className="pk:text-end">{t("admin.logs.column.duration")}</AdminTableHead>
          <AdminTableHead>{t("admin.logs.column.user")}</AdminTableHead>
          <AdminRowActionsHead />
        </AdminTableRow>
      </AdminTableHeader>
      <AdminTableBody>
        {logs.map((entry) => {
          const { method, url, status, execTime } = entry.data;
          const isRequest = typeof url === "string";
          return (
            <AdminTableRow key={entry.id} data-level={entry.level}>
              <AdminTableCell className="pk:whitespace-nowrap pk:text-muted-foreground">
                <time dateTime={entry.created.replace(" ", "T")}>{format.dateTime(entry.created)}</time>
              </AdminTableCell>
              <AdminTableCell className="pk:font-mono pk:text-xs">
                {isRequest ? String(method ?? "") : "—"}
              </AdminTableCell>
              <AdminTableCell className="pk:max-w-[28rem] pk:font-mono pk:text-xs pk:break-all">
                {/* A URL reads left to right in any language; in a right-to-left row its slashes
                    and query would be moved about. */}
                {isRequest ? <span dir="ltr">{url}</span> : entry.message}
              </AdminTableCell>
              <AdminTableCell>
                {typeof status === "number" ? (
                  <Badge variant={status >= 500 ? "destructive" : status >= 400 ? "secondary" : "outline"}>
                    {status}
                  </Badge>
                ) : (
                  "—"
                )}
              </AdminTableCell>
              <AdminTableCell className="pk:whitespace-nowrap">{levelLabel(entry.level, t)}</AdminTableCell>
              <AdminTableCell className="pk:text-end pk:whitespace-nowrap pk:tabular-nums">
                {typeof execTime === "number" ? format.milliseconds(execTime) : "—"}
              </AdminTableCell>
              <AdminTableCell className="pk:max-w-48 pk:truncate">{logUser(entry, t)}</AdminTableCell>
              <AdminTableCell className="pk:text-end">
                <AdminRowAction
                  subject={t("admin.logs.detailsFor", { time: format.dateTime(entry.created) })}
                  onClick={() => onOpen(entry)}
                >
                  {t("admin.logs.details")}
                </AdminRowAction>
              </AdminTableCell>
            </AdminTableRow>
          );
        })}
      </AdminTableBody>
    </AdminTable>
  );
}

export { LogsTableView };
export type { LogsTableViewProps };
