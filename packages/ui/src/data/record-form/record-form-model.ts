import type { CollectionSchema, FieldSchema, FileFieldSchema } from "@pocketkit/client";

// What RecordForm does with values, kept out of React so that it can be tested alone: which
// fields a form shows, the form's value for each PocketBase value and back, what a save sends.

/** A record as PocketBase returns it (the SDK's `RecordModel` fits). */
export interface RecordData {
  id: string;
  collectionId?: string;
  collectionName?: string;
  /** Related records, by relation field, when the record was loaded with `expand`. */
  expand?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The form's values by field name, in the shapes the inputs edit (text for numbers and JSON…). */
export type RecordFormValues = Record<string, unknown>;

/** What a save sends: field values as PocketBase takes them, and the new files by field. */
export interface RecordFormSubmission {
  /**
   * Creating: every field of the form (and the `defaultValues` of fields it does not show).
   * Editing: only the fields that changed. A file field's value is the names of the files it
   * keeps (a name or `""` for a single-file field).
   */
  values: Record<string, unknown>;
  /** Files chosen in the form, by field; sent on top of the files kept. */
  files: Record<string, File[]>;
}

/** The auth collections' second password field, checked against `password`. */
export const PASSWORD_CONFIRM = "passwordConfirm";

/** A field's value in the form: names of stored files and new `File`s, in order. */
export type FileItem = string | File;

/** A geo point as its two inputs hold it. */
export interface GeoPointText {
  lat: string;
  lon: string;
}

export interface FormFieldsOptions {
  /** Field names to show, in this order. @default every field a person edits */
  fields?: readonly string[];
  isNew: boolean;
}

/**
 * The fields a form shows. By default every field but the token key, hidden fields (an auth
 * collection's password excepted) and, when creating, dates the server sets.
 */
export function formFields(
  collection: CollectionSchema,
  { fields, isNew }: FormFieldsOptions,
): FieldSchema[] {
  const shown = collection.fields.filter((field) => field.name !== "tokenKey");
  if (fields) {
    return fields.flatMap((name) => shown.filter((field) => field.name === name));
  }
  return shown.filter((field) => {
    if (field.hidden && field.type !== "password") return false;
    if (isNew && field.type === "autodate") return false;
    return true;
  });
}

/** Whether people type this field's value: the server sets autodates, and an id once it exists. */
export function isEditable(field: FieldSchema, isNew: boolean): boolean {
  if (field.type === "autodate") return false;
  if (field.type === "text" && field.primaryKey) return isNew;
  return true;
}

/** Whether an auth collection's form asks for the password twice. */
export function confirmsPassword(collection: CollectionSchema, field: FieldSchema): boolean {
  return collection.type === "auth" && field.type === "password" && field.name === "password";
}

export function isMultiple(field: FieldSchema): boolean {
  return (
    (field.type === "select" || field.type === "relation" || field.type === "file") &&
    (field.maxSelect ?? 0) > 1
  );
}

/**
 * The form's starting values: the record's (editing) or the given defaults (creating), for the
 * editable fields shown.
 */
export function initialFormValues(
  collection: CollectionSchema,
  fields: readonly FieldSchema[],
  source: Record<string, unknown> = {},
  isNew = true,
): RecordFormValues {
  const values: RecordFormValues = {};
  for (const field of fields) {
    if (!isEditable(field, isNew)) continue;
    // A password is never sent back by the server, and a new one is typed each time.
    values[field.name] = field.type === "password" ? "" : toFormValue(field, source[field.name]);
    if (confirmsPassword(collection, field)) values[PASSWORD_CONFIRM] = "";
  }
  return values;
}

/** A PocketBase value in the shape its input edits. */
export function toFormValue(field: FieldSchema, value: unknown): unknown {
  switch (field.type) {
    case "bool":
      return value === true || value === "true" || value === 1;
    case "number":
      return typeof value === "number" || (typeof value === "string" && value !== "") ? String(value) : "";
    case "date":
    case "autodate":
      return toDateTimeLocal(value);
    case "select":
      return isMultiple(field) ? toNames(value) : (toNames(value).at(-1) ?? "");
    case "relation":
    case "file":
      return toNames(value);
    case "json":
      return value === undefined || value === null ? "" : JSON.stringify(value, null, 2);
    case "geoPoint": {
      const point = (value ?? {}) as { lat?: unknown; lon?: unknown };
      const lat = typeof point.lat === "number" ? point.lat : 0;
      const lon = typeof point.lon === "number" ? point.lon : 0;
      // PocketBase keeps "no point" as 0, 0: shown as two empty inputs.
      return lat === 0 && lon === 0 ? { lat: "", lon: "" } : { lat: String(lat), lon: String(lon) };
    }
    default:
      return value === undefined || value === null ? "" : String(value);
  }
}

/** A form value as PocketBase takes it; `undefined` for JSON that does not parse. */
export function fromFormValue(field: FieldSchema, value: unknown): unknown {
  switch (field.type) {
    case "bool":
      return value === true;
    case "number": {
      const text = String(value ?? "").trim();
      return text === "" ? 0 : Number(text);
    }
    case "date":
      return fromDateTimeLocal(String(value ?? ""));
    case "select":
      return isMultiple(field) ? toNames(value) : String(value ?? "");
    case "relation": {
      const ids = toNames(value);
      return isMultiple(field) ? ids : (ids.at(-1) ?? "");
    }
    case "json": {
      const text = String(value ?? "").trim();
      if (text === "") return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    }
    case "geoPoint": {
      const point = (value ?? {}) as Partial<GeoPointText>;
      const number = (text: string | undefined) => (text?.trim() ? Number(text) : 0);
      return { lon: number(point.lon), lat: number(point.lat) };
    }
    default:
      return String(value ?? "");
  }
}

export interface ReadFormOptions {
  isNew: boolean;
  /** The values the form started from, to tell what changed. */
  initial: RecordFormValues;
  /** Values for fields the form does not show, sent when creating (e.g. `owner`). */
  extraValues?: Record<string, unknown>;
}

export interface ReadForm extends RecordFormSubmission {
  /** What the validator checks: `values`, with each file field as its kept names and new files. */
  check: Record<string, unknown>;
  /** JSON fields whose text does not parse. */
  invalidJson: string[];
}

/** Reads the form into what a save sends and what the validator checks. */
export function readForm(
  collection: CollectionSchema,
  fields: readonly FieldSchema[],
  formValues: RecordFormValues,
  { isNew, initial, extraValues = {} }: ReadFormOptions,
): ReadForm {
  const shownNames = new Set(fields.map((field) => field.name));
  const values: Record<string, unknown> = {};
  if (isNew) {
    for (const [name, value] of Object.entries(extraValues)) if (!shownNames.has(name)) values[name] = value;
  }
  const files: Record<string, File[]> = {};
  const check: Record<string, unknown> = { ...values };
  const invalidJson: string[] = [];
  const changed = (name: string) => isNew || !sameValue(formValues[name], initial[name]);

  for (const field of fields) {
    if (!isEditable(field, isNew) || !(field.name in formValues)) continue;
    const value = formValues[field.name];
    if (field.type === "password") {
      const confirm = confirmsPassword(collection, field);
      const typed = value !== "" || (confirm && formValues[PASSWORD_CONFIRM] !== "");
      if (!isNew && !typed) continue;
      values[field.name] = check[field.name] = String(value ?? "");
      if (confirm)
        values[PASSWORD_CONFIRM] = check[PASSWORD_CONFIRM] = String(formValues[PASSWORD_CONFIRM] ?? "");
      continue;
    }
    if (!changed(field.name)) continue;
    if (field.type === "text" && field.primaryKey && value === "") continue;
    if (field.type === "file") {
      const items = (Array.isArray(value) ? value : []) as FileItem[];
      const kept = items.filter((item): item is string => typeof item === "string");
      const added = items.filter((item): item is File => typeof item !== "string");
      if (!isNew || kept.length > 0) values[field.name] = isMultiple(field) ? kept : (kept.at(-1) ?? "");
      if (added.length > 0) files[field.name] = added;
      check[field.name] = items;
      continue;
    }
    const converted = fromFormValue(field, value);
    if (converted === undefined) {
      invalidJson.push(field.name);
      continue;
    }
    values[field.name] = check[field.name] = converted;
  }
  return { values, files, check, invalidJson };
}

/**
 * The body of a create or update, from a submission: new files go with the files kept. On a
 * multi-file field they are added with `field+` and removed ones named in `field-`, so a save
 * never drops a file somebody else added meanwhile.
 *
 * @example
 * const data = toRecordData(schema.images, submission, { record });
 * update.mutate({ id: record.id, data }); // update = useUpdate("images")
 */
export function toRecordData(
  collection: CollectionSchema,
  { values, files }: RecordFormSubmission,
  { record }: { record?: RecordData } = {},
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...values };
  for (const [name, added] of Object.entries(files)) {
    if (added.length === 0) continue;
    const field = collection.fields.find((candidate) => candidate.name === name) as
      FileFieldSchema | undefined;
    const multiple = field ? isMultiple(field) : added.length > 1;
    if (!multiple) {
      data[name] = added.at(-1);
      continue;
    }
    const kept = Array.isArray(values[name]) ? (values[name] as string[]) : undefined;
    if (!record || !kept || kept.length === 0) {
      data[name] = added;
      continue;
    }
    delete data[name];
    data[`${name}+`] = added;
    const removed = toNames(record[name]).filter((existing) => !kept.includes(existing));
    if (removed.length > 0) data[`${name}-`] = removed;
  }
  return data;
}

