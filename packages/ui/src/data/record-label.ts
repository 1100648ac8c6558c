import {
  buildSearchFilter,
  searchFields as collectionSearchFields,
  type CollectionSchema,
} from "@pocketkit/client";

import type { RecordData } from "./record-form/record-form-model";

// Field names that usually hold a record's readable name, when the schema marks none presentable.
const LIKELY_NAMES = ["name", "title", "label", "username", "email", "slug"];

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

/**
 * The fields a search looks in: the text, email, url and editor fields (presentable ones first,
 * hidden ones never), and the id. Without a schema, the id alone.
 *
 * @example
 * searchFields(schema.albums) // ["name", "description", "id"]
 */
export function searchFields(collection: CollectionSchema | undefined): string[] {
  return collection ? collectionSearchFields(collection) : ["id"];
}

/**
 * A PocketBase filter that finds records whose `searchFields` contain `search` (ignoring case), the
 * text taken as it is: quotes, backslashes, `%` and `_` match themselves. `""` for a blank search.
 *
 * @example
 * searchFilter(schema.albums, "coast") // 'name ~ "%coast%" || description ~ "%coast%" || id = "coast"'
 */
export function searchFilter(collection: CollectionSchema | undefined, search: string): string {
  return buildSearchFilter(search, searchFields(collection));
}
