import type { CollectionSchema, PocketkitError } from "@pocketkit/client";
import type { ReactNode } from "react";
import type * as React from "react";

import type { RecordTableRecord } from "../../data/record-table/record-table-types";
import type {
  CollectionBrowserDeleteMany,
  CollectionBrowserDetailsSlotProps,
  CollectionBrowserFormSlotProps,
  CollectionBrowserTableSlotProps,
} from "./collection-browser-types";

export type CollectionBrowserViewProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The collections to browse (`PocketkitSchema` values, or `/api/collections` items). */
  collections: readonly CollectionSchema[];
  /** The chosen collection's name. Controlled; put it in your URL with `onCollectionChange`. */
  current?: string;
  /** @default the first collection listed */
  defaultCurrent?: string;
  onCollectionChange?: (name: string) => void;
  /** Lists PocketBase's system collections (`_superusers`, `_otps`…) too. Controlled. */
  showSystem?: boolean;
  /** @default false */
  defaultShowSystem?: boolean;
  onShowSystemChange?: (show: boolean) => void;
  /** The applied PocketBase filter expression. Controlled; back to `""` when another collection is chosen. */
  filter?: string;
  /** @default "" */
  defaultFilter?: string;
  onFilterChange?: (filter: string) => void;
  /**
   * The signed-in user is a superuser: everything is offered. Otherwise the collections' rules
   * decide (a `null` rule hides its action) and refusals are worded as such. @default false
   */
  superuser?: boolean;
  /** The collections are on their way. @default false */
  loading?: boolean;
  /** Why the collections could not be loaded; shown with Retry when `onRetry` is given. */
  error?: PocketkitError | null;
  onRetry?: () => void;
  /** Renders the chosen collection's records: spread `tableProps` onto a `RecordTableView`. */
  renderTable: (props: CollectionBrowserTableSlotProps) => ReactNode;
  /** Renders the form that creates or edits a record, e.g. a `RecordForm`. */
  renderForm: (props: CollectionBrowserFormSlotProps) => ReactNode;
  /** Renders a record read-only (views, or no right to edit). @default its `RecordDetailsView` */
  renderDetails?: (props: CollectionBrowserDetailsSlotProps) => ReactNode;
  /** Deletes one record (after a confirmation); without it, Delete is not offered. */
  onDelete?: (collection: CollectionSchema, record: RecordTableRecord) => Promise<unknown>;
  /** Deletes the selected records, reporting each one's outcome; without it, rows are not selectable. */
  onDeleteMany?: CollectionBrowserDeleteMany;
  /** How far a running bulk delete has got (`useBatch().progress`). @default nothing until it ends */
  deleteProgress?: { settled: number; total: number };
  /** @default false */
  disabled?: boolean;
};
