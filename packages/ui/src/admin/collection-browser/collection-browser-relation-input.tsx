import type { PocketkitSchema, RelationFieldSchema } from "@pocketkit/client";
import { createContext, useContext } from "react";

import { pickerProps } from "../../data/record-form/field-inputs/relation-input";
import type { RecordFieldInputProps } from "../../data/record-form/field-inputs/types";
import { useRecordFormContext } from "../../data/record-form/record-form-context";
import { RelationPicker } from "../../data/relation-picker/relation-picker";
import { findCollection } from "./collection-browser-schema";

/** The collections the CollectionBrowser browses, which need not be the client's schema. */
export const CollectionBrowserSchemaContext = createContext<PocketkitSchema | undefined>(undefined);

/**
 * A relation field of the CollectionBrowser's forms: RecordForm's own picker, searching and
 * naming the related records by the readable fields of the browsed schema (from the typegen or
 * `/api/collections`), also when the app's client was made without one.
 */
export function CollectionBrowserRelationInput(props: RecordFieldInputProps) {
  const context = useRecordFormContext("CollectionBrowserRelationInput");
  const schema = useContext(CollectionBrowserSchemaContext);
  const field = props.field as RelationFieldSchema;
  return (
    <RelationPicker
      collection={field.collectionId}
      schema={schema && findCollection(schema, field.collectionId)}
      {...pickerProps(props, context)}
    />
  );
}
