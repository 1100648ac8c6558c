import {
  useBackups,
  useCreateBackup,
  useDeleteBackup,
  useHealth,
  useRestoreBackup,
  useUploadBackup,
} from "@pocketkit/hooks";

import { BackupDownloadLink } from "./backup-download-link";
import { BackupsPanelView, type BackupsPanelViewProps } from "./backups-panel-view";

type BackupsPanelProps = Omit<
  BackupsPanelViewProps,
  | "backups"
  | "loading"
  | "error"
  | "onRetry"
  | "onCreate"
  | "onUpload"
  | "onDelete"
  | "onRestore"
  | "renderDownload"
  | "canBackup"
>;

/**
 * `BackupsPanelView` over the backup hooks (superusers only). A restore re-checks the record
 * counts and the session (`useRestoreBackup`); the password typed in its dialog signs the
 * superuser in again when the restored data no longer accepts the session.
 *
 * @example
 * <BackupsPanel />
 */
function BackupsPanel(props: BackupsPanelProps) {
  const backups = useBackups();
  const health = useHealth({ refetchInterval: 10_000 });
  const create = useCreateBackup();
  const upload = useUploadBackup();
  const remove = useDeleteBackup();
  const restore = useRestoreBackup();
  return (
    <BackupsPanelView
      backups={backups.data}
      loading={backups.isPending}
      error={backups.error}
      onRetry={() => void backups.refetch()}
      onCreate={(name) => create.mutateAsync(name)}
      onUpload={(file) => upload.mutateAsync(file)}
      onDelete={(key) => remove.mutateAsync(key)}
      onRestore={(key, { password }) =>
        restore.mutateAsync({
          key,
          // When the restored data refuses the session, the same superuser signs in again with it.
          password,
        })
      }
      renderDownload={(backup) => <BackupDownloadLink backupKey={backup.key} />}
      canBackup={health.data?.data?.canBackup !== false}
      {...props}
    />
  );
}

export { BackupsPanel };
export type { BackupsPanelProps };
