import { useDirection } from "@radix-ui/react-direction";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";

// The styled parts of one toast. Most apps only need <Toaster /> and toast(); these are for
// rendering toasts from your own state.

/**
 * Holds the toasts' state. Toasts are swiped away towards the edge they sit at: right, or left
 * in a right-to-left page (the direction is `MessagesProvider`'s `dir`); `swipeDirection` overrides.
 */
function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  const t = useCatalogue(coreEn);
  const direction = useDirection();
  return (
    <ToastPrimitive.Provider
      swipeDirection={direction === "rtl" ? "left" : "right"}
      label={t("toast.label")}
      {...props}
    />
  );
}

/**
 * The landmark the toasts appear in, at the bottom right (bottom left in a right-to-left page);
 * F8 moves focus there. An app with a bar along the bottom (a phone's tab bar) lifts it above the
 * bar with `--pk-toast-offset-bottom`.
 */
function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useCatalogue(coreEn);
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      // Radix fills in {hotkey}; the catalogue keeps the placeholder.
      label={t("toast.region")}
      className={cn(
        // An <ol>: no preflight, so margin, padding and bullets are reset here.
        "pk:fixed pk:inset-e-0 pk:bottom-(--pk-toast-offset-bottom,0px) pk:z-[100] pk:m-0 pk:box-border pk:flex pk:max-h-dvh pk:w-full pk:max-w-[420px] pk:list-none pk:flex-col pk:gap-2 pk:p-4 pk:outline-none",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "pk:pointer-events-auto pk:relative pk:box-border pk:flex pk:w-full pk:items-center pk:justify-between pk:gap-3 pk:overflow-hidden pk:rounded-md pk:border pk:border-solid pk:p-4 pk:pe-10 pk:font-sans pk:text-sm pk:shadow-lg pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:data-[state=open]:animate-slide-in-from-right pk:rtl:data-[state=open]:animate-slide-in-from-left pk:not-data-[swipe=end]:data-[state=closed]:animate-overlay-out pk:data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) pk:data-[swipe=cancel]:translate-x-0 pk:data-[swipe=cancel]:transition-[translate] pk:data-[swipe=end]:animate-swipe-out pk:rtl:data-[swipe=end]:animate-swipe-out-left",
  {
    variants: {
      variant: {
        default: "pk:border-border pk:bg-background pk:text-foreground",
        destructive: "pk:border-destructive pk:bg-destructive pk:text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/** One toast. Controlled with `open` / `onOpenChange`, or uncontrolled with `defaultOpen`. */
function ToastRoot({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title data-slot="toast-title" className={cn("pk:font-semibold", className)} {...props} />
  );
}

function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("pk:opacity-90", className)}
      {...props}
    />
  );
}

/** A button that does something and closes the toast; `altText` tells screen readers how else to do it. */
function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "pk:inline-flex pk:h-8 pk:shrink-0 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-md pk:border pk:border-solid pk:border-current/30 pk:bg-transparent pk:px-3 pk:font-sans pk:text-sm pk:font-medium pk:text-current pk:transition-colors pk:outline-none pk:hover:bg-current/10 pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useCatalogue(coreEn);
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={t("toast.close")}
      className={cn(
        "pk:absolute pk:top-2 pk:inset-e-2 pk:inline-flex pk:size-6 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-sm pk:border-0 pk:bg-transparent pk:p-0 pk:text-current pk:opacity-70 pk:outline-none pk:hover:opacity-100 pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden className="pk:size-4" />
    </ToastPrimitive.Close>
  );
}

/** `<Toast>` is one toast; its parts are also reachable as `Toast.Title`, `Toast.Action`, … */
const Toast = Object.assign(ToastRoot, {
  Root: ToastRoot,
  Provider: ToastProvider,
  Viewport: ToastViewport,
  Title: ToastTitle,
  Description: ToastDescription,
  Action: ToastAction,
  Close: ToastClose,
});

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  toastVariants,
  ToastViewport,
};
export type { ToastProps };
