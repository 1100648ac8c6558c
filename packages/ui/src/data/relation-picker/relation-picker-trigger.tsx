import { ChevronsUpDownIcon } from "../../lib/icons";
import type * as React from "react";

import { composeRefs } from "../../lib/compose-refs";
import { useRelationPickerContext } from "./relation-picker-context";

type RelationPickerTriggerProps = {
  id?: string;
  ref?: React.Ref<HTMLButtonElement>;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/** The button that shows the choice and opens the list. */
function RelationPickerTrigger({
  id: triggerId,
  ref: triggerRef,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
}: RelationPickerTriggerProps) {
  const { value, open, setOpen, panelId, buttonRef, disabled, required, triggerText } =
    useRelationPickerContext("RelationPicker.Trigger");
  return (
    <button
      type="button"
      role="combobox"
      id={triggerId}
      ref={composeRefs(buttonRef, triggerRef)}
      data-slot="relation-picker-trigger"
      data-state={open ? "open" : "closed"}
      data-placeholder={value.length === 0 ? "" : undefined}
      disabled={disabled}
      onClick={() => setOpen(!open)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className="pk:box-border pk:m-0 pk:flex pk:h-9 pk:w-full pk:min-w-0 pk:cursor-pointer pk:items-center pk:justify-between pk:gap-2 pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-3 pk:py-1 pk:text-start pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[placeholder]:text-muted-foreground pk:aria-invalid:border-destructive"
    >
      <span className="pk:truncate">{triggerText}</span>
      <ChevronsUpDownIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:opacity-60" />
    </button>
  );
}

export { RelationPickerTrigger };
export type { RelationPickerTriggerProps };
