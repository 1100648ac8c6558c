import type * as React from "react";

import { cn } from "../lib/cn";

type SkeletonProps = React.ComponentProps<"div">;

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology:
 * mark the region that is loading `aria-busy` and give it a name instead. It pulses unless the
 * user prefers reduced motion.
 *
 * @example
 * <div aria-busy="true" aria-label="Loading posts">
 *   <Skeleton style={{ height: 16, width: 192 }} />
 * </div>
 */
function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("pk:animate-pulse pk:rounded-md pk:bg-muted pk:motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
export type { SkeletonProps };
