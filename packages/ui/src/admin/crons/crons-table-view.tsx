import { isPocketkitError } from "@pocketkit/client";
import type { CronJob } from "@pocketkit/hooks";
import { PlayIcon } from "../../lib/icons";
import { useId, useState } from "react";
import type * as React from "react";

import { type Translate, useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { toast } from "../../overlays/toast-store";
import { Badge } from "../../primitives/badge";
import { adminErrorMessage } from "../admin-error";
import { AdminPanel } from "../admin-panel";
import { AdminPanelBody, type AdminLoadState } from "../admin-panel-body";
import { AdminRowAction, AdminRowActionsHead } from "../admin-row-action";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "../admin-table";

// What PocketBase's own jobs do, for the people who did not write them.
const SYSTEM_JOBS = {
  __pbLogsCleanup__: "admin.crons.system.logsCleanup",
  __pbDBOptimize__: "admin.crons.system.dbOptimize",
  __pbMFACleanup__: "admin.crons.system.mfaCleanup",
  __pbOTPCleanup__: "admin.crons.system.otpCleanup",
  __pbAutoBackup__: "admin.crons.system.autoBackup",
} as const;

function describeJob(id: string, t: Translate): string | undefined {
  const key = SYSTEM_JOBS[id as keyof typeof SYSTEM_JOBS];
  return key ? t(key) : undefined;
}

type CronsTableViewProps = AdminLoadState &
  Omit<React.ComponentProps<"section">, "children"> & {
    /** The registered jobs, as `useCrons` lists them. */
    crons?: CronJob[];
    /** Runs a job now; resolves when it has started. A toast says how it went. */
    onRun?: (id: string) => Promise<unknown>;
    /** @default false */
    disabled?: boolean;
  };

/**
 * The server's cron jobs (id and schedule; PocketBase's own are marked and explained) with
 * Run now. Running shows a toast (mount `<Toaster />` once in the app) when the job started or
 * could not be started.
 *
 * @example
 * <CronsTableView crons={jobs} onRun={(id) => run.mutateAsync(id)} />
 */
function CronsTableView({
  crons = [],
  loading = false,
  error = null,
  onRetry,
  onRun,
  disabled = false,
  ...props
}: CronsTableViewProps) {
  const t = useCatalogue(adminEn);
  const headingId = useId();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  async function run(id: string) {
    setRunning((current) => new Set(current).add(id));
    try {
      await onRun!(id);
      toast({ title: t("admin.crons.started", { id }) });
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      toast({
        title: t("admin.crons.failed", { id }),
        description: adminErrorMessage(caught, t),
        variant: "destructive",
      });
    } finally {
      setRunning((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return (
    <AdminPanel data-slot="crons-table" heading={t("admin.crons.title")} headingId={headingId} {...props}>
      <AdminPanelBody
        error={error}
        errorTitle={t("admin.crons.loadFailed")}
        onRetry={onRetry}
        loading={loading}
        loadingLabel={t("admin.crons.loading")}
        empty={crons.length === 0}
        emptyText={t("admin.crons.empty")}
      >
        <AdminTable aria-labelledby={headingId}>
          <AdminTableHeader>
            <AdminTableRow>
              <AdminTableHead>{t("admin.crons.column.id")}</AdminTableHead>
              <AdminTableHead>{t("admin.crons.column.expression")}</AdminTableHead>
              <AdminRowActionsHead />
            </AdminTableRow>
          </AdminTableHeader>
          <AdminTableBody>
            {crons.map((job) => {
              const description = describeJob(job.id, t);
              return (
                <AdminTableRow key={job.id}>
                  <AdminTableCell>
                    <div className="pk:grid pk:gap-0.5">
                      <span className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
                        <code className="pk:font-mono pk:text-xs pk:break-all">{job.id}</code>
                        {description && <Badge variant="outline">{t("admin.crons.systemBadge")}</Badge>}
                      </span>
                      {description && (
                        <span className="pk:text-xs pk:text-muted-foreground">{description}</span>
                      )}
                    </div>
                  </AdminTableCell>
                  <AdminTableCell>
                    {/* "0 6 * * *" in a right-to-left row would be drawn as "* * * 6 0". */}
                    <code dir="ltr" className="pk:font-mono pk:text-xs pk:whitespace-nowrap">
                      {job.expression}
                    </code>
                  </AdminTableCell>
                  <AdminTableCell className="pk:text-end">
                    {onRun && (
                      <AdminRowAction
                        icon={PlayIcon}
                        subject={job.id}
                        variant="outline"
                        loading={running.has(job.id)}
                        disabled={disabled}
                        onClick={() => void run(job.id)}
                      >
                        {t("admin.crons.run")}
                      </AdminRowAction>
                    )}
                  </AdminTableCell>
                </AdminTableRow>
              );
            })}
          </AdminTableBody>
        </AdminTable>
      </AdminPanelBody>
    </AdminPanel>
  );
}

export { CronsTableView };
export type { CronsTableViewProps };
