// Backups: list, create, upload, download, delete and restore, with the restore's report.
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
