import type * as React from "react";

import { cn } from "../lib/cn";

// The plain tables of the admin screens. A <table> keeps its semantics for screen readers
// (headers announced per cell); it scrolls sideways inside its frame on narrow screens. No
// preflight runs, so borders, spacing and alignment are set here.

/** The table and its frame. Name it with `aria-label` or a `<caption>`. */
function AdminTable({ className, children, ...props }: React.ComponentProps<"table">) {
  return (
    <div
      data-slot="admin-table-frame"
      className="pk:w-full pk:overflow-x-auto pk:rounded-lg pk:border pk:border-solid pk:border-border"
    >
      <table
        data-slot="admin-table"
        className={cn(
          "pk:w-full pk:border-collapse pk:font-sans pk:text-sm pk:text-foreground pk:caption-bottom",
          className,
        )}
        {...props}
      >
        {children}
      </table>
    </div>
  );
}

function AdminTableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="admin-table-header" className={cn("pk:bg-muted", className)} {...props} />;
}

function AdminTableBody(props: React.ComponentProps<"tbody">) {
  return <tbody data-slot="admin-table-body" {...props} />;
}

function AdminTableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="admin-table-row"
      className={cn(
        "pk:border-0 pk:border-b pk:border-solid pk:border-border pk:last:border-b-0 pk:data-[selected]:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

function AdminTableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="admin-table-head"
      scope="col"
      className={cn(
        "pk:h-10 pk:px-3 pk:text-left pk:align-middle pk:text-xs pk:font-medium pk:whitespace-nowrap pk:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function AdminTableCell({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td
      data-slot="admin-table-cell"
      className={cn("pk:px-3 pk:py-2 pk:align-middle", className)}
      {...props}
    />
  );
}

export { AdminTable, AdminTableBody, AdminTableCell, AdminTableHead, AdminTableHeader, AdminTableRow };
