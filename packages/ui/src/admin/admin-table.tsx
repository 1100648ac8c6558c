import type * as React from "react";

import { cn } from "../lib/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../primitives/table";

// The plain tables of the admin screens: the table primitive in a frame that scrolls sideways on
// narrow screens, with the admin's own look (a muted header, row rules, wrapping cells). The frame
// is positioned so that what is absolutely positioned in the cells (screen-reader-only words)
// scrolls and is clipped with the table, instead of widening the page.

/** The table and its frame. Name it with `aria-label` or a `<caption>`. */
function AdminTable({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div
      data-slot="admin-table-frame"
      className="pk:relative pk:w-full pk:overflow-x-auto pk:rounded-lg pk:border pk:border-solid pk:border-border"
    >
      <Table data-slot="admin-table" className={cn("pk:w-full pk:caption-bottom", className)} {...props} />
    </div>
  );
}

function AdminTableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <TableHeader data-slot="admin-table-header" className={cn("pk:bg-muted", className)} {...props} />;
}

function AdminTableBody(props: React.ComponentProps<"tbody">) {
  return <TableBody data-slot="admin-table-body" {...props} />;
}

function AdminTableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <TableRow
      data-slot="admin-table-row"
      className={cn("pk:border-0 pk:border-b pk:border-solid pk:border-border pk:last:border-b-0", className)}
      {...props}
    />
  );
}

function AdminTableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <TableHead data-slot="admin-table-head" className={cn("pk:text-xs", className)} {...props} />;
}

function AdminTableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <TableCell data-slot="admin-table-cell" className={cn("pk:py-2", className)} {...props} />;
}

export { AdminTable, AdminTableBody, AdminTableCell, AdminTableHead, AdminTableHeader, AdminTableRow };
