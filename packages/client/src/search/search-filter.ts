import PocketBase from "pocketbase";

import type { CollectionSchema, FieldSchema } from "../schema/types";

// What a search box looks in, for any collection: its text-like fields and the id.
//
// - text, email, url, editor: what people read on a record and so type into a search. An editor
//   field holds HTML, so a search for a tag's name ("strong") can also match its markup.
// - select, number, bool, date, json, file, relation: not words someone types to find a record; a
//   select is a short list of known values, which a filter of its own serves better.
// - hidden fields: never. PocketBase refuses them in the filter of anyone but a superuser.
// - the id, matched whole: pasting an id is how people find one record, and RelationPicker names a
//   record by its id when the record has no readable field. Matched as a part, ids (15 random
//   letters and digits) would answer every short search: one character is in a third of them.
//
// RelationPicker needs at least the fields its options are named by (the presentable ones); the
// table needs the text it shows in its columns. Both get all text-like fields, so that what a person
// reads on a record is what a search finds, in either. The presentable fields come first: the first
// one names the records, and RelationPicker sorts its options by it.
const SEARCHED_TYPES: ReadonlySet<FieldSchema["type"]> = new Set(["text", "email", "url", "editor"]);

/**
 * The fields a search of `collection` looks in: its text, email, url and editor fields (the
 * presentable ones first), then `id`. Hidden fields never.
 *
 * @example
 * searchFields(schema.albums) // ["name", "description", "id"]
 */
export function searchFields(collection: CollectionSchema): string[] {
  const searched = collection.fields.filter(
    (field) =>
      SEARCHED_TYPES.has(field.type) &&
      !field.hidden &&
      !(field.type === "text" && field.primaryKey) &&
      field.name !== "id",
  );
  return [...searched.filter((field) => field.presentable), ...searched.filter((field) => !field.presentable)]
    .map((field) => field.name)
    .concat("id");
}

/**
 * A PocketBase filter that finds the records where any of `fields` contains `search` (`id`: is
 * `search`, whole), ignoring
 * case as PocketBase's `~` does (ASCII letters only: SQLite's LIKE); `""` for a blank search. The
 * search is plain text: quotes, backslashes, `%`, `_`, `||`, `~` each match themselves.
 *
 * @param search What someone typed; spaces around it are ignored, and the rest is one phrase.
 * @param fields Field names or paths (`data.url`). They come from a schema, never from a user:
 * they are written into the filter as they are.
 * @throws TypeError when `fields` is empty and the search is not blank — a search with nowhere
 * to look would otherwise find everything.
 *
 * @example
 * buildSearchFilter(" 50% ", ["title", "id"]) // 'title ~ "%50\\\\%%" || id = "50%"'
 * buildSearchFilter("/api/batch", ["data.url"]) // 'data.url ~ "%/api/batch%"'
 */
export function buildSearchFilter(search: string, fields: readonly string[]): string {
  const text = search.trim();
  if (!text) return "";
  if (fields.length === 0) throw new TypeError("buildSearchFilter needs at least one field to search in.");
  // PocketBase reads a `~` value holding an unescaped `%` as a LIKE pattern as it is; any other
  // value it wraps in `%` itself (`wrapLikeParams` in pocketbase/tools/search/filter.go). So "50%"
  // would match "500", and "%" everything. Giving the whole pattern, the text's `\`, `%` and `_`
  // escaped, makes every text mean itself.
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  const clauses = fields.map((field) => (field === "id" ? "id = {:text}" : `${field} ~ {:search}`));
  return bindFilter(clauses.join(" || "), { search: pattern, text });
}

// The SDK's own parameter binding (`pb.filter()`), which quotes a string as PocketBase's parser
// reads it back. It needs no client — it reads nothing from one — so none is made for it.
function bindFilter(expression: string, params: Record<string, string>): string {
  return PocketBase.prototype.filter(expression, params);
}
