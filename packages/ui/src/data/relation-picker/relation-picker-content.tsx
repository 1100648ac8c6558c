import { DismissableLayer } from "@radix-ui/react-dismissable-layer";
import { CheckIcon } from "../../lib/icons";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { Input } from "../../primitives/input";
import { useRelationPickerContext } from "./relation-picker-context";

/** The open list: a search box, the results to choose from, and what the search says. */
function RelationPickerContent() {
  const t = useCatalogue(tableAndFormEn);
  const {
    value,
    options,
    search,
    onSearchChange,
    maxSelect,
    label,
    getLabel,
    listId,
    panelId,
    rootRef,
    searchRef,
    open,
    close,
    side,
    active,
    setActiveIndex,
    multiple,
    full,
    choose,
    onSearchKeyDown,
    status,
  } = useRelationPickerContext("RelationPicker.Content");
  if (!open) return null;
  return (
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
      className="pk:absolute pk:inset-s-0 pk:z-50 pk:box-border pk:grid pk:w-full pk:min-w-64 pk:gap-1 pk:rounded-md pk:border pk:border-solid pk:border-border pk:bg-background pk:p-1 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-md pk:outline-none pk:animate-pop-in pk:data-[side=bottom]:top-full pk:data-[side=bottom]:mt-1 pk:data-[side=top]:bottom-full pk:data-[side=top]:mb-1"
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
                  className={cn("pk:size-4 pk:shrink-0", selected ? "pk:opacity-100" : "pk:opacity-0")}
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
  );
}

export { RelationPickerContent };
