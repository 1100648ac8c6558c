import type { CreateSuperuserVariables } from "@pocketkit/hooks";
import { Trash2Icon, UserPlusIcon } from "../../lib/icons";
import { useId, useState } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Badge } from "../../primitives/badge";
import { Button } from "../../primitives/button";
import { AdminPager } from "../admin-pager";
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
import { ConfirmDialog } from "../confirm-dialog";
import { useAdminFormatters } from "../format";
import { SuperuserCreateDialog } from "./superuser-create-dialog";

/** A superuser as the list shows it (a `_superusers` record). */
interface SuperuserEntry {
  id: string;
  email: string;
  created?: string;
}

type SuperusersTableViewProps = AdminLoadState &
  Omit<React.ComponentProps<"section">, "children"> & {
    superusers?: SuperuserEntry[];
    /** The signed-in superuser: marked "You", and not deletable here. */
    currentUserId?: string;
    /** Adds a superuser; the Add button is left out without it. Reject with the server's error for field errors. */
    onCreate?: (variables: Required<CreateSuperuserVariables>) => Promise<unknown>;
    /** Removes a superuser (after a confirmation). */
    onDelete?: (id: string) => Promise<unknown>;
    /** @default 1 */
    page?: number;
    /** @default 1 */
    totalPages?: number;
    totalItems?: number;
    onPageChange?: (page: number) => void;
    /** @default false */
    disabled?: boolean;
  };

/**
 * The superusers: email and since when, with Add (email, password, confirmation) and Delete
 * (asked first; never your own account, which would end your session).
 *
 * @example
 * <SuperusersTableView superusers={items} currentUserId={user.id} onCreate={create} onDelete={remove} />
 */
function SuperusersTableView({
  superusers = [],
  currentUserId,
  loading = false,
  error = null,
  onRetry,
  onCreate,
  onDelete,
  page = 1,
  totalPages = 1,
  totalItems,
  onPageChange,
  disabled = false,
  ...props
}: SuperusersTableViewProps) {
  const t = useCatalogue(adminEn);
  const format = useAdminFormatters();
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SuperuserEntry | null>(null);

  return (
    <AdminPanel
      data-slot="superusers-table"
      heading={t("admin.superusers.title")}
      headingId={headingId}
      actions={
        onCreate && (
          <Button disabled={disabled} onClick={() => setCreating(true)}>
            <UserPlusIcon aria-hidden className="pk:size-4" />
            {t("admin.superusers.add")}
          </Button>
        )
      }
      {...props}
    >
      <AdminPanelBody
        error={error}
        errorTitle={t("admin.superusers.loadFailed")}
        onRetry={onRetry}
        loading={loading}
        loadingLabel={t("admin.superusers.loading")}
        empty={superusers.length === 0}
        emptyText={t("admin.superusers.empty")}
      >
        <AdminTable aria-labelledby={headingId}>
          <AdminTableHeader>
            <AdminTableRow>
              <AdminTableHead>{t("admin.superusers.column.email")}</AdminTableHead>
              <AdminTableHead>{t("admin.superusers.column.created")}</AdminTableHead>
              <AdminRowActionsHead />
            </AdminTableRow>
          </AdminTableHeader>
          <AdminTableBody>
            {superusers.map((superuser) => {
              const yourself = superuser.id === currentUserId;
              return (
                <AdminTableRow key={superuser.id}>
                  <AdminTableCell>
                    <span className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
                      <span className="pk:break-all">{superuser.email}</span>
                      {yourself && <Badge variant="secondary">{t("admin.superusers.you")}</Badge>}
                    </span>
                  </AdminTableCell>
                  <AdminTableCell className="pk:whitespace-nowrap pk:text-muted-foreground">
                    {superuser.created ? format.dateTime(superuser.created) : "—"}
                  </AdminTableCell>
                  <AdminTableCell className="pk:text-end">
                    {onDelete && (
                      <AdminRowAction
                        icon={Trash2Icon}
                        subject={superuser.email}
                        disabled={disabled || yourself}
                        title={yourself ? t("admin.superusers.notYourself") : undefined}
                        onClick={() => setDeleting(superuser)}
                      >
                        {t("admin.superusers.delete")}
                      </AdminRowAction>
                    )}
                  </AdminTableCell>
                </AdminTableRow>
              );
            })}
          </AdminTableBody>
        </AdminTable>
      </AdminPanelBody>
      {!error && !loading && (
        <AdminPager
          page={page}
          totalPages={totalPages}
          totalItems={totalItems ?? superusers.length}
          onPageChange={onPageChange}
          disabled={disabled}
        />
      )}
      {onCreate && <SuperuserCreateDialog open={creating} onOpenChange={setCreating} onCreate={onCreate} />}
      {onDelete && (
        <ConfirmDialog
          key={deleting?.id}
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t("admin.superusers.deleteTitle", { email: deleting?.email ?? "" })}
          description={t("admin.superusers.deleteDescription")}
          confirmLabel={t("admin.superusers.delete")}
          onConfirm={() => onDelete(deleting!.id)}
        />
      )}
    </AdminPanel>
  );
}

export { SuperusersTableView };
export type { SuperuserEntry, SuperusersTableViewProps };
