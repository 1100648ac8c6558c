import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { AdminEmpty, AdminError, AdminLoading } from "./admin-states";

/** How an admin view's data is loading, as its connected component passes it from a query. */
export interface AdminLoadState {
  /** The data is loading. @default false */
  loading?: boolean;
  /** The load failed; shown with Retry when `onRetry` is given. */
  error?: PocketkitError | null;
  /** Loads again. */
  onRetry?: () => void;
}

interface AdminPanelBodyProps {
  /** A failed load; shown instead of everything else. */
  error?: PocketkitError | null;
  /** The heading of the failure, e.g. "Backups could not be loaded". */
  errorTitle: string;
  onRetry?: () => void;
  /** @default false */
  loading?: boolean;
  /** What is loading, said to screen readers. */
  loadingLabel: string;
  /** How many placeholder rows. @default 4 */
  loadingRows?: number;
  /** Nothing to list: `emptyText` is shown instead of `children`. @default false */
  empty?: boolean;
  emptyText: React.ReactNode;
  /** The list itself, usually an `AdminTable`. */
  children: React.ReactNode;
}

/**
 * What a list shows in each state, in the same order on every admin screen: the failure first
 * (a stale list under an error would mislead), then the placeholders, then the empty note,
 * then the list.
 *
 * @example
 * <AdminPanelBody error={error} errorTitle="Jobs could not be loaded" loading={loading} loadingLabel="Loading jobs" empty={jobs.length === 0} emptyText="No jobs.">
 *   <AdminTable>…</AdminTable>
 * </AdminPanelBody>
 */
function AdminPanelBody({
  error,
  errorTitle,
  onRetry,
  loading = false,
  loadingLabel,
  loadingRows,
  empty = false,
  emptyText,
  children,
}: AdminPanelBodyProps) {
  if (error) return <AdminError error={error} title={errorTitle} onRetry={onRetry} />;
  if (loading) return <AdminLoading label={loadingLabel} rows={loadingRows} />;
  if (empty) return <AdminEmpty>{emptyText}</AdminEmpty>;
  return children;
}

export { AdminPanelBody };
export type { AdminPanelBodyProps };
