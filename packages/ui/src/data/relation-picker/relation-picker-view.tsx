import * as React from "react";

import { cn } from "../../lib/cn";
import { RelationPickerChosen, RelationPickerClear } from "./relation-picker-chosen";
import { RelationPickerContent } from "./relation-picker-content";
import { RelationPickerContext } from "./relation-picker-context";
import { RelationPickerTrigger } from "./relation-picker-trigger";
import { useRelationPickerState, type RelationPickerOptions } from "./use-relation-picker-state";

type RelationPickerViewProps = Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> &
  RelationPickerOptions & {
    /** The trigger's id, for a label's `htmlFor`. */
    triggerId?: string;
    triggerRef?: React.Ref<HTMLButtonElement>;
    onBlur?: () => void;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  };

/**
 * Chooses records of another collection: a button opens a list with a search box right below it;
 * arrow keys move through the results, Enter chooses, Escape (or a click elsewhere) closes. One
 * record (the list closes on a choice) or several (up to `maxSelect`, each shown with a remove
 * button). Pure: give it the search results; `RelationPicker` searches PocketBase itself.
 */
function RelationPickerView({
  value,
  onValueChange,
  options,
  known,
  search,
  onSearchChange,
  maxSelect,
  label,
  getLabel,
  loading,
  error,
  open,
  onOpenChange,
  triggerId,
  triggerRef,
  onBlur,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  required,
  disabled,
  className,
  ...props
}: RelationPickerViewProps) {
  const state = useRelationPickerState({
    value,
    onValueChange,
    options,
    known,
    search,
    onSearchChange,
    maxSelect,
    label,
    getLabel,
    loading,
    error,
    open,
    onOpenChange,
    required,
    disabled,
  });
  const { rootRef, close } = state;
  return (
    <RelationPickerContext.Provider value={state}>
      <div data-slot="relation-picker" className={cn("pk:grid pk:gap-2", className)} {...props}>
        <div className="pk:flex pk:items-center pk:gap-2">
          <div
            ref={rootRef}
            className="pk:relative pk:min-w-0 pk:flex-1"
            // The field counts as left once focus is outside the button and the open list alike;
            // focus moving elsewhere on the page (Tab) closes the list.
            onBlur={(event) => {
              if (rootRef.current?.contains(event.relatedTarget)) return;
              if (state.open && event.relatedTarget) close(false);
              onBlur?.();
            }}
          >
            <RelationPickerTrigger
              id={triggerId}
              ref={triggerRef}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
            <RelationPickerContent />
          </div>
          <RelationPickerClear />
        </div>
        <RelationPickerChosen />
      </div>
    </RelationPickerContext.Provider>
  );
}

export { RelationPickerView };
export type { RelationPickerViewProps };
