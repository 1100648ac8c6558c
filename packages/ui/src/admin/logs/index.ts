// The request logs: a chart of requests over time and a filterable table.
export { LogsTable } from "./logs-table";
export type { LogsTableProps } from "./logs-table";
export { LogsTableView } from "./logs-table-view";
export type { LogsTableViewProps } from "./logs-table-view";
export { LogsChart } from "./logs-chart";
export type { LogsChartProps } from "./logs-chart";
export { LogsChartView } from "./logs-chart-view";
export type { LogsChartViewProps } from "./logs-chart-view";
export type { AdminLogEntry } from "./log-entry";
export { buildLogFilter, countLogFilters, isValidStatusFilter, LOG_LEVELS } from "./logs-filter";
export type { LogFilters, LogLevelName } from "./logs-filter";
