import type { MetadataFieldsRecord } from "../pocketbase-types";

/** The kinds of custom field, as `metadata_fields.type` stores them. */
export type CustomFieldType = Exclude<MetadataFieldsRecord["type"], "">;

/** Each kind in the words a person uses, in the order Settings offers them. */
export const CUSTOM_FIELD_TYPES: readonly { type: CustomFieldType; label: string }[] = [
  { type: "text", label: "Text" },
  { type: "number", label: "Number" },
  { type: "date", label: "Date" },
  { type: "bool", label: "Yes / No" },
  { type: "select", label: "List of choices" },
];

/** "List of choices" for `select`; a kind this version does not know is said as "Text", as the editor shows it. */
export function customFieldTypeLabel(type: MetadataFieldsRecord["type"]): string {
  return CUSTOM_FIELD_TYPES.find((entry) => entry.type === type)?.label ?? "Text";
}

export function isCustomFieldType(value: string): value is CustomFieldType {
  return CUSTOM_FIELD_TYPES.some((entry) => entry.type === value);
}

/** A list's choices, as its `options` JSON holds them; anything there that is not text is left out. */
export function customFieldChoices(field: Pick<MetadataFieldsRecord, "options">): string[] {
  return Array.isArray(field.options)
    ? field.options.filter((option): option is string => typeof option === "string")
    : [];
}
