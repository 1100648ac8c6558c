import type { CollectionSchema, FieldSchema, PocketkitSchema } from "@pocketkit/client";

import type { RecordData } from "../../data/record-form/record-form-model";
import { recordLabel } from "../../data/record-label";

/** A collection of the schema by name or id (relation fields name theirs by id). */
export function findCollection(schema: PocketkitSchema, nameOrId: string): CollectionSchema | undefined {
  return schema[nameOrId] ?? Object.values(schema).find((collection) => collection.id === nameOrId);
}

/** Collections by name, as `createPocketkit({ schema })` and the typegen keep them. */
export function toSchema(collections: readonly CollectionSchema[]): PocketkitSchema {
  return Object.fromEntries(collections.map((collection) => [collection.name, collection]));
}

/** Names a related record by the readable fields of the collection its relation points at. */
export function relatedLabel(schema: PocketkitSchema) {
  return (related: RecordData, field: FieldSchema): string =>
    recordLabel(related, field.type === "relation" ? findCollection(schema, field.collectionId) : undefined);
}
