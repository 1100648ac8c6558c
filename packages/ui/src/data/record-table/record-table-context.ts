import type { CollectionSchema, FieldMetadata } from "@pocketkit/client";
import { createContext, useContext } from "react";

import type { RecordTableColumn } from "./record-table-columns";
import type { SortParts } from "./record-table-model";
import type { RecordTableSelection } from "./record-table-selection";
import type { RecordTableRecord } from "./record-table-types";
import type { RecordTableViewProps } from "./record-table-view-props";

// What RecordTable.Root shares with its parts: the table's state and what it derives from it.

export interface RecordTableContextValue {
  collection: CollectionSchema;
  /** One page at a time, or every record in one scrolling list. */
  mode: "pages" | "virtual";
  fields: readonly FieldMetadata[];
  columns: readonly RecordTableColumn[];
  locale: string;
  label: string;
  /** The records given (virtual mode: the ones loaded so far). */
  records: readonly RecordTableRecord[];
  /** The rows shown: this page's, or in virtual mode every row, searched and sorted. */
  shown: readonly RecordTableRecord[];
  /** How many rows come before `shown[0]` in the whole result (earlier pages). */
  rowOffset: number;
  total: number;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  sort: SortParts | undefined;
  /** Ascending, then descending, then the collection's own order; back to page 1. */
  toggleSort: (field: string) => void;
  search: string;
  /** Changes the search; back to page 1. */
  changeSearch: (search: string) => void;
  selectable: boolean;
  selection: RecordTableSelection;
  selectedCount: number;
  loading: boolean;
  error: unknown;
  onRetry: (() => void) | undefined;
  disabled: boolean;
  onRowClick: RecordTableViewProps["onRowClick"];
  onRowActivate: RecordTableViewProps["onRowActivate"];
}

export const RecordTableContext = createContext<RecordTableContextValue | null>(null);

/** @throws outside a RecordTable.Root, naming the part that was. */
export function useRecordTableContext(part: string): RecordTableContextValue {
  const context = useContext(RecordTableContext);
  if (!context) throw new Error(`${part} must be used within RecordTable.Root`);
  return context;
}
