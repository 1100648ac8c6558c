import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";

import { useMessages } from "../i18n/messages-context";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";

type RecordTablePaginationProps = Omit<React.ComponentProps<"nav">, "onChange"> & {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are, at least 1. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** @default false */
  disabled?: boolean;
};

/** Previous, "Page x of y", Next. */
function RecordTablePagination({
  page,
  pageCount,
  onPageChange,
  disabled = false,
  className,
  ...props
}: RecordTablePaginationProps) {
  const t = useMessages();
  return (
    <nav
      data-slot="record-table-pagination"
      aria-label={t("data.table.pagination")}
      className={cn("pk:flex pk:items-center pk:gap-2", className)}
      {...props}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden className="pk:size-4" />
        {t("data.table.previous")}
      </Button>
      <span data-slot="record-table-page" aria-live="polite" className="pk:tabular-nums pk:text-foreground">
        {t("data.table.page", { page, pages: pageCount })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t("data.table.next")}
        <ChevronRightIcon aria-hidden className="pk:size-4" />
      </Button>
    </nav>
  );
}

export { RecordTablePagination };
export type { RecordTablePaginationProps };
