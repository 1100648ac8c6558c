export type {
  AdminSettings,
  AdminSettingsUpdate,
  BackupInfo,
  CollectionCreate,
  CollectionFieldInput,
  CollectionUpdate,
  CronJob,
  HealthStatus,
  LogStat,
  RateLimitRule,
  S3Settings,
} from "./types";
export {
  backupDownloadUrlOptions,
  backupListOptions,
  collectionListOptions,
  collectionOptions,
  cronListOptions,
  healthOptions,
  logListOptions,
  logStatsOptions,
  recordCountsOptions,
  settingsOptions,
  superuserListOptions,
} from "./admin-queries";
export type {
  BackupDownloadUrl,
  CollectionListQuery,
  LogListQuery,
  SuperuserListQuery,
} from "./admin-queries";
export { compareRecordCounts, countRecords } from "./record-counts-alias";
export type { RecordCountChange, RecordCounts } from "@pocketkit/client";
export { restoreBackup } from "./restore-backup-alias";
export type { RestoreBackupOptions, RestoreBackupResult, RestoreSession } from "@pocketkit/client";

export { useCollections } from "./use-collections";
export type { UseCollectionsOptions } from "./use-collections";
export { useCollection } from "./use-collection";
export type { UseCollectionOptions } from "./use-collection";
export { useCreateCollection } from "./use-create-collection";
export { useUpdateCollection } from "./use-update-collection";
export type { UpdateCollectionVariables } from "./use-update-collection";
export { useDeleteCollection } from "./use-delete-collection";
export { useRecordCounts } from "./use-record-counts";
export type { UseRecordCountsOptions } from "./use-record-counts";

export { useLogs } from "./use-logs";
export type { UseLogsOptions } from "./use-logs";
export { useLogStats } from "./use-log-stats";
export type { UseLogStatsOptions } from "./use-log-stats";

export { useBackups } from "./use-backups";
export type { UseBackupsOptions } from "./use-backups";
export { useCreateBackup } from "./use-create-backup";
export { useUploadBackup } from "./use-upload-backup";
export { useBackupDownloadUrl } from "./use-backup-download-url";
export type { UseBackupDownloadUrlOptions } from "./use-backup-download-url";
export { useRestoreBackup } from "./use-restore-backup";
export type { RestoreBackupVariables } from "./use-restore-backup";
export { useDeleteBackup } from "./use-delete-backup";

export { useSettings } from "./use-settings";
export type { UseSettingsOptions } from "./use-settings";
export { useUpdateSettings } from "./use-update-settings";
export { useTestEmail } from "./use-test-email";
export { useTestS3 } from "./use-test-s3";
export type { S3Filesystem } from "./use-test-s3";
export type { TestEmailTemplate, TestEmailVariables } from "./use-test-email";

export { useHealth } from "./use-health";
export type { UseHealthOptions } from "./use-health";

export { useCrons } from "./use-crons";
export type { UseCronsOptions } from "./use-crons";
export { useRunCron } from "./use-run-cron";

export { useSuperusers } from "./use-superusers";
export type { UseSuperusersOptions } from "./use-superusers";
export { useCreateSuperuser } from "./use-create-superuser";
export type { CreateSuperuserVariables } from "./use-create-superuser";
export { useDeleteSuperuser } from "./use-delete-superuser";
