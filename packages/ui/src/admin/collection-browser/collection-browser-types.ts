import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";
import type { BatchOutcome } from "@pocketkit/hooks";

import type { RecordData } from "../../data/record-form/record-form-model";
import type { RecordTableRecord } from "../../data/record-table/record-table-types";
import type { RecordTableViewProps } from "../../data/record-table/record-table-view-props";

/** What the browser hands the table it shows. */
export interface CollectionBrowserTableSlotProps {
  /** The chosen collection. */
  collection: CollectionSchema;
  /** Every collection, by name: relation cells name related records by their readable fields. */
  schema: PocketkitSchema;
  /** The applied PocketBase filter expression; `""` for none. */
  filter: string;
  /**
   * Report what the server said to `filter` (or `undefined` once it answered fine): a 400 becomes
   * the "doesn't parse" message under the filter box.
   */
  onFilterResult: (error: unknown) => void;
  /** Changes whenever records were created, changed or deleted here: load them again. */
  revision: number;
  /** "You don't have permission to …" when the rules refused the list; `undefined` for other failures. */
  errorMessage: (error: unknown) => string | undefined;
  /**
   * Spread these onto `RecordTableView` (or `RecordTable`): label, schema, selection, row
   * activation and the toolbar's actions.
   */
  tableProps: Pick<
    RecordTableViewProps,
    "label" | "schema" | "selectable" | "selection" | "onSelectionChange" | "onRowActivate" | "actions"
  >;
}

/** What the browser hands the form it shows in its sheet. */
export interface CollectionBrowserFormSlotProps {
  collection: CollectionSchema;
  /** Every collection, by name, for relation fields. */
  schema: PocketkitSchema;
  /** The row being edited (as the table has it); `undefined` when creating. */
  record?: RecordTableRecord;
  /** Call with the saved record: the sheet closes and the table reloads. */
  onSaved: (record: RecordData) => void;
  /** Closes the sheet without saving. */
  onCancel: () => void;
  /** "You don't have permission to …" for a save the rules refused; `undefined` otherwise. */
  errorMessage: (error: unknown) => string | undefined;
}

/** A record's details, read-only (views, and collections the user may not edit). */
export interface CollectionBrowserDetailsSlotProps {
  collection: CollectionSchema;
  schema: PocketkitSchema;
  record: RecordTableRecord;
}

/** Bulk delete: the ids to delete, and each one's outcome (as `useBatch().run` resolves). */
export type CollectionBrowserDeleteMany = (
  collection: CollectionSchema,
  ids: string[],
) => Promise<BatchOutcome[]>;
