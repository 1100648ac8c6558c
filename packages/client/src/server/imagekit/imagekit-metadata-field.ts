import type { ImageKit } from "@imagekit/nodejs";

type CreateParams = ImageKit.CustomMetadataFieldCreateParams;

/** A user's own metadata field, as the Gallery keeps it (`metadata_fields`). */
export interface CustomFieldDefinition {
  /** The field's record id. */
  id: string;
  /** What the user named it, e.g. "Mood". */
  name: string;
  type: "text" | "number" | "date" | "bool" | "select";
  /** A select's choices. */
  options?: readonly string[] | null;
}

const IMAGEKIT_TYPES = {
  text: "Text",
  number: "Number",
  date: "Date",
  bool: "Boolean",
  select: "SingleSelect",
} as const satisfies Record<CustomFieldDefinition["type"], CreateParams["schema"]["type"]>;

/**
 * The ImageKit custom metadata field that mirrors a user's field. ImageKit's fields belong to the
 * whole account, not to a user: its `name` must be unique among all fields ever made (deleted
 * ones too) and its `label` among the living, so both carry the field's record id.
 *
 * @example
 * imageKitMetadataField({ id: "f1a2b3c4d5e6f7g", name: "Mood", type: "select", options: ["calm", "busy"] })
 * // { name: "pocketkit_f1a2b3c4d5e6f7g", label: "Mood (f1a2b3c4d5e6f7g)",
 * //   schema: { type: "SingleSelect", selectOptions: ["calm", "busy"] } }
 */
export function imageKitMetadataField(field: CustomFieldDefinition): CreateParams {
  const type = IMAGEKIT_TYPES[field.type];
  return {
    name: imageKitMetadataFieldName(field.id),
    label: `${field.name} (${field.id})`,
    schema: type === "SingleSelect" ? { type, selectOptions: [...(field.options ?? [])] } : { type },
  };
}

/** The key of a user's field in a file's `customMetadata`. */
export function imageKitMetadataFieldName(fieldId: string): string {
  return `pocketkit_${fieldId}`;
}