/**
 * How far each file of an upload has got (0–1), from the bytes sent of the whole body: the
 * files travel one after another in the order of `data`, as `uploadRecord` sends them.
 */
export function fileProgress(data: Record<string, unknown>, loaded: number): Map<File, number> {
  // Each multipart part starts with a few headers before the file's bytes.
  const partHeaders = 160;
  const progress = new Map<File, number>();
  let offset = 0;
  for (const value of Object.values(data)) {
    // Only the files of a value travel as parts; names kept beside them go in the JSON part.
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is Blob => item instanceof Blob,
    );
    for (const file of list) {
      offset += partHeaders;
      if (file instanceof File) {
        const done = file.size === 0 ? (loaded >= offset ? 1 : 0) : (loaded - offset) / file.size;
        progress.set(file, Math.min(1, Math.max(0, done)));
      }
      offset += file.size;
    }
  }
  return progress;
}

/** PocketBase's UTC date ("2024-05-01 10:00:00.000Z") as a `datetime-local` input's value, in local time. */
export function toDateTimeLocal(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") return "";
  const date = new Date(value.trim().replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return "";
  const pad = (number: number, width = 2) => String(number).padStart(width, "0");
  let text = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  // Browsers leave out zero seconds from the value, so the value compares equal after an edit.
  if (date.getSeconds() || date.getMilliseconds()) text += `:${pad(date.getSeconds())}`;
  if (date.getMilliseconds()) text += `.${pad(date.getMilliseconds(), 3)}`;
  return text;
}

/** A `datetime-local` value (local time) as PocketBase's UTC date; `""` for none. */
export function fromDateTimeLocal(local: string): string {
  if (local.trim() === "") return "";
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().replace("T", " ");
}

/** File names or relation ids from a value PocketBase holds as one string or a list. */
export function toNames(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === "string" && item !== "");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/** Equal form values: lists and objects by content, files by identity. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => sameValue(left[key], right[key]));
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
