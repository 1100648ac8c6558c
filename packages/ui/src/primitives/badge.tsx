import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

const badgeVariants = cva(
  "pk:box-border pk:inline-flex pk:w-fit pk:max-w-full pk:shrink-0 pk:items-center pk:gap-1 pk:rounded-md pk:border pk:border-solid pk:px-2 pk:py-0.5 pk:font-sans pk:text-xs pk:font-medium pk:whitespace-nowrap pk:[&>svg]:size-3 pk:[&>svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "pk:border-transparent pk:bg-primary pk:text-primary-foreground",
        secondary: "pk:border-transparent pk:bg-secondary pk:text-secondary-foreground",
        destructive: "pk:border-transparent pk:bg-destructive pk:text-destructive-foreground",
        outline: "pk:border-border pk:bg-transparent pk:text-foreground",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/**
 * A short status or count next to other content. Its text is read as it is, so write it to
 * make sense on its own ("3 unread", not "3").
 *
 * @example
 * <Badge variant="secondary">Draft</Badge>
 */
function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
export type { BadgeProps };
