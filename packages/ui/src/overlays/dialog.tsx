import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";
import { useReturnFocus } from "./use-return-focus";

type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>;

/**
 * A modal dialog: focus moves in on open, stays inside, and returns on close to what opened it
 * (the trigger, or the button that set `open`). Controlled with `open` / `onOpenChange`, or
 * uncontrolled with `defaultOpen`.
 *
 * Every dialog needs a `DialogTitle` (Radix warns in development when it is missing); hide it
 * visually with `className="pk:sr-only"` if the design has no heading.
 *
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>Edit profile</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogHeader>
 *       <DialogTitle>Edit profile</DialogTitle>
 *       <DialogDescription>Changes are saved when you press Save.</DialogDescription>
 *     </DialogHeader>
 *     …
 *   </DialogContent>
 * </Dialog>
 */
function DialogRoot(props: DialogProps) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "pk:fixed pk:inset-0 pk:z-50 pk:bg-background/80 pk:backdrop-blur-sm pk:data-[state=open]:animate-overlay-in pk:data-[state=closed]:animate-overlay-out",
        className,
      )}
      {...props}
    />
  );
}

// The close button of a dialog or sheet: an icon, so its name comes from the catalogue.
const closeButtonClassName =
  "pk:absolute pk:top-3 pk:inset-e-3 pk:inline-flex pk:size-8 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-sm pk:border-0 pk:bg-transparent pk:p-0 pk:text-muted-foreground pk:transition-colors pk:outline-none pk:hover:bg-muted pk:hover:text-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring";

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Renders the ✕ button in the corner, labelled "Close dialog" from the catalogue. @default true */
  showCloseButton?: boolean;
};

function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  const t = useCatalogue(coreEn);
  const returnFocus = useReturnFocus(props);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // Centred by margins rather than a translate, so the pop animation can own `transform`.
          "pk:fixed pk:inset-0 pk:z-50 pk:m-auto pk:box-border pk:flex pk:h-fit pk:max-h-[calc(100dvh-2rem)] pk:w-[calc(100%-2rem)] pk:max-w-lg pk:flex-col pk:gap-4 pk:overflow-y-auto pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-6 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-lg pk:outline-none pk:data-[state=open]:animate-pop-in pk:data-[state=closed]:animate-pop-out",
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={t("dialog.close")}
            className={closeButtonClassName}
          >
            <XIcon aria-hidden className="pk:size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("pk:flex pk:flex-col pk:gap-1.5 pk:pe-8", className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("pk:flex pk:flex-col-reverse pk:gap-2 pk:sm:flex-row pk:sm:justify-end", className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("pk:m-0 pk:text-lg pk:leading-tight pk:font-semibold", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("pk:m-0 pk:text-sm pk:text-muted-foreground", className)}
      {...props}
    />
  );
}

/** `<Dialog>` is the root; its parts are also reachable as `Dialog.Content`, `Dialog.Title`, … */
const Dialog = Object.assign(DialogRoot, {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Portal: DialogPortal,
  Overlay: DialogOverlay,
  Content: DialogContent,
  Header: DialogHeader,
  Footer: DialogFooter,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
});

export {
  closeButtonClassName,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
export type { DialogContentProps, DialogProps };
