import type { CollectionSchema } from "@pocketkit/client";
import { useList, usePocketkit } from "@pocketkit/hooks";
import * as React from "react";

import { useControllableState } from "../../lib/use-controllable-state";

import { recordLabel, searchFields, searchFilter } from "../record-label";
import type { RecordData } from "../record-form/record-form-model";
import { RelationPickerView, type RelationPickerViewProps } from "./relation-picker-view";

type RelationPickerProps = Omit<
  RelationPickerViewProps,
  "options" | "search" | "onSearchChange" | "loading" | "error"
> & {
  /** The collection to choose from, by name or id (a relation field's `collectionId`). */
  collection: string;
  /** How many results the list shows. @default 20 */
  perPage?: number;
  /** The collection's schema, for its readable fields. @default the one given to `createPocketkit({ schema })` */
  schema?: CollectionSchema;
};

// Keystrokes closer together than this make one search, not one request each.
const SEARCH_DELAY_MS = 250;

/**
 * RelationPickerView searching PocketBase: the open list shows the collection's records whose
 * text, email, url or editor fields or id contain the search text (`searchFilter`), sorted and
 * named by their readable fields (the presentable ones in the schema).
 *
 * @example
 * <RelationPicker collection="albums" label="Album" value={ids} onValueChange={setIds} />
 */
function RelationPicker({
  collection,
  perPage = 20,
  schema: schemaProp,
  getLabel,
  open,
  onOpenChange,
  ...props
}: RelationPickerProps) {
  const pocketkit = usePocketkit();
  const schema = schemaProp ?? pocketkit.collection(collection);
  const [search, setSearch] = React.useState("");
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
    caller: "RelationPicker",
    prop: "open",
  });
  const sortField = searchFields(schema)[0];
  const list = useList(schema?.name ?? collection, {
    filter: searchFilter(schema, query) || undefined,
    sort: sortField === "id" ? undefined : sortField,
    perPage,
    skipTotal: true,
    enabled: isOpen,
  });
  return (
    <RelationPickerView
      {...props}
      open={isOpen}
      onOpenChange={setOpen}
      options={(list.data?.items ?? []) as RecordData[]}
      search={search}
      onSearchChange={setSearch}
      loading={list.isFetching || search !== query}
      error={list.isError}
      getLabel={getLabel ?? ((record) => recordLabel(record, schema))}
    />
  );
}

function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export { RelationPicker };
export type { RelationPickerProps };
