import { useBackupDownloadUrl } from "@pocketkit/hooks";

import { BackupDownloadLinkView, type BackupDownloadLinkViewProps } from "./backup-download-link-view";

type BackupDownloadLinkProps = Omit<BackupDownloadLinkViewProps, "href">;

/**
 * `BackupDownloadLinkView` with a superuser file token in its address (`useBackupDownloadUrl`),
 * renewed before it runs out.
 *
 * @example
 * <BackupDownloadLink backupKey={backup.key} />
 */
function BackupDownloadLink({ backupKey, ...props }: BackupDownloadLinkProps) {
  const { data } = useBackupDownloadUrl(backupKey);
  return <BackupDownloadLinkView backupKey={backupKey} href={data?.url} {...props} />;
}

export { BackupDownloadLink };
export type { BackupDownloadLinkProps };
