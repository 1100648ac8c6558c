import type { FieldMetadata, FieldType, PocketkitSchema } from "@pocketkit/client";
import type { ReactNode } from "react";

/**
 * A record as PocketBase returns it. PocketBase's own `RecordModel` fits; so does any object with
 * an `id` and the collection's fields.
 */
export interface RecordTableRecord {
  id: string;
  collectionId?: string;
  collectionName?: string;
  /** Related records, when the list was asked to `expand` them. */
  expand?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Builds the URL of one of a record's files; the table asks for a thumb where the field has one. */
export type RecordTableFileUrl = (
  record: RecordTableRecord,
  filename: string,
  options?: { thumb?: string },
) => string;

/** What a cell renderer gets. */
export interface CellRendererProps {
  /** The record's value of this field, as PocketBase returned it. */
  value: unknown;
  record: RecordTableRecord;
  field: FieldMetadata;
  /** The BCP 47 locale to format numbers and dates in (the catalogue's, unless the table got one). */
  locale: string;
  /** Builds file URLs; without it, file cells show names only. */
  fileUrl?: RecordTableFileUrl;
  /** The other collections, to name related records by their presentable field. */
  schema?: PocketkitSchema;
}

/**
 * Draws one cell. A component: it may call hooks. Whatever it returns is rendered as React
 * children, so user text stays text.
 *
 * @example
 * const renderers = { number: ({ value }) => <b>{String(value)}</b> };
 */
export type CellRenderer = (props: CellRendererProps) => ReactNode;

/** Renderers by field type. */
export type CellRenderers = Partial<Record<FieldType, CellRenderer>>;
