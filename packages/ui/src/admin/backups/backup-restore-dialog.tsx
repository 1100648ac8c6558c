import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { BackupInfo, RestoreBackupResult } from "@pocketkit/hooks";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { type Translate, useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../overlays/dialog";
import { Button } from "../../primitives/button";
import { Field, FieldControl, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { Progress } from "../../primitives/progress";
import { AdminDialogFooter, AdminDialogHeader } from "../admin-dialog-parts";
import { adminErrorMessage } from "../admin-error";
import { BackupRestoreReport } from "./backup-restore-report";
import { useAdminFormatters } from "../format";

interface BackupRestoreDialogProps {
  /** The backup to restore; the dialog is open while there is one. */
  backup: BackupInfo | null;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs the restore (`useRestoreBackup`); `password`, when typed, is for signing the superuser
   * in again should the restored data refuse the session.
   */
  onRestore: (options: { password?: string }) => Promise<RestoreBackupResult>;
  /** Asks for the password, so that the superuser can be signed in again at once. @default true */
  askPassword?: boolean;
}

type Phase = "confirm" | "running" | "done" | "failed";

/**
 * Restoring a backup, step by step: first what a restore does, said plainly, and the backup's
 * name typed to confirm; then progress while the server restores and restarts; then what came
 * back (`BackupRestoreReport`) or why it failed. It cannot be closed while the restore runs.
 */
function BackupRestoreDialog({
  backup,
  onOpenChange,
  onRestore,
  askPassword = true,
}: BackupRestoreDialogProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  const [phase, setPhase] = useState<Phase>("confirm");
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [result, setResult] = useState<RestoreBackupResult | null>(null);
  const [error, setError] = useState<PocketkitError | null>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const confirmed = backup !== null && typed.trim() === backup.key;

  // The outcome replaces the progress: focus goes to its heading, so it is read out first.
  useEffect(() => {
    if (phase === "done" || phase === "failed") outcomeRef.current?.focus();
  }, [phase]);

  async function restore(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setPhase("running");
    try {
      setResult(await onRestore({ password: password || undefined }));
      setPhase("done");
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      setError(caught);
      setPhase("failed");
    } finally {
      setPassword("");
    }
  }

  const running = phase === "running";
  const keepOpen = (event: Event) => {
    if (running) event.preventDefault();
  };
  return (
    <Dialog open={backup !== null} onOpenChange={(open) => !running && onOpenChange(open)}>
      <DialogContent
        data-slot="backup-restore-dialog"
        data-phase={phase}
        showCloseButton={!running}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        {backup && phase === "confirm" && (
          <form className="pk:grid pk:gap-4" onSubmit={(event) => void restore(event)}>
            <AdminDialogHeader
              title={t("admin.restore.title", { key: backup.key })}
              description={t("admin.restore.lead")}
              titleClassName="pk:break-all"
            />
            <ul className="pk:m-0 pk:grid pk:gap-1.5 pk:ps-5 pk:text-sm">
              <li>{t("admin.restore.replaces")}</li>
              <li>{t("admin.restore.loses", { date: format.dateTime(backup.modified) })}</li>
              <li>{t("admin.restore.restarts")}</li>
              <li>{t("admin.restore.signIn")}</li>
            </ul>
            <Field>
              <FieldLabel className="pk:block">
                {t("admin.restore.typeToConfirm", { key: backup.key })}
              </FieldLabel>
              <FieldControl>
                <Input
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FieldControl>
            </Field>
            {askPassword && (
              <Field>
                <FieldLabel>{t("admin.restore.password")}</FieldLabel>
                <FieldControl>
                  <Input
                    type="password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    autoComplete="current-password"
                  />
                </FieldControl>
                <FieldHint>{t("admin.restore.passwordHint")}</FieldHint>
              </Field>
            )}
            <AdminDialogFooter>
              <Button type="submit" variant="destructive" disabled={!confirmed}>
                {t("admin.restore.confirm")}
              </Button>
            </AdminDialogFooter>
          </form>
        )}
        {backup && running && (
          <>
            <AdminDialogHeader
              title={t("admin.restore.runningTitle", { key: backup.key })}
              description={t("admin.restore.running")}
              titleClassName="pk:break-all"
            />
            <Progress value={null} aria-label={t("admin.restore.progress")} />
          </>
        )}
        {backup && phase === "done" && result && (
          <>
            <DialogHeader>
              <DialogTitle ref={outcomeRef} tabIndex={-1} className="pk:outline-none">
                {t("admin.restore.doneTitle")}
              </DialogTitle>
              <DialogDescription className="pk:sr-only">
                {t("admin.restore.doneDescription")}
              </DialogDescription>
            </DialogHeader>
            <BackupRestoreReport result={result} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t("admin.restore.close")}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
        {backup && phase === "failed" && error && (
          <>
            <DialogHeader>
              <DialogTitle ref={outcomeRef} tabIndex={-1} className="pk:outline-none">
                {t("admin.restore.failedTitle")}
              </DialogTitle>
              <DialogDescription role="alert">{restoreErrorMessage(error, t)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t("common.close")}</Button>
              </DialogClose>
              <Button onClick={() => setPhase("confirm")}>{t("common.retry")}</Button>
            </DialogFooter>
          </>
        )}
        <p role="status" className="pk:sr-only">
          {running ? t("admin.restore.runningTitle", { key: backup?.key ?? "" }) : ""}
        </p>
      </DialogContent>
    </Dialog>
  );
}

// restoreBackup's own failures are all kind "server"; each says something different to do.
const RESTORE_FAILURES = {
  "The backup could not be restored": "admin.restore.error.notRestored",
  "The server did not come back": "admin.restore.error.timeout",
  "Can't follow the server's restart": "admin.restore.error.noRealtime",
} as const;

function restoreErrorMessage(error: PocketkitError, t: Translate): string {
  if (error.kind === "validation" && Object.keys(error.fieldErrors).length === 0)
    return t("admin.restore.error.refused", { reason: error.message });
  const known = Object.entries(RESTORE_FAILURES).find(([start]) => error.message.startsWith(start));
  return known ? t(known[1]) : adminErrorMessage(error, t);
}

export { BackupRestoreDialog };
export type { BackupRestoreDialogProps };
