import { cva } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

// No preflight reset runs (it would restyle the host app), so each variant sets the border and
// background a browser gives a <button> by default.
const buttonVariants = cva(
  "pk:inline-flex pk:cursor-pointer pk:shrink-0 pk:items-center pk:justify-center pk:gap-2 pk:whitespace-nowrap pk:rounded-md pk:font-sans pk:text-sm pk:font-medium pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:disabled:pointer-events-none pk:disabled:opacity-50 pk:data-[loading]:cursor-progress",
  {
    variants: {
      // Checked against ButtonProps, whose unions the props table lists.
      variant: {
        primary: "pk:border-0 pk:bg-primary pk:text-primary-foreground pk:hover:bg-primary/90",
        secondary: "pk:border-0 pk:bg-secondary pk:text-secondary-foreground pk:hover:bg-secondary/80",
        destructive:
          "pk:border-0 pk:bg-destructive pk:text-destructive-foreground pk:hover:bg-destructive/90",
        outline:
          "pk:border pk:border-solid pk:border-input pk:bg-background pk:text-foreground pk:hover:bg-muted",
        ghost: "pk:border-0 pk:bg-transparent pk:text-foreground pk:hover:bg-muted",
        link: "pk:border-0 pk:bg-transparent pk:text-primary pk:underline-offset-4 pk:hover:underline",
      } satisfies Record<NonNullable<ButtonProps["variant"]>, string>,
      size: {
        sm: "pk:h-8 pk:px-3",
        md: "pk:h-9 pk:px-4",
        lg: "pk:h-10 pk:px-6",
        icon: "pk:size-9",
      } satisfies Record<NonNullable<ButtonProps["size"]>, string>,
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = Omit<React.ComponentProps<"button">, "disabled"> & {
  /**
   * How much the button stands out: `primary` for the one main action of a view, `secondary`
   * and `outline` beside it, `destructive` for what deletes or cannot be undone, `ghost` in
   * toolbars and lists, `link` inline in text. `primary` when not given.
   */
  variant?: "primary" | "secondary" | "destructive" | "outline" | "ghost" | "link" | null;
  /**
   * Its height: `sm` in dense tables and toolbars, `md` elsewhere, `lg` for a page's main
   * action; `icon` is square, for a button that shows only an icon (give it an `aria-label`).
   * `md` when not given.
   */
  size?: "sm" | "md" | "lg" | "icon" | null;
  /** Not clickable and skipped by Tab, as a native button; a `loading` button is disabled too. */
  disabled?: boolean;
  /** Shows the button as busy: announced (`aria-busy`) and not clickable. */
  loading?: boolean;
};

function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-loading={loading ? "" : undefined}
      aria-busy={loading || undefined}
      type={type}
      disabled={disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
