import type { RelationFieldSchema } from "@pocketkit/client";
import { useState } from "react";

import { useRecordFormContext, type RecordFormContextValue } from "../record-form-context";
import { recordLabel } from "../../record-label";
import { toNames, type RecordData } from "../record-form-model";
import { RelationPicker } from "../../relation-picker/relation-picker";
import { RelationPickerView, type RelationPickerViewProps } from "../../relation-picker/relation-picker-view";
import type { RecordFieldInputProps } from "./types";

function pickerProps(
  props: RecordFieldInputProps,
  context: RecordFormContextValue,
): Omit<RelationPickerViewProps, "options" | "search" | "onSearchChange"> {
  const field = props.field as RelationFieldSchema;
  return {
    value: toNames(props.value),
    onValueChange: (ids) => props.onChange(ids),
    known: expanded(props.record, field.name),
    maxSelect: Math.max(field.maxSelect ?? 0, 1),
    label: props.label,
    getLabel: context.recordLabel ? (record) => context.recordLabel!(record, field) : undefined,
    triggerId: props.id,
    triggerRef: props.inputRef,
    onBlur: props.onBlur,
    "aria-describedby": props.describedBy,
    "aria-invalid": props.invalid,
    required: props.required,
    disabled: props.disabled || props.readOnly,
  };
}

/**
 * A relation in RecordFormView: chooses from the records given in its `relationOptions` for the
 * field, searched here by their readable names.
 */
function RelationFieldInput(props: RecordFieldInputProps) {
  const context = useRecordFormContext("RelationFieldInput");
  const [search, setSearch] = useState("");
  const base = pickerProps(props, context);
  const getLabel = base.getLabel ?? recordLabel;
  const all = context.relationOptions?.[props.field.name] ?? [];
  const needle = search.trim().toLowerCase();
  const options = needle
    ? all.filter((record) => getLabel(record).toLowerCase().includes(needle) || record.id === search.trim())
    : all;
  return (
    <RelationPickerView
      {...base}
      known={[...base.known!, ...all]}
      options={options}
      search={search}
      onSearchChange={setSearch}
    />
  );
}

/** A relation in RecordForm: searches the related collection in PocketBase. */
function ConnectedRelationFieldInput(props: RecordFieldInputProps) {
  const context = useRecordFormContext("ConnectedRelationFieldInput");
  const field = props.field as RelationFieldSchema;
  return <RelationPicker collection={field.collectionId} {...pickerProps(props, context)} />;
}

function expanded(record: RecordData | undefined, name: string): RecordData[] {
  const value = record?.expand?.[name];
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is RecordData => typeof item === "object" && item !== null && "id" in item);
}

export { ConnectedRelationFieldInput, pickerProps, RelationFieldInput };
