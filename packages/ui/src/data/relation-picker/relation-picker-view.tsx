import { DismissableLayer } from "@radix-ui/react-dismissable-layer";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "../../lib/icons";
import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Input } from "../../primitives/input";
import { recordLabel } from "../record-label";
import type { RecordData } from "../record-form/record-form-model";
import { composeRefs } from "../../lib/compose-refs";
import { panelSide, type PanelSide } from "./relation-picker-panel";

type RelationPickerViewProps = Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> & {
  /** The chosen ids, in order. */
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
  /** The records the search found, to choose from. */
  options: readonly RecordData[];
  /** Records already known, to show chosen ids by name (e.g. the record's `expand`). @default [] */
  known?: readonly RecordData[];
  /** The search text. */
  search: string;
  onSearchChange: (search: string) => void;
  /** How many may be chosen; 1 closes the list on a choice. @default 1 */
  maxSelect?: number;
  /** The field's name, for the list and the search box ("Search Album"). */
  label: string;
  /** A record's readable name. @default `recordLabel` */
  getLabel?: (record: RecordData) => string;
  /** The search is running. @default false */
  loading?: boolean;
  /** The search failed. @default false */
  error?: boolean;
  /** Whether the list is open (controlled); with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger's id, for a label's `htmlFor`. */
  triggerId?: string;
  triggerRef?: React.Ref<HTMLButtonElement>;
  onBlur?: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
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
  known = [],
  search,
  onSearchChange,
  maxSelect = 1,
  label,
  getLabel = recordLabel,
  loading = false,
  error = false,
  open: openProp,
  onOpenChange,
  triggerId,
  triggerRef,
  onBlur,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  required = false,
  disabled = false,
  className,
  ...props
}: RelationPickerViewProps) {
  const t = useCatalogue(tableAndFormEn);
  const baseId = React.useId();
  const listId = `${baseId}list`;
  const panelId = `${baseId}panel`;
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const searchRef = React.useRef<HTMLInputElement>(null);
  const [open, setOpenValue] = useControllableState({
    value: openProp,
    defaultValue: false,
    onChange: onOpenChange,
    caller: "RelationPickerView",
    prop: "open",
  });
  const [side, setSide] = React.useState<PanelSide>("bottom");
  const setOpen = (next: boolean) => {
    if (next && rootRef.current) setSide(panelSide(rootRef.current));
    setOpenValue(next);
  };
  /** Closes the list; focus goes back to the button unless it went elsewhere (a click outside). */
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const [activeIndex, setActiveIndex] = React.useState(0);
  // Records chosen from the results, so that their names stay once the search changes.
  const [picked, setPicked] = React.useState<ReadonlyMap<string, RecordData>>(new Map());
  const multiple = maxSelect > 1;
  const full = multiple && value.length >= maxSelect;
  const active = Math.min(activeIndex, options.length - 1);
  React.useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const nameOf = (id: string) => {
    const record = known.find((candidate) => candidate.id === id) ?? picked.get(id);
    return record ? getLabel(record) : id;
  };

  function choose(record: RecordData) {
    setPicked((current) => new Map(current).set(record.id, record));
    if (!multiple) {
      onValueChange([record.id]);
      close(true);
      return;
    }
    if (value.includes(record.id)) onValueChange(value.filter((id) => id !== record.id));
    else if (!full) onValueChange([...value, record.id]);
  }

  function onSearchKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex(Math.min(Math.max(active + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === "Enter") {
      // Enter chooses; it never submits the form around the picker.
      event.preventDefault();
      const record = options[active];
      if (record) choose(record);
    }
  }

  const triggerText = multiple
    ? value.length > 0
      ? t("data.form.relation.selectedCount", { count: value.length })
      : t("data.form.relation.placeholder")
    : value[0]
      ? nameOf(value[0])
      : t("data.form.relation.placeholder");
  const status = error
    ? t("data.form.relation.loadError")
    : loading
      ? t("data.form.relation.searching")
      : options.length === 0
        ? t("data.form.relation.empty")
        : "";

  return (
    <div data-slot="relation-picker" className={cn("pk:grid pk:gap-2", className)} {...props}>
      <div className="pk:flex pk:items-center pk:gap-2">
        <div
          ref={rootRef}
          className="pk:relative pk:min-w-0 pk:flex-1"
          // The field counts as left once focus is outside the button and the open list alike;
          // focus moving elsewhere on the page (Tab) closes the list.
          onBlur={(event) => {
            if (rootRef.current?.contains(event.relatedTarget)) return;
            if (open && event.relatedTarget) close(false);
            onBlur?.();
          }}
        >
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
            className="pk:box-border pk:m-0 pk:flex pk:h-9 pk:w-full pk:min-w-0 pk:cursor-pointer pk:items-center pk:justify-between pk:gap-2 pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-3 pk:py-1 pk:text-left pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:focus-visible:ring-offset-2 pk:focus-visible:ring-offset-background pk:disabled:cursor-not-allowed pk:disabled:opacity-50 pk:data-[placeholder]:text-muted-foreground pk:aria-invalid:border-destructive"
          >
            <span className="pk:truncate">{triggerText}</span>
            <ChevronsUpDownIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:opacity-60" />
          </button>
          {open ? (
            // In the page's flow below (or above) the button, not in a portal: no positioning
            // library, and a dialog around the form keeps it as its own. Radix's layer stack
            // gives Escape to the list before a dialog around it.
            <DismissableLayer
              onEscapeKeyDown={(event) => {
                event.preventDefault();
                close(true);
              }}
              // The button toggles the list itself; leaving by keyboard is the root's onBlur.
              onPointerDownOutside={(event) => {
                if (rootRef.current?.contains(event.target as Node)) event.preventDefault();
              }}
              onFocusOutside={(event) => event.preventDefault()}
              onDismiss={() => close(false)}
              id={panelId}
              role="dialog"
              aria-label={label}
              data-slot="relation-picker-content"
              data-side={side}
              // A press on the list's padding or scrollbar keeps focus inside, so the list stays.
              tabIndex={-1}
              className="pk:absolute pk:left-0 pk:z-50 pk:box-border pk:grid pk:w-full pk:min-w-64 pk:gap-1 pk:rounded-md pk:border pk:border-solid pk:border-border pk:bg-background pk:p-1 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-md pk:outline-none pk:animate-pop-in pk:data-[side=bottom]:top-full pk:data-[side=bottom]:mt-1 pk:data-[side=top]:bottom-full pk:data-[side=top]:mb-1"
            >
              <Input
                ref={searchRef}
                role="combobox"
                aria-label={t("data.form.relation.search", { label })}
                placeholder={t("data.form.relation.search", { label })}
                aria-expanded
                aria-autocomplete="list"
                aria-controls={options.length > 0 ? listId : undefined}
                aria-activedescendant={options.length > 0 ? `${listId}-${active}` : undefined}
                autoComplete="off"
                value={search}
                onChange={(event) => {
                  setActiveIndex(0);
                  onSearchChange(event.target.value);
                }}
                onKeyDown={onSearchKeyDown}
              />
              {options.length > 0 ? (
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={label}
                  aria-multiselectable={multiple || undefined}
                  className="pk:m-0 pk:max-h-64 pk:list-none pk:overflow-y-auto pk:p-0"
                >
                  {options.map((record, index) => {
                    const selected = value.includes(record.id);
                    const unavailable = full && !selected;
                    return (
                      <li
                        key={record.id}
                        id={`${listId}-${index}`}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={unavailable || undefined}
                        data-active={index === active ? "" : undefined}
                        // Keeps focus in the search box, where the keyboard works.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => setActiveIndex(index)}
                        onClick={() => choose(record)}
                        className="pk:flex pk:cursor-default pk:items-center pk:gap-2 pk:rounded-sm pk:px-2 pk:py-1.5 pk:select-none pk:data-[active]:bg-muted pk:aria-disabled:opacity-50"
                      >
                        <CheckIcon
                          aria-hidden
                          className={cn(
                            "pk:size-4 pk:shrink-0",
                            selected ? "pk:opacity-100" : "pk:opacity-0",
                          )}
                        />
                        <span className="pk:min-w-0 pk:break-words">{getLabel(record)}</span>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              <p role="status" className="pk:m-0 pk:px-2 pk:py-1 pk:text-muted-foreground pk:empty:hidden">
                {status || (full ? t("data.form.relation.limit", { count: maxSelect }) : "")}
              </p>
            </DismissableLayer>
          ) : null}
        </div>
        {!multiple && value[0] && !required && !disabled ? (
          <ClearButton name={nameOf(value[0])} onClick={() => onValueChange([])} />
        ) : null}
      </div>
      {multiple && value.length > 0 ? (
        <ul
          data-slot="relation-picker-chosen"
          className="pk:m-0 pk:flex pk:list-none pk:flex-wrap pk:gap-2 pk:p-0"
        >
          {value.map((id) => (
            <li
              key={id}
              className="pk:inline-flex pk:max-w-full pk:items-center pk:gap-1 pk:rounded-md pk:bg-secondary pk:py-0.5 pk:pr-0.5 pk:pl-2 pk:text-xs pk:font-medium pk:text-secondary-foreground"
            >
              <span className="pk:truncate">{nameOf(id)}</span>
              {disabled ? null : (
                <ClearButton
                  name={nameOf(id)}
                  onClick={() => onValueChange(value.filter((item) => item !== id))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ClearButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useCatalogue(tableAndFormEn);
  return (
    <button
      type="button"
      aria-label={t("data.form.relation.remove", { name })}
      onClick={onClick}
      className="pk:inline-flex pk:size-6 pk:shrink-0 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-sm pk:border-0 pk:bg-transparent pk:p-0 pk:text-current pk:outline-none pk:hover:bg-muted pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
    >
      <XIcon aria-hidden className="pk:size-3.5" />
    </button>
  );
}

export { RelationPickerView };
export type { RelationPickerViewProps };
