import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../overlays/dialog";
import { useAdminFormatters } from "../format";
import { levelLabel, logUser, type AdminLogEntry } from "./log-entry";

interface LogDetailDialogProps {
  /** The entry to show; the dialog is open while there is one. */
  entry: AdminLogEntry | null;
  onOpenChange: (open: boolean) => void;
}

/** One log entry in full: its fields, and its data as JSON text (never as HTML). */
function LogDetailDialog({ entry, onOpenChange }: LogDetailDialogProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent data-slot="log-detail-dialog" className="pk:max-w-2xl">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle>{t("admin.logs.detail.title")}</DialogTitle>
              <DialogDescription className="pk:break-all">{entry.message}</DialogDescription>
            </DialogHeader>
            <dl className="pk:m-0 pk:grid pk:grid-cols-[auto_1fr] pk:gap-x-4 pk:gap-y-1 pk:text-sm">
              <dt className="pk:text-muted-foreground">{t("admin.logs.column.time")}</dt>
              <dd className="pk:m-0">
                <time dateTime={entry.created.replace(" ", "T")}>{format.dateTime(entry.created)}</time>
              </dd>
              <dt className="pk:text-muted-foreground">{t("admin.logs.column.level")}</dt>
              <dd className="pk:m-0">{levelLabel(entry.level, t)}</dd>
              <dt className="pk:text-muted-foreground">{t("admin.logs.column.user")}</dt>
              <dd className="pk:m-0 pk:break-all">{logUser(entry, t)}</dd>
              <dt className="pk:text-muted-foreground">{t("admin.logs.detail.id")}</dt>
              <dd className="pk:m-0 pk:font-mono">{entry.id}</dd>
            </dl>
            {/* JSON reads left to right in any language. */}
            <pre
              data-slot="log-detail-data"
              dir="ltr"
              tabIndex={0}
              role="region"
              aria-label={t("admin.logs.detail.data")}
              className="pk:m-0 pk:max-h-80 pk:overflow-auto pk:rounded-md pk:bg-muted pk:p-3 pk:font-mono pk:text-xs pk:whitespace-pre-wrap pk:break-all pk:text-foreground pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
            >
              {JSON.stringify(entry.data, null, 2)}
            </pre>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { LogDetailDialog };
export type { LogDetailDialogProps };
