import * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { useControllableState } from "../../lib/use-controllable-state";
import { recordLabel } from "../record-label";
import type { RecordData } from "../record-form/record-form-model";
import { panelSide, type PanelSide } from "./relation-picker-panel";

/** What a RelationPicker is given: the chosen ids, the search and its results. */
export interface RelationPickerOptions {
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
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
}

/** What the parts of a RelationPicker share: the options, the open list's state, and the actions on it. */
export type RelationPickerState = ReturnType<typeof useRelationPickerState>;

/**
 * The open list (controlled or not, opening on the side with room), the active result, and the
 * records chosen from earlier searches, so that their names stay once the search changes.
 */
export function useRelationPickerState({
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
  required = false,
  disabled = false,
}: RelationPickerOptions) {
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

  return {
    value,
    onValueChange,
    options,
    search,
    onSearchChange,
    maxSelect,
    label,
    getLabel,
    required,
    disabled,
    listId,
    panelId,
    rootRef,
    buttonRef,
    searchRef,
    open,
    setOpen,
    close,
    side,
    active,
    setActiveIndex,
    multiple,
    full,
    nameOf,
    choose,
    onSearchKeyDown,
    triggerText,
    status,
  };
}
