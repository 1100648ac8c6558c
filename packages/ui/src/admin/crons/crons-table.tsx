import { useCrons, useRunCron } from "@pocketkit/hooks";

import { CronsTableView, type CronsTableViewProps } from "./crons-table-view";

type CronsTableProps = Omit<CronsTableViewProps, "crons" | "loading" | "error" | "onRetry" | "onRun">;

/**
 * `CronsTableView` over `useCrons` and `useRunCron` (superusers only).
 *
 * @example
 * <CronsTable />
 */
function CronsTable(props: CronsTableProps) {
  const crons = useCrons();
  const run = useRunCron();
  return (
    <CronsTableView
      crons={crons.data}
      loading={crons.isPending}
      error={crons.error}
      onRetry={() => void crons.refetch()}
      onRun={(id) => run.mutateAsync(id)}
      {...props}
    />
  );
}

export { CronsTable };
export type { CronsTableProps };
