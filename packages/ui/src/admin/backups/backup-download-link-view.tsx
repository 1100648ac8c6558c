import { DownloadIcon } from "../../lib/icons";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { buttonVariants } from "../../primitives/button";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";

type BackupDownloadLinkViewProps = Omit<React.ComponentProps<"a">, "href" | "children"> & {
  /** The backup's file name, for the link's name and the saved file. */
  backupKey: string;
  /** The download address; while there is none the link is shown but not usable. */
  href: string | undefined;
};

/** A link that downloads one backup file, looking like a small button. */
function BackupDownloadLinkView({ backupKey, href, className, ...props }: BackupDownloadLinkViewProps) {
  const t = useCatalogue(adminEn);
  const ready = href !== undefined;
  return (
    <a
      data-slot="backup-download-link"
      href={href}
      download={backupKey}
      aria-disabled={!ready || undefined}
      role={ready ? undefined : "link"}
      tabIndex={ready ? undefined : 0}
      className={cn(
        buttonVariants({ variant: "ghost", size: "sm" }),
        "pk:no-underline pk:aria-disabled:pointer-events-none pk:aria-disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <DownloadIcon aria-hidden className="pk:size-4" />
      {t("admin.backups.download")}
      <span className="pk:sr-only"> {backupKey}</span>
    </a>
  );
}

export { BackupDownloadLinkView };
export type { BackupDownloadLinkViewProps };
