import type { CollectionSchema, FieldSchema } from "@pocketkit/client";

import type { RecordData } from "./record-form-model";

// Field names that usually hold a record's readable name, when the schema marks none presentable.
const LIKELY_NAMES = ["name", "title", "label", "username", "email", "slug"];
const SEARCHABLE: ReadonlySet<FieldSchema["type"]> = new Set(["text", "email", "url", "select"]);

/**
 * A record's readable name: its presentable fields (joined with " · "), else a field that
 * usually names a record (`name`, `title`, `email`…), else its id.
 *
 * @example
 * recordLabel(album, schema.albums) // "Coast"
 */
export function recordLabel(record: RecordData, collection?: CollectionSchema): string {
  const presentable = (collection?.fields ?? []).filter((field) => field.presentable && !field.hidden);
  const text = (name: string) => {
    const value = record[name];
    if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(", ");
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  if (presentable.length > 0) {
    const parts = presentable.map((field) => text(field.name)).filter(Boolean);
    if (parts.length > 0) return parts.join(" · ");
  }
  for (const name of LIKELY_NAMES) {
    const value = text(name);
    if (value) return value;
  }
  return record.id;
}

/** The fields a search looks in: the presentable ones, else up to three text fields; and the id. */
export function searchFields(collection: CollectionSchema | undefined): string[] {
  const visible = (collection?.fields ?? []).filter(
    (field) => !field.hidden && field.name !== "id" && SEARCHABLE.has(field.type),
  );
  const presentable = visible.filter((field) => field.presentable);
  return [...(presentable.length > 0 ? presentable : visible.slice(0, 3)).map((field) => field.name), "id"];
}

/**
 * A PocketBase filter that finds records whose `searchFields` contain `search`; `""` for an
 * empty search.
 *
 * @example
 * searchFilter(schema.albums, 'co"ast') // 'name ~ "co\\"ast" || id ~ "co\\"ast"'
 */
export function searchFilter(collection: CollectionSchema | undefined, search: string): string {
  const text = search.trim();
  if (!text) return "";
  const quoted = `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  return searchFields(collection)
    .map((name) => `${name} ~ ${quoted}`)
    .join(" || ");
}
