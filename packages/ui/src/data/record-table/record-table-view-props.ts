import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";
import type { ReactNode } from "react";
import type * as React from "react";

import type {
  CellRenderer,
  CellRenderers,
  RecordTableFileUrl,
  RecordTableRecord,
} from "./record-table-types";
import type { RecordTablePageProps, RecordTableQueryStateProps } from "./record-table-query-state";

/** What RecordTableView and VirtualRecordTableView both take. */
export type RecordTableCommonProps = Omit<React.ComponentProps<"div">, "children" | "onChange"> &
  RecordTableQueryStateProps & {
    /** The collection's schema: its fields make the columns. */
    collection: CollectionSchema;
    /**
     * The records. Without `totalItems`, this is every record and the table searches, sorts and
     * pages them itself. With `totalItems`, it is what the server returned for the current search,
     * sort and page, shown as given; the table reports changes of those for you to fetch.
     */
    records: readonly RecordTableRecord[];
    /** How many records the server has for the current search (PocketBase's `totalItems`). */
    totalItems?: number;
    /** The fields to show, in this order. @default every field but the id, hidden fields and passwords */
    columns?: readonly string[];
    /** Your own cell renderers by field type, on top of the built-in ones. */
    renderers?: CellRenderers;
    /** Your own cell renderers by field name; they win over `renderers`. */
    cells?: Record<string, CellRenderer>;
    /** The other collections, so that relation cells name expanded records by their presentable field. */
    schema?: PocketkitSchema;
    /** Builds file URLs, for thumbnails in file cells. @default none: file names only */
    fileUrl?: RecordTableFileUrl;
    /** The locale for dates and numbers. @default the catalogue's (`data.table.locale`) */
    locale?: string;
    /** Adds a checkbox to each row and a select-all to the header. @default false */
    selectable?: boolean;
    /** The ids of the selected records, also of records not loaded now. Controlled. */
    selection?: string[];
    /** @default [] */
    defaultSelection?: string[];
    onSelectionChange?: (selection: string[]) => void;
    /** Records are on their way: skeleton rows when there are none yet, else the rows dimmed. @default false */
    loading?: boolean;
    /** Why loading failed; shown instead of the rows, with Retry when `onRetry` is given. */
    error?: unknown;
    onRetry?: () => void;
    /** A click on a row (not on its checkbox or links). Call `event.preventDefault()` to stop `onRowActivate`. */
    onRowClick?: (record: RecordTableRecord, event: React.MouseEvent<HTMLTableRowElement>) => void;
    /** A row was opened: clicked, or Enter pressed on it. */
    onRowActivate?: (record: RecordTableRecord) => void;
    /** Nothing can be changed: no search, sorting, paging, selection or activation. @default false */
    disabled?: boolean;
    /** Shows the search box. @default true */
    searchable?: boolean;
    /** The table's accessible name. @default the collection's name */
    label?: string;
    /** More controls for the toolbar, after the search box (bulk actions, a New button). */
    actions?: ReactNode;
  };

/** RecordTableView: one page at a time, with Previous and Next. */
export type RecordTableViewProps = RecordTableCommonProps &
  RecordTablePageProps & {
    /** @default 30 */
    perPage?: number;
  };

/** VirtualRecordTableView: every loaded record in one scrolling list that renders only the rows in view. */
export type VirtualRecordTableViewProps = RecordTableCommonProps & {
  /** The last loaded rows came into view; load more. */
  onEndReached?: () => void;
  /** The height of the scrolling area. @default 480 */
  height?: number | string;
};
