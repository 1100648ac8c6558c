import { ChevronLeftIcon, ChevronRightIcon } from "../../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { formatNumber } from "../cells/cell-renderers-format";

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
  const t = useCatalogue(tableAndFormEn);
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
        <ChevronLeftIcon aria-hidden className="pk:size-4 pk:rtl:-scale-x-100" />
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
        <ChevronRightIcon aria-hidden className="pk:size-4 pk:rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}

type RecordTableCountProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** How many records there are; nothing is said when `undefined`. */
  total: number | undefined;
  /** How many of them are loaded, when not all are (virtual mode). */
  loaded?: number;
  /** The locale to write the numbers in. */
  locale: string;
};

/** "30 records", or "40 of 100 records loaded"; announced politely when it changes. */
function RecordTableCount({ total, loaded, locale, className, ...props }: RecordTableCountProps) {
  const t = useCatalogue(tableAndFormEn);
  const text =
    total === undefined
      ? ""
      : loaded !== undefined && loaded < total
        ? t("data.table.loaded", { loaded: formatNumber(loaded, locale), total: formatNumber(total, locale) })
        : total === 1
          ? t("data.table.countOne")
          : t("data.table.countOther", { count: formatNumber(total, locale) });
  return (
    <span data-slot="record-table-count" aria-live="polite" className={className} {...props}>
      {text}
    </span>
  );
}

export { RecordTableCount, RecordTablePagination };
export type { RecordTableCountProps, RecordTablePaginationProps };
