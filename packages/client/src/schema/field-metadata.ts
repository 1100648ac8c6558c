import { DEFAULT_FILE_MAX_SIZE } from "./file-checks";
import type { CollectionSchema, FieldSchema, FieldType } from "./types";

/** What a form or a table needs to know about a field to show and edit it. */
export interface FieldMetadata {
  name: string;
  type: FieldType;
  /** A readable label from the name: `createdAt` → "Created at", `alt_text` → "Alt text". */
  label: string;
  required: boolean;
  /** Holds a list (multi select, multi relation, several files). */
  multiple: boolean;
  /** Set by the server only (autodate, generated id): shown, never edited. */
  readOnly: boolean;
  /** Kept from API responses for non-superusers. */
  hidden: boolean;
  /** Used as the record's readable name where it is referenced. */
  presentable: boolean;
  help?: string;
  /** text, password, editor: the longest value (characters; bytes for editor). */
  maxLength?: number;
  minLength?: number;
  /** number and date bounds. */
  min?: number | string;
  max?: number | string;
  /** number: 1 when only whole numbers are allowed. */
  step?: number;
  /** select: the choices. */
  options?: string[];
  /** file: the `accept` attribute, the size limit per file, the thumb sizes, protected or not. */
  accept?: string;
  maxSize?: number;
  maxFiles?: number;
  thumbs?: string[];
  protected?: boolean;
  /** relation: the collection it points to. */
  collectionId?: string;
}

/** Field metadata for a whole collection, in the collection's order. */
export function describeFields(collection: CollectionSchema): FieldMetadata[] {
  return collection.fields.filter((field) => field.name !== "tokenKey").map(describeField);
}

export function describeField(field: FieldSchema): FieldMetadata {
  const base: FieldMetadata = {
    name: field.name,
    type: field.type,
    label: labelFor(field.name),
    required: Boolean(field.required),
    multiple: false,
    readOnly: field.type === "autodate" || (field.type === "text" && Boolean(field.primaryKey)),
    hidden: Boolean(field.hidden),
    presentable: Boolean(field.presentable),
    ...(field.help ? { help: field.help } : {}),
  };
  switch (field.type) {
    case "text":
    case "password":
      return {
        ...base,
        maxLength: field.max || (field.type === "text" ? 5000 : 71),
        ...(field.min ? { minLength: field.min } : {}),
      };
    case "editor":
      return { ...base, maxLength: field.maxSize || 5 * 1024 * 1024 };
    case "number":
      return {
        ...base,
        ...(field.min != null ? { min: field.min } : {}),
        ...(field.max != null ? { max: field.max } : {}),
        ...(field.onlyInt ? { step: 1 } : {}),
      };
    case "date":
      return { ...base, ...(field.min ? { min: field.min } : {}), ...(field.max ? { max: field.max } : {}) };
    case "select":
      return { ...base, options: field.values, multiple: (field.maxSelect ?? 0) > 1 };
    case "relation":
      return { ...base, collectionId: field.collectionId, multiple: (field.maxSelect ?? 0) > 1 };
    case "file":
      return {
        ...base,
        multiple: (field.maxSelect ?? 0) > 1,
        maxFiles: Math.max(field.maxSelect ?? 0, 1),
        maxSize: field.maxSize || DEFAULT_FILE_MAX_SIZE,
        thumbs: field.thumbs ?? [],
        protected: Boolean(field.protected),
        ...(field.mimeTypes && field.mimeTypes.length > 0 ? { accept: field.mimeTypes.join(",") } : {}),
      };
    default:
      return base;
  }
}

function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
