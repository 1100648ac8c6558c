import type * as React from "react";

import { cn } from "../lib/cn";

type AdminPanelProps = React.ComponentProps<"section"> & {
  /** The panel's heading, an `h2`; it names the section. */
  heading: React.ReactNode;
  /**
   * The heading's id. Pass your own (`useId()`) when a table inside should be named by the
   * same heading (`aria-labelledby`).
   */
  headingId: string;
  /** Buttons beside the heading, e.g. Create or Refresh. */
  actions?: React.ReactNode;
};

/**
 * The frame of an admin screen: a section named by its `h2`, with actions on the heading's
 * line and the content below, spaced as every Pocketkit admin panel is.
 *
 * @example
 * const headingId = useId();
 * <AdminPanel data-slot="jobs-panel" heading="Jobs" headingId={headingId} actions={<Button>Add</Button>}>
 *   <AdminTable aria-labelledby={headingId}>…</AdminTable>
 * </AdminPanel>
 */
function AdminPanel({ heading, headingId, actions, className, children, ...props }: AdminPanelProps) {
  return (
    <section
      data-slot="admin-panel"
      aria-labelledby={headingId}
      className={cn("pk:grid pk:gap-4 pk:font-sans pk:text-foreground", className)}
      {...props}
    >
      <div className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2">
        <h2 id={headingId} className="pk:m-0 pk:text-lg pk:font-semibold">
          {heading}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export { AdminPanel };
export type { AdminPanelProps };
