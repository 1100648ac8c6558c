import type * as React from "react";

import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../overlays/dialog";
import { Button } from "../primitives/button";
import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";

interface AdminDialogHeaderProps {
  title: React.ReactNode;
  description: React.ReactNode;
  /** E.g. `pk:break-all` for a title that holds a long file name. */
  titleClassName?: string;
}

/** The title and the sentence under it, which name and describe the dialog. */
function AdminDialogHeader({ title, description, titleClassName }: AdminDialogHeaderProps) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

interface AdminDialogFooterProps {
  /** While true, Cancel is turned off: the work it would abandon is already under way. @default false */
  pending?: boolean;
  /** The dialog's own action, after Cancel. */
  children: React.ReactNode;
}

/** Cancel, then the dialog's action. */
function AdminDialogFooter({ pending = false, children }: AdminDialogFooterProps) {
  const t = useCatalogue(adminEn);
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {t("common.cancel")}
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

export { AdminDialogFooter, AdminDialogHeader };
export type { AdminDialogFooterProps, AdminDialogHeaderProps };
