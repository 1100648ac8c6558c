import type * as React from "react";

import { cn } from "../lib/cn";

// The table primitive under RecordTable's parts and the admin screens' tables: plain elements
// that keep a <table>'s semantics (headers announced per cell), with only the look both share.
// No preflight runs, so the margins, spacing and alignment a browser gives table elements are
// reset here. `cn` does not merge classes, so a part never sets a property its users set
// differently (padding, borders, colours stay with them); a `data-slot` passed in replaces ours.

/** The `<table>`. Name it with `aria-label` or a `<caption>`. */
function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <table
      data-slot="table"
      className={cn(
        "pk:m-0 pk:border-collapse pk:border-spacing-0 pk:font-sans pk:text-sm pk:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TableHeader(props: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" {...props} />;
}

function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

/** A row; `data-state="selected"` highlights it. */
function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr data-slot="table-row" className={cn("pk:data-[state=selected]:bg-muted", className)} {...props} />
  );
}

/** A column's header cell, one line. */
function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn(
        "pk:h-10 pk:px-3 pk:text-start pk:align-middle pk:font-medium pk:whitespace-nowrap pk:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("pk:px-3 pk:align-middle", className)} {...props} />;
}

export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow };
