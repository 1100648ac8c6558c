import * as SelectPrimitive from "@radix-ui/react-select";
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";

type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root>;

/**
 * A list to choose one value from (Radix Select): opens with Enter, Space or the arrow keys,
 * moves with the arrows and by typing, chooses with Enter, closes with Escape.
 *
 * @example
 * <Select name="role" defaultValue="editor">
 *   <SelectTrigger aria-label="Role"><SelectValue /></SelectTrigger>
 *   <SelectContent>
 *     <SelectItem value="viewer">Viewer</SelectItem>
 *     <SelectItem value="editor">Editor</SelectItem>
 *   </SelectContent>
 * </Select>
 */
function Select(props: SelectProps) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group>;

function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

type SelectValueProps = React.ComponentProps<typeof SelectPrimitive.Value>;

/** The chosen item's text, or the placeholder ("Choose…" from the catalogue by default). */
function SelectValue({ placeholder, ...props }: SelectValueProps) {
  const t = useCatalogue(coreEn);
  return (
    <SelectPrimitive.Value
      data-slot="select-value"
      placeholder={placeholder ?? t("select.placeholder")}
      {...props}
    />
  );
}

type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger>;

// No preflight reset runs: the trigger is a <button>, so border, background, font and box model
// are set here.
const triggerClassName =
  "pk:box-border pk:m-0 pk:flex pk:h-9 pk:w-full pk:min-w-0 pk:cursor-pointer pk:items-center pk:justify-between pk:gap-2 pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-3 pk:py-1 pk:text-start pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm pk:transition-colors pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[placeholder]:text-muted-foreground pk:aria-invalid:border-destructive pk:aria-invalid:focus-visible:ring-destructive";

/** The button that shows the value and opens the list. Give it a label (`FieldControl`, `aria-label`). */
function SelectTrigger({ className, children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(triggerClassName, className)}
      {...props}
    >
      <span data-slot="select-trigger-text" className="pk:truncate">
        {children}
      </span>
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content>;

/**
 * The list, in a portal. By default it opens below the trigger and as wide as it; pass
 * `position="item-aligned"` to open it over the trigger, aligned to the chosen item, as macOS does.
 */
function SelectContent({ className, children, position = "popper", ...props }: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === "popper" ? 4 : undefined}
        className={cn(
          "pk:relative pk:z-50 pk:box-border pk:max-h-(--radix-select-content-available-height) pk:min-w-32 pk:overflow-hidden pk:rounded-md pk:border pk:border-solid pk:border-border pk:bg-background pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm",
          position === "popper" && "pk:w-(--radix-select-trigger-width)",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          data-slot="select-scroll-up-button"
          className="pk:flex pk:cursor-default pk:items-center pk:justify-center pk:py-1"
        >
          <ChevronUpIcon aria-hidden className="pk:size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport data-slot="select-viewport" className="pk:p-1">
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          data-slot="select-scroll-down-button"
          className="pk:flex pk:cursor-default pk:items-center pk:justify-center pk:py-1"
        >
          <ChevronDownIcon aria-hidden className="pk:size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

type SelectLabelProps = React.ComponentProps<typeof SelectPrimitive.Label>;

/** A group's heading inside the list. */
function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("pk:px-2 pk:py-1.5 pk:text-xs pk:font-medium pk:text-muted-foreground", className)}
      {...props}
    />
  );
}

type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item>;

/** One choice. The highlighted item is `data-highlighted`, the chosen one `data-state="checked"`. */
function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "pk:relative pk:box-border pk:flex pk:w-full pk:cursor-default pk:items-center pk:gap-2 pk:rounded-sm pk:py-1.5 pk:pe-8 pk:ps-2 pk:outline-none pk:select-none pk:data-[highlighted]:bg-muted pk:data-[disabled]:pointer-events-none pk:data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="pk:absolute pk:inset-e-2 pk:flex pk:size-4 pk:items-center pk:justify-center">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <CheckIcon aria-hidden className="pk:size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

type SelectSeparatorProps = React.ComponentProps<typeof SelectPrimitive.Separator>;

function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("pk:-mx-1 pk:my-1 pk:h-px pk:bg-border", className)}
      {...props}
    />
  );
}

export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
export type {
  SelectContentProps,
  SelectGroupProps,
  SelectItemProps,
  SelectLabelProps,
  SelectProps,
  SelectSeparatorProps,
  SelectTriggerProps,
  SelectValueProps,
};
