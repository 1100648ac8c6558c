import type * as React from "react";

import { cn } from "../lib/cn";

// No preflight reset runs, so the box model, border, background, font and margin a browser gives
// a <textarea> are set here. It grows with its content (`field-sizing`) where the browser can.
const textareaClassName =
  "pk:box-border pk:m-0 pk:flex pk:min-h-16 pk:w-full pk:min-w-0 pk:resize-y pk:field-sizing-content pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-3 pk:py-2 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm pk:transition-colors pk:outline-none pk:placeholder:text-muted-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive";

type TextareaProps = React.ComponentProps<"textarea">;

/**
 * A multi-line text input. Put it in a `Field` to tie a label, a hint and an error to it.
 *
 * @example
 * <Textarea name="description" rows={4} />
 */
function Textarea({ className, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" className={cn(textareaClassName, className)} {...props} />;
}

export { Textarea };
export type { TextareaProps };
