import type * as React from "react";

import { ChevronDownIcon } from "../lib/icons";
import { cn } from "../lib/cn";

// Looks like SelectTrigger. No preflight reset runs, so the box model, border, font and the
// browser's own arrow (`appearance`) are set here; the chevron is drawn over the right padding.
const nativeSelectClassName =
  "pk:box-border pk:m-0 pk:h-9 pk:w-full pk:min-w-0 pk:cursor-pointer pk:appearance-none pk:truncate pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:py-1 pk:pe-9 pk:ps-3 pk:font-sans pk:text-sm pk:text-foreground pk:[color-scheme:var(--pk-color-scheme)] pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive";

type NativeSelectProps = React.ComponentProps<"select">;

/**
 * The browser's own `<select>`, styled like `Select`. Choose it for a short list of plain text
 * options — a sort order, a filter: it costs no script, and a phone opens its own picker. Choose
 * `Select` when options need more than text or the list must look the same everywhere.
 *
 * @example
 * <NativeSelect aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
 *   <option value="newest">Newest first</option>
 *   <option value="oldest">Oldest first</option>
 * </NativeSelect>
 */
function NativeSelect({ className, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className="pk:relative pk:w-full pk:min-w-0">
      <select data-slot="native-select" className={cn(nativeSelectClassName, className)} {...props} />
      <ChevronDownIcon
        aria-hidden
        className="pk:pointer-events-none pk:absolute pk:top-1/2 pk:inset-e-3 pk:size-4 pk:-translate-y-1/2 pk:text-foreground pk:opacity-60"
      />
    </div>
  );
}

export { NativeSelect };
export type { NativeSelectProps };
