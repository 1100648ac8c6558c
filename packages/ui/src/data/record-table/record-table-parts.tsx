import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, SearchIcon } from "../../lib/icons";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { Input, type InputProps } from "../../primitives/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../primitives/table";

// The styled parts of RecordTable: the table primitive and plain elements with the table's look.
// RecordTableView puts them together; use them to lay out a table of your own.

/** The row above the table: the search box, the selection count, your actions. */
function RecordTableToolbar({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="record-table-toolbar"
      className={cn("pk:flex pk:flex-wrap pk:items-center pk:gap-2", className)}
      {...props}
    />
  );
}

/** The search box: a labelled `type="search"` input with a magnifier. */
function RecordTableSearch({ className, ...props }: InputProps) {
  return (
    <div data-slot="record-table-search" className={cn("pk:relative pk:w-full pk:max-w-xs", className)}>
      <SearchIcon
        aria-hidden
        className="pk:pointer-events-none pk:absolute pk:top-1/2 pk:inset-s-2.5 pk:size-4 pk:-translate-y-1/2 pk:text-muted-foreground"
      />
      <Input type="search" className="pk:ps-8" {...props} />
    </div>
  );
}

/** Scrolls the table both ways: wide tables sideways, virtual tables down. */
function RecordTableScrollArea({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="record-table-scroll-area"
      className={cn(
        "pk:relative pk:box-border pk:w-full pk:overflow-auto pk:rounded-md pk:border pk:border-solid pk:border-border",
        className,
      )}
      {...props}
    />
  );
}

/** The `<table>`: fixed layout (give it a `<colgroup>`), one line per row. */
function RecordTableTable({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <Table
      data-slot="record-table-table"
      className={cn("pk:min-w-full pk:table-fixed", className)}
      {...props}
    />
  );
}

/** The `<thead>`. */
function RecordTableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <TableHeader data-slot="record-table-header" className={cn("pk:bg-background", className)} {...props} />
  );
}

/** The `<tbody>`. */
function RecordTableBody(props: React.ComponentProps<"tbody">) {
  return <TableBody data-slot="record-table-body" {...props} />;
}

/**
 * One row. `data-state="selected"` highlights it; `tabIndex` makes it reachable (RecordTableView
 * gives one row 0 and the others -1, and moves between them with the arrow keys).
 */
function RecordTableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <TableRow
      data-slot="record-table-row"
      className={cn(
        "pk:outline-none pk:focus-visible:outline-solid pk:focus-visible:outline-2 pk:focus-visible:-outline-offset-2 pk:focus-visible:outline-ring pk:data-[clickable]:cursor-pointer pk:data-[clickable]:hover:bg-muted/50",
        className,
      )}
      {...props}
    />
  );
}

// On top of the primitive's padding and alignment.
const cellClassName =
  "pk:box-border pk:h-10 pk:overflow-hidden pk:border-0 pk:border-b pk:border-solid pk:border-border pk:py-0 pk:text-start pk:whitespace-nowrap pk:data-[align=end]:text-end";

/** A header cell. Put `aria-sort` on a sorted one and a RecordTableSortButton in a sortable one. */
function RecordTableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <TableHead
      data-slot="record-table-head"
      className={cn(
        cellClassName,
        "pk:bg-background pk:data-[sticky]:sticky pk:data-[sticky]:top-0 pk:data-[sticky]:z-10",
        className,
      )}
      {...props}
    />
  );
}

/** A body cell: one line; `data-align="end"` aligns numbers right. */
function RecordTableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <TableCell data-slot="record-table-cell" className={cn(cellClassName, className)} {...props} />;
}

type RecordTableSortButtonProps = React.ComponentProps<"button"> & {
  /** The column's current order. @default false */
  sorted?: false | "asc" | "desc";
};

/** A header's label as a button that changes the order; the arrow shows the current one. */
function RecordTableSortButton({
  className,
  sorted = false,
  children,
  ...props
}: RecordTableSortButtonProps) {
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <button
      type="button"
      data-slot="record-table-sort-button"
      data-sorted={sorted || undefined}
      className={cn(
        "pk:-mx-1 pk:inline-flex pk:max-w-full pk:cursor-pointer pk:items-center pk:gap-1 pk:rounded-sm pk:border-0 pk:bg-transparent pk:px-1 pk:py-0.5 pk:font-sans pk:text-sm pk:font-medium pk:text-inherit pk:outline-none pk:hover:text-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:disabled:cursor-not-allowed pk:data-[sorted]:text-foreground",
        className,
      )}
      {...props}
    >
      <span className="pk:truncate">{children}</span>
      <Icon aria-hidden className={cn("pk:size-3.5 pk:shrink-0", !sorted && "pk:opacity-50")} />
    </button>
  );
}

/** A row across all columns for the table's state: empty, no matches, error. */
function RecordTableMessage({
  colSpan,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { colSpan: number }) {
  return (
    <tr data-slot="record-table-message-row">
      <TableCell colSpan={colSpan} className={cn(cellClassName, "pk:h-auto pk:whitespace-normal")}>
        <div
          data-slot="record-table-message"
          className={cn(
            "pk:sticky pk:inset-s-0 pk:flex pk:max-w-[min(100%,40rem)] pk:flex-col pk:items-start pk:gap-2 pk:py-8",
            className,
          )}
          {...props}
        >
          {children}
        </div>
      </TableCell>
    </tr>
  );
}

/** The row below the table: the count and the pages. */
function RecordTableFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="record-table-footer"
      className={cn(
        "pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2 pk:text-sm pk:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export {
  RecordTableBody,
  RecordTableCell,
  RecordTableFooter,
  RecordTableHead,
  RecordTableHeader,
  RecordTableMessage,
  RecordTableRow,
  RecordTableScrollArea,
  RecordTableSearch,
  RecordTableSortButton,
  RecordTableTable,
  RecordTableToolbar,
};
export type { RecordTableSortButtonProps };
