import type { RestoreBackupResult } from "@pocketkit/hooks";
import { CircleCheckIcon, LogInIcon, TriangleAlertIcon } from "../../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "../admin-table";
import { useAdminFormatters } from "../format";

type BackupRestoreReportProps = React.ComponentProps<"div"> & {
  /** What `useRestoreBackup` resolved with. */
  result: RestoreBackupResult;
};

/**
 * What a restore did, as `useRestoreBackup` checked it: how long it took, what became of the
 * superuser's session (still valid, signed in again, or ended), and which collections now hold
 * a different number of records than before.
 *
 * @example
 * <BackupRestoreReport result={restore.data} />
 */
function BackupRestoreReport({ result, className, ...props }: BackupRestoreReportProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  const { changes, session } = result;
  const sessionText = t(`admin.restore.session.${session}`);
  const SessionIcon =
    session === "expired" ? TriangleAlertIcon : session === "signed_in_again" ? LogInIcon : CircleCheckIcon;
  return (
    <div
      data-slot="backup-restore-report"
      data-session={session}
      className={cn("pk:grid pk:gap-3 pk:font-sans pk:text-sm pk:text-foreground", className)}
      {...props}
    >
      <p className="pk:m-0">
        {t("admin.restore.finished", {
          key: result.key,
          seconds: format.number(Math.round(result.durationMs / 100) / 10),
        })}
      </p>
      <p
        data-slot="backup-restore-session"
        className={cn(
          "pk:m-0 pk:flex pk:items-start pk:gap-2",
          session === "expired" && "pk:font-medium pk:text-destructive",
        )}
      >
        <SessionIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
        <span>{sessionText}</span>
      </p>
      {changes === undefined ? (
        <p className="pk:m-0 pk:text-muted-foreground">{t("admin.restore.counts.unknown")}</p>
      ) : changes.length === 0 ? (
        <p data-slot="backup-restore-counts" className="pk:m-0">
          {t("admin.restore.counts.same")}
        </p>
      ) : (
        <div data-slot="backup-restore-counts" className="pk:grid pk:gap-2">
          <p className="pk:m-0">{t("admin.restore.counts.changed", { count: changes.length })}</p>
          <AdminTable aria-label={t("admin.restore.counts.tableLabel")}>
            <AdminTableHeader>
              <AdminTableRow>
                <AdminTableHead>{t("admin.restore.counts.collection")}</AdminTableHead>
                <AdminTableHead className="pk:text-end">{t("admin.restore.counts.before")}</AdminTableHead>
                <AdminTableHead className="pk:text-end">{t("admin.restore.counts.after")}</AdminTableHead>
                <AdminTableHead className="pk:text-end">
                  {t("admin.restore.counts.difference")}
                </AdminTableHead>
              </AdminTableRow>
            </AdminTableHeader>
            <AdminTableBody>
              {changes.map((change) => {
                const difference = (change.after ?? 0) - (change.before ?? 0);
                return (
                  <AdminTableRow key={change.collection}>
                    <AdminTableCell className="pk:font-mono pk:text-xs pk:break-all">
                      {change.collection}
                    </AdminTableCell>
                    <AdminTableCell className="pk:text-end pk:tabular-nums">
                      {change.before === undefined
                        ? t("admin.restore.counts.none")
                        : format.number(change.before)}
                    </AdminTableCell>
                    <AdminTableCell className="pk:text-end pk:tabular-nums">
                      {change.after === undefined
                        ? t("admin.restore.counts.none")
                        : format.number(change.after)}
                    </AdminTableCell>
                    <AdminTableCell className="pk:text-end pk:tabular-nums">
                      {difference > 0 ? `+${format.number(difference)}` : format.number(difference)}
                    </AdminTableCell>
                  </AdminTableRow>
                );
              })}
            </AdminTableBody>
          </AdminTable>
        </div>
      )}
    </div>
  );
}

export { BackupRestoreReport };
export type { BackupRestoreReportProps };
