import type * as React from "react";

import { cn } from "../lib/cn";

// No preflight reset runs, so the box model, border, background, font and margin a browser gives
// an <input> are all set here. `aria-invalid` (set by Field, or by you) draws the error state.
const inputClassName =
  "pk:box-border pk:m-0 pk:flex pk:h-9 pk:w-full pk:min-w-0 pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-3 pk:py-1 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm pk:transition-colors pk:outline-none pk:placeholder:text-muted-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive pk:file:me-3 pk:file:border-0 pk:file:bg-transparent pk:file:font-sans pk:file:text-sm pk:file:font-medium pk:file:text-foreground";

type InputProps = React.ComponentProps<"input">;

// Addresses, links and phone numbers are written left to right in every language: in a
// right-to-left page they keep that order ("/api/files", not "api/files/"), and line up with the
// page's other fields on the right.
const LEFT_TO_RIGHT_TYPES = new Set(["email", "url", "tel"]);

/**
 * A single-line text input. Put it in a `Field` to tie a label, a hint and an error to it. An
 * `email`, `url` or `tel` input is left to right in a right-to-left page too (give `dir` to change
 * that, or `dir="ltr"` to any other input that holds addresses or paths).
 *
 * @example
 * <Input type="email" name="email" autoComplete="email" />
 */
function Input({ className, type = "text", dir, ...props }: InputProps) {
  const direction = dir ?? (LEFT_TO_RIGHT_TYPES.has(type) ? "ltr" : undefined);
  return (
    <input
      data-slot="input"
      type={type}
      dir={direction}
      className={cn(inputClassName, direction === "ltr" && "pk:rtl:text-right", className)}
      {...props}
    />
  );
}

export { Input };
export type { InputProps };
