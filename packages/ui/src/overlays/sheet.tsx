import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";
import { closeButtonClassName, DialogOverlay } from "./dialog";
import { useReturnFocus } from "./use-return-focus";

const sheetVariants = cva(
  "pk:fixed pk:z-50 pk:box-border pk:flex pk:flex-col pk:gap-4 pk:overflow-y-auto pk:border-solid pk:border-border pk:bg-background pk:p-6 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-lg pk:outline-none",
  {
    variants: {
      side: {
        top: "pk:inset-x-0 pk:top-0 pk:max-h-[80dvh] pk:border-0 pk:border-b pk:data-[state=open]:animate-slide-in-from-top pk:data-[state=closed]:animate-slide-out-to-top",
        right:
          "pk:inset-y-0 pk:right-0 pk:w-3/4 pk:max-w-sm pk:border-0 pk:border-l pk:data-[state=open]:animate-slide-in-from-right pk:data-[state=closed]:animate-slide-out-to-right",
        bottom:
          "pk:inset-x-0 pk:bottom-0 pk:max-h-[80dvh] pk:border-0 pk:border-t pk:data-[state=open]:animate-slide-in-from-bottom pk:data-[state=closed]:animate-slide-out-to-bottom",
        left: "pk:inset-y-0 pk:left-0 pk:w-3/4 pk:max-w-sm pk:border-0 pk:border-r pk:data-[state=open]:animate-slide-in-from-left pk:data-[state=closed]:animate-slide-out-to-left",
        // The edge where lines begin and end: left and right in a left-to-right page, right and
        // left in a right-to-left one, sliding in from (and out to) that edge.
        start:
          "pk:inset-y-0 pk:inset-s-0 pk:w-3/4 pk:max-w-sm pk:border-0 pk:border-e pk:data-[state=open]:animate-slide-in-from-left pk:data-[state=closed]:animate-slide-out-to-left pk:rtl:data-[state=open]:animate-slide-in-from-right pk:rtl:data-[state=closed]:animate-slide-out-to-right",
        end: "pk:inset-y-0 pk:inset-e-0 pk:w-3/4 pk:max-w-sm pk:border-0 pk:border-s pk:data-[state=open]:animate-slide-in-from-right pk:data-[state=closed]:animate-slide-out-to-right pk:rtl:data-[state=open]:animate-slide-in-from-left pk:rtl:data-[state=closed]:animate-slide-out-to-left",
      },
    },
    defaultVariants: { side: "right" },
  },
);

type SheetProps = React.ComponentProps<typeof DialogPrimitive.Root>;

/**
 * A dialog that slides in from an edge of the screen, for navigation, filters or a record's
 * details. Behaves as `Dialog` does (focus trapped and returned, Escape closes, title required).
 * `side="start"` and `"end"` follow the writing direction (a navigation sheet on the start side
 * comes from the right in Arabic); `"left"` and `"right"` are the screen's edges in any language.
 *
 * @example
 * <Sheet>
 *   <SheetTrigger asChild><Button>Filters</Button></SheetTrigger>
 *   <SheetContent side="left">
 *     <SheetHeader><SheetTitle>Filters</SheetTitle></SheetHeader>
 *     …
 *   </SheetContent>
 * </Sheet>
 */
function SheetRoot(props: SheetProps) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Renders the ✕ button in the corner, labelled "Close panel" from the catalogue. @default true */
    showCloseButton?: boolean;
  };

function SheetContent({ className, children, side, showCloseButton = true, ...props }: SheetContentProps) {
  const t = useCatalogue(coreEn);
  const returnFocus = useReturnFocus(props);
  return (
    <DialogPrimitive.Portal data-slot="sheet-portal">
      <DialogOverlay data-slot="sheet-overlay" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetVariants({ side }), className)}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="sheet-close"
            aria-label={t("sheet.close")}
            className={closeButtonClassName}
          >
            <XIcon aria-hidden className="pk:size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-header"
      className={cn("pk:flex pk:flex-col pk:gap-1.5 pk:pe-8", className)}
      {...props}
    />
  );
}

function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("pk:mt-auto pk:flex pk:flex-col pk:gap-2", className)}
      {...props}
    />
  );
}

function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn("pk:m-0 pk:text-lg pk:leading-tight pk:font-semibold", className)}
      {...props}
    />
  );
}

function SheetDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn("pk:m-0 pk:text-sm pk:text-muted-foreground", className)}
      {...props}
    />
  );
}

/** `<Sheet>` is the root; its parts are also reachable as `Sheet.Content`, `Sheet.Title`, … */
const Sheet = Object.assign(SheetRoot, {
  Root: SheetRoot,
  Trigger: SheetTrigger,
  Content: SheetContent,
  Header: SheetHeader,
  Footer: SheetFooter,
  Title: SheetTitle,
  Description: SheetDescription,
  Close: SheetClose,
});

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
};
export type { SheetContentProps, SheetProps };
