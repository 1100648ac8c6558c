import type * as React from "react";

import type { Icon } from "../lib/icons";
import { Button, type ButtonProps } from "../primitives/button";
import { AdminTableHead } from "./admin-table";
import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";

type AdminRowActionProps = ButtonProps & {
  /** Shown before the label, hidden from screen readers. */
  icon?: Icon;
  /**
   * What the action is for, e.g. the backup's name. It is read after the label but not shown,
   * so that a list of "Delete" buttons still has a distinct name each.
   */
  subject: React.ReactNode;
};

/**
 * A button in a table row: small and quiet by default, with the row's subject in its
 * accessible name ("Delete pb_backup.zip").
 *
 * @example
 * <AdminRowAction icon={Trash2Icon} subject={backup.key} onClick={() => setDeleting(backup)}>Delete</AdminRowAction>
 */
function AdminRowAction({
  icon: IconComponent,
  subject,
  variant = "ghost",
  size = "sm",
  children,
  ...props
}: AdminRowActionProps) {
  return (
    <Button variant={variant} size={size} {...props}>
      {IconComponent && <IconComponent aria-hidden className="pk:size-4" />}
      {children}
      <span className="pk:sr-only"> {subject}</span>
    </Button>
  );
}

/** The header cell over the row actions: empty to the eye, "Actions" to screen readers. */
function AdminRowActionsHead() {
  const t = useCatalogue(adminEn);
  return (
    <AdminTableHead>
      <span className="pk:sr-only">{t("admin.column.actions")}</span>
    </AdminTableHead>
  );
}

export { AdminRowAction, AdminRowActionsHead };
export type { AdminRowActionProps };
