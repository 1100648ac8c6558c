// The admin components: screens for any PocketBase, learning everything from the server.
export { AdminShell } from "./admin-shell";
export type { AdminShellProps } from "./admin-shell";
export { AdminShellView } from "./admin-shell-view";
export type { AdminShellViewProps } from "./admin-shell-view";
export { ADMIN_SECTION_IDS, AdminNav, defaultAdminSections } from "./admin-nav";
export type { AdminLinkProps, AdminNavProps, AdminRenderLink, AdminSection } from "./admin-nav";
export { HealthIndicator } from "./health-indicator";
export type { HealthIndicatorProps } from "./health-indicator";
export { HealthIndicatorView } from "./health-indicator-view";
export type { HealthIndicatorViewProps, HealthStatusName } from "./health-indicator-view";

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

export { BackupsPanel } from "./backups-panel";
export type { BackupsPanelProps } from "./backups-panel";
export { BackupsPanelView } from "./backups-panel-view";
export type { BackupsPanelViewProps } from "./backups-panel-view";
export { BackupRestoreDialog } from "./backup-restore-dialog";
export type { BackupRestoreDialogProps } from "./backup-restore-dialog";
export { BackupRestoreReport } from "./backup-restore-report";
export type { BackupRestoreReportProps } from "./backup-restore-report";
export { BackupDownloadLink } from "./backup-download-link";
export type { BackupDownloadLinkProps } from "./backup-download-link";
export { BackupDownloadLinkView } from "./backup-download-link-view";
export type { BackupDownloadLinkViewProps } from "./backup-download-link-view";

export { SettingsForm } from "./settings-form";
export type { SettingsFormProps } from "./settings-form";
export { SETTINGS_TABS, SettingsFormView } from "./settings-form-view";
export type { SettingsFormViewProps, SettingsTab } from "./settings-form-view";

export { CronsTable } from "./crons-table";
export type { CronsTableProps } from "./crons-table";
export { CronsTableView } from "./crons-table-view";
export type { CronsTableViewProps } from "./crons-table-view";

export { SuperusersTable } from "./superusers-table";
export type { SuperusersTableProps } from "./superusers-table";
export { SuperusersTableView } from "./superusers-table-view";
export type { SuperuserEntry, SuperusersTableViewProps } from "./superusers-table-view";

export { CollectionBrowser } from "./collection-browser";
export type { CollectionBrowserProps } from "./collection-browser";
export { CollectionBrowserView } from "./collection-browser-view";
export type { CollectionBrowserViewProps } from "./collection-browser-view";
export type {
  CollectionBrowserDeleteMany,
  CollectionBrowserDetailsSlotProps,
  CollectionBrowserFormSlotProps,
  CollectionBrowserTableSlotProps,
} from "./collection-browser-types";
export { collectionAbilities, isRefusal } from "./collection-browser-permissions";
export type { CollectionAbilities, RecordAction } from "./collection-browser-permissions";
export { diagnoseFilter } from "./collection-browser-filter";
export type { FilterProblem } from "./collection-browser-filter";
