import { isPocketkitError } from "@pocketkit/client";
import type { BackupInfo, RestoreBackupResult } from "@pocketkit/hooks";
import { ArchiveRestoreIcon, PlusIcon, Trash2Icon, UploadIcon } from "../../lib/icons";
import { useId, useRef, useState, type ReactNode } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { adminErrorMessage } from "../admin-error";
import { AdminPanel } from "../admin-panel";
import { AdminPanelBody, type AdminLoadState } from "../admin-panel-body";
import { AdminRowAction, AdminRowActionsHead } from "../admin-row-action";
import { AdminAlert } from "../admin-states";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "../admin-table";
import { BackupCreateDialog } from "./backup-create-dialog";
import { BackupRestoreDialog } from "./backup-restore-dialog";
import { ConfirmDialog } from "../confirm-dialog";
import { parsePocketBaseDate, useAdminFormatters } from "../format";

type BackupsPanelViewProps = AdminLoadState &
  Omit<React.ComponentProps<"section">, "children"> & {
    /** The backup files, as `useBackups` lists them; shown newest first. */
    backups?: BackupInfo[];
    /** Makes a backup; the Create button is left out without it. */
    onCreate?: (name: string | undefined) => Promise<unknown>;
    /** Uploads a zip; the Upload button is left out without it. */
    onUpload?: (file: File) => Promise<unknown>;
    /** Deletes a backup (after a confirmation). */
    onDelete?: (key: string) => Promise<unknown>;
    /** Restores a backup (after the confirmation `BackupRestoreDialog` asks for). */
    onRestore?: (key: string, options: { password?: string }) => Promise<RestoreBackupResult>;
    /** A download link per backup, e.g. `(backup) => <BackupDownloadLink backupKey={backup.key} />`. */
    renderDownload?: (backup: BackupInfo) => ReactNode;
    /** False while a backup or restore runs on the server (`useHealth().data.data.canBackup`). @default true */
    canBackup?: boolean;
    /** Lists only: every action is turned off. @default false */
    disabled?: boolean;
  };

/**
 * PocketBase's backups: the list (name, size, date) with Create, Upload (.zip), Download,
 * Delete and Restore. Restore goes through `BackupRestoreDialog`, which says what a restore
 * does, asks for the backup's name, and shows the record counts and the session afterwards.
 *
 * @example
 * <BackupsPanelView backups={backups} onCreate={create} onRestore={(key, options) => restore(key, options)} />
 */
function BackupsPanelView({
  backups = [],
  loading = false,
  error = null,
  onRetry,
  onCreate,
  onUpload,
  onDelete,
  onRestore,
  renderDownload,
  canBackup = true,
  disabled = false,
  ...props
}: BackupsPanelViewProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");
  const [actionError, setActionError] = useState("");
  const [deleting, setDeleting] = useState<BackupInfo | null>(null);
  const [restoring, setRestoring] = useState<BackupInfo | null>(null);
  const busy = disabled || !canBackup;
  const sorted = [...backups].sort(
    (a, b) => parsePocketBaseDate(b.modified).getTime() - parsePocketBaseDate(a.modified).getTime(),
  );

  async function upload(file: File) {
    setUploading(true);
    setStatus("");
    setActionError("");
    try {
      await onUpload!(file);
      setStatus(t("admin.backups.uploaded", { name: file.name }));
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      setActionError(caught.fieldErrors.file?.message ?? adminErrorMessage(caught, t));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <AdminPanel
      data-slot="backups-panel"
      heading={t("admin.backups.title")}
      headingId={titleId}
      actions={
        <div className="pk:flex pk:flex-wrap pk:gap-2">
          {onUpload && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept=".zip,application/zip"
                tabIndex={-1}
                aria-hidden
                className="pk:sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
              <Button
                variant="outline"
                disabled={busy}
                loading={uploading}
                onClick={() => fileInput.current?.click()}
              >
                <UploadIcon aria-hidden className="pk:size-4" />
                {t("admin.backups.upload")}
              </Button>
            </>
          )}
          {onCreate && (
            <Button disabled={busy} onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden className="pk:size-4" />
              {t("admin.backups.create.open")}
            </Button>
          )}
        </div>
      }
      {...props}
    >
      {!canBackup && <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.backups.busy")}</p>}
      <p role="status" className="pk:m-0 pk:text-sm pk:empty:hidden">
        {status}
      </p>
      <AdminAlert>{actionError}</AdminAlert>
      <AdminPanelBody
        error={error}
        errorTitle={t("admin.backups.loadFailed")}
        onRetry={onRetry}
        loading={loading}
        loadingLabel={t("admin.backups.loading")}
        empty={sorted.length === 0}
        emptyText={t("admin.backups.empty")}
      >
        <AdminTable aria-labelledby={titleId}>
          <AdminTableHeader>
            <AdminTableRow>
              <AdminTableHead>{t("admin.backups.column.name")}</AdminTableHead>
              <AdminTableHead className="pk:text-end">{t("admin.backups.column.size")}</AdminTableHead>
              <AdminTableHead>{t("admin.backups.column.date")}</AdminTableHead>
              <AdminRowActionsHead />
            </AdminTableRow>
          </AdminTableHeader>
          <AdminTableBody>
            {sorted.map((backup) => (
              <AdminTableRow key={backup.key}>
                <AdminTableCell className="pk:font-mono pk:text-xs pk:break-all">{backup.key}</AdminTableCell>
                <AdminTableCell className="pk:text-end pk:whitespace-nowrap pk:tabular-nums">
                  {format.bytes(backup.size)}
                </AdminTableCell>
                <AdminTableCell className="pk:whitespace-nowrap">
                  <time dateTime={backup.modified.replace(" ", "T")}>{format.dateTime(backup.modified)}</time>
                </AdminTableCell>
                <AdminTableCell>
                  <div className="pk:flex pk:flex-wrap pk:justify-end pk:gap-1">
                    {!disabled && renderDownload?.(backup)}
                    {onRestore && (
                      <AdminRowAction
                        icon={ArchiveRestoreIcon}
                        subject={backup.key}
                        disabled={busy}
                        onClick={() => setRestoring(backup)}
                      >
                        {t("admin.backups.restore")}
                      </AdminRowAction>
                    )}
                    {onDelete && (
                      <AdminRowAction
                        icon={Trash2Icon}
                        subject={backup.key}
                        disabled={disabled}
                        onClick={() => setDeleting(backup)}
                      >
                        {t("admin.backups.delete")}
                      </AdminRowAction>
                    )}
                  </div>
                </AdminTableCell>
              </AdminTableRow>
            ))}
          </AdminTableBody>
        </AdminTable>
      </AdminPanelBody>
      {onCreate && <BackupCreateDialog open={creating} onOpenChange={setCreating} onCreate={onCreate} />}
      {onDelete && (
        <ConfirmDialog
          key={deleting?.key}
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t("admin.backups.deleteTitle", { key: deleting?.key ?? "" })}
          description={t("admin.backups.deleteDescription")}
          confirmLabel={t("admin.backups.delete")}
          onConfirm={() => onDelete(deleting!.key)}
        />
      )}
      {onRestore && (
        <BackupRestoreDialog
          key={restoring?.key}
          backup={restoring}
          onOpenChange={(open) => !open && setRestoring(null)}
          onRestore={(options) => onRestore(restoring!.key, options)}
        />
      )}
    </AdminPanel>
  );
}

export { BackupsPanelView };
export type { BackupsPanelViewProps };
