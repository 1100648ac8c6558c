import type { PocketkitError } from "@pocketkit/client";
import {
  useAuth,
  useCreateSuperuser,
  useDeleteSuperuser,
  useSuperusers,
  type CreateSuperuserVariables,
} from "@pocketkit/hooks";
import { Trash2Icon, UserPlusIcon } from "../lib/icons";
import { useId, useState, type ReactNode } from "react";
import type * as React from "react";

import { useMessages } from "./use-messages";
import { cn } from "../lib/cn";
import { Badge } from "../primitives/badge";
import { Button } from "../primitives/button";
import { AdminPager } from "./admin-pager";
import { AdminEmpty, AdminError, AdminLoading } from "./admin-states";
import {
  AdminTable,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
} from "./admin-table";
import { ConfirmDialog } from "./confirm-dialog";
import { useAdminFormatters } from "./format";
import { SuperuserCreateDialog } from "./superuser-create-dialog";

/** A superuser as the list shows it (a `_superusers` record). */
interface SuperuserEntry {
  id: string;
  email: string;
  created?: string;
}

type SuperusersTableViewProps = Omit<React.ComponentProps<"section">, "children"> & {
  superusers?: SuperuserEntry[];
  /** The signed-in superuser: marked "You", and not deletable here. */
  currentUserId?: string;
  /** @default false */
  loading?: boolean;
  error?: PocketkitError | null;
  onRetry?: () => void;
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
  className,
  ...props
}: SuperusersTableViewProps) {
  const t = useMessages();
  const format = useAdminFormatters();
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SuperuserEntry | null>(null);

  let body: ReactNode;
  if (error) body = <AdminError error={error} title={t("admin.superusers.loadFailed")} onRetry={onRetry} />;
  else if (loading) body = <AdminLoading label={t("admin.superusers.loading")} />;
  else if (superusers.length === 0) body = <AdminEmpty>{t("admin.superusers.empty")}</AdminEmpty>;
  else
    body = (
      <AdminTable aria-labelledby={titleId}>
        <AdminTableHeader>
          <AdminTableRow>
            <AdminTableHead>{t("admin.superusers.column.email")}</AdminTableHead>
            <AdminTableHead>{t("admin.superusers.column.created")}</AdminTableHead>
            <AdminTableHead>
              <span className="pk:sr-only">{t("admin.column.actions")}</span>
            </AdminTableHead>
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
                <AdminTableCell className="pk:text-right">
                  {onDelete && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={disabled || yourself}
                      title={yourself ? t("admin.superusers.notYourself") : undefined}
                      onClick={() => setDeleting(superuser)}
                    >
                      <Trash2Icon aria-hidden className="pk:size-4" />
                      {t("admin.superusers.delete")}
                      <span className="pk:sr-only"> {superuser.email}</span>
                    </Button>
                  )}
                </AdminTableCell>
              </AdminTableRow>
            );
          })}
        </AdminTableBody>
      </AdminTable>
    );

  return (
    <section
      data-slot="superusers-table"
      aria-labelledby={titleId}
      className={cn("pk:grid pk:gap-4 pk:font-sans pk:text-foreground", className)}
      {...props}
    >
      <div className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2">
        <h2 id={titleId} className="pk:m-0 pk:text-lg pk:font-semibold">
          {t("admin.superusers.title")}
        </h2>
        {onCreate && (
          <Button disabled={disabled} onClick={() => setCreating(true)}>
            <UserPlusIcon aria-hidden className="pk:size-4" />
            {t("admin.superusers.add")}
          </Button>
        )}
      </div>
      {body}
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
    </section>
  );
}

type SuperusersTableProps = Omit<
  SuperusersTableViewProps,
  | "superusers"
  | "currentUserId"
  | "loading"
  | "error"
  | "onRetry"
  | "onCreate"
  | "onDelete"
  | "page"
  | "totalPages"
  | "totalItems"
> & {
  /** Superusers per page. @default 30 */
  perPage?: number;
};

/**
 * `SuperusersTableView` over `useSuperusers`, `useCreateSuperuser` and `useDeleteSuperuser`,
 * sorted by email, with the signed-in superuser marked.
 *
 * @example
 * <SuperusersTable />
 */
function SuperusersTable({ perPage = 30, onPageChange, ...props }: SuperusersTableProps) {
  const [page, setPage] = useState(1);
  const { user } = useAuth();
  const list = useSuperusers({ page, perPage, sort: "email" });
  const create = useCreateSuperuser();
  const remove = useDeleteSuperuser();
  return (
    <SuperusersTableView
      superusers={list.data?.items.map((record) => ({
        id: record.id,
        email: String(record.email ?? ""),
        created: typeof record.created === "string" ? record.created : undefined,
      }))}
      currentUserId={user?.id}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      onCreate={(variables) => create.mutateAsync(variables)}
      onDelete={(id) => remove.mutateAsync(id)}
      page={list.data?.page ?? page}
      totalPages={list.data?.totalPages ?? 1}
      totalItems={list.data?.totalItems}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      {...props}
    />
  );
}

export { SuperusersTable, SuperusersTableView };
export type { SuperuserEntry, SuperusersTableProps, SuperusersTableViewProps };
