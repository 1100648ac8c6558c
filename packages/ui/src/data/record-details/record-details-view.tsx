import { describeField, type CollectionSchema, type FieldSchema } from "@pocketkit/client";
import type * as React from "react";

import { cn } from "../../lib/cn";
import type { FileUrlBuilder } from "../record-form/field-inputs/types";
import type { RecordData } from "../record-form/record-form-model";
import { RecordValue } from "../cells/record-value";

type RecordDetailsViewProps = React.ComponentProps<"dl"> & {
  /** The collection's schema. */
  collection: CollectionSchema;
  record: RecordData;
  /** The fields to show, in this order. @default every field but hidden ones and passwords */
  fields?: readonly string[];
  /** Labels by field name. @default a label made from the name */
  labels?: Partial<Record<string, string>>;
  /** Builds stored files' URLs, for thumbnails and links. @default none: files are listed by name */
  fileUrl?: FileUrlBuilder;
  /** A related record's readable name (of an expanded relation). @default its name-like field */
  getRelatedLabel?: (related: RecordData, field: FieldSchema) => string;
};

/**
 * A record as a list of its fields and values, each value shown as its type reads best. User
 * text is always text. Pure: give it the record; `RecordDetails` loads it.
 *
 * @example
 * <RecordDetailsView collection={schema.images} record={image} fields={["title", "album", "created"]} />
 */
function RecordDetailsView({
  collection,
  record,
  fields,
  labels,
  fileUrl,
  getRelatedLabel,
  className,
  ...props
}: RecordDetailsViewProps) {
  const shown = fields
    ? fields.flatMap((name) => collection.fields.filter((field) => field.name === name))
    : collection.fields.filter(
        (field) => !field.hidden && field.type !== "password" && field.name !== "tokenKey",
      );
  return (
    <dl
      data-slot="record-details"
      className={cn(
        "pk:m-0 pk:grid pk:grid-cols-1 pk:gap-x-6 pk:gap-y-3 pk:font-sans pk:sm:grid-cols-[minmax(8rem,max-content)_1fr]",
        className,
      )}
      {...props}
    >
      {shown.map((field) => (
        <div key={field.name} data-slot="record-details-item" data-name={field.name} className="pk:contents">
          <dt className="pk:m-0 pk:text-sm pk:font-medium pk:text-muted-foreground">
            {labels?.[field.name] ?? describeField(field).label}
          </dt>
          <dd className="pk:m-0 pk:min-w-0">
            <RecordValue field={field} record={record} fileUrl={fileUrl} getRelatedLabel={getRelatedLabel} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export { RecordDetailsView };
export type { RecordDetailsViewProps };
