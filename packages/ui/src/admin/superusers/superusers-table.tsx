import { useAuth, useCreateSuperuser, useDeleteSuperuser, useSuperusers } from "@pocketkit/hooks";
import { useState } from "react";

import { SuperusersTableView, type SuperusersTableViewProps } from "./superusers-table-view";

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

export { SuperusersTable };
export type { SuperusersTableProps };
