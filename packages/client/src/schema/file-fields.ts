import type { CollectionSchema, FileFieldSchema } from "./types";

/**
 * The file fields of a collection, in schema order; none for a collection the schema does not
 * describe.
 *
 * @example
 * fileFields(pocketkit.collection("images")).map((field) => field.name) // ["file"]
 */
export function fileFields(collection: CollectionSchema | undefined): FileFieldSchema[] {
  return (collection?.fields ?? []).filter((field): field is FileFieldSchema => field.type === "file");
}

/**
 * The file field a caller means: the one named `name`, or, with no name, the collection's only
 * file field. `undefined` when the named field is not a file field, or when no name is given
 * and the collection has none or several.
 *
 * @example
 * findFileField(pocketkit.collection("images")) // the only file field
 * findFileField(pocketkit.collection("posts"), "cover")
 */
export function findFileField(
  collection: CollectionSchema | undefined,
  name?: string,
): FileFieldSchema | undefined {
  const fields = fileFields(collection);
  if (name !== undefined) return fields.find((field) => field.name === name);
  return fields.length === 1 ? fields[0] : undefined;
}
