import type { FieldMetadata, PocketkitSchema } from "@pocketkit/client";
import { rowSortingFeature, tableFeatures, type ColumnDef, type Row } from "@tanstack/react-table";
import { useMemo } from "react";

import { defaultCellRenderers } from "./cell-renderers";
import { isSortable } from "./record-table-model";
import { RecordTableSelectAll, RecordTableSelectRow } from "./record-table-selection";
import type {
  CellRenderer,
  CellRenderers,
  RecordTableFileUrl,
  RecordTableRecord,
} from "./record-table-types";

// TanStack Table with the one feature the table uses, so that a bundle carries neither the
// client-side row models nor features it never calls. Sorting is state only (`manualSorting`:
// the view or the server orders the rows); selection lives in record-table-selection.tsx.
export const recordTableFeatures = tableFeatures({ rowSortingFeature });
export type RecordTableFeatures = typeof recordTableFeatures;
export type RecordTableRowModel = Row<RecordTableFeatures, RecordTableRecord>;

export const SELECT_COLUMN = "__select";

export interface RecordTableColumnOptions {
  fields: readonly FieldMetadata[];
  selectable: boolean;
  renderers: CellRenderers | undefined;
  cells: Record<string, CellRenderer> | undefined;
  locale: string;
  fileUrl: RecordTableFileUrl | undefined;
  schema: PocketkitSchema | undefined;
}

const selectColumn: ColumnDef<RecordTableFeatures, RecordTableRecord> = {
  id: SELECT_COLUMN,
  enableSorting: false,
  header: RecordTableSelectAll,
  cell: RecordTableSelectRow,
};

/** The columns of a table: a checkbox column when rows can be selected, then one per field. */
export function useRecordTableColumns({
  fields,
  selectable,
  renderers,
  cells,
  locale,
  fileUrl,
  schema,
}: RecordTableColumnOptions): ColumnDef<RecordTableFeatures, RecordTableRecord>[] {
  return useMemo(() => {
    const fieldColumns = fields.map((field): ColumnDef<RecordTableFeatures, RecordTableRecord> => {
      const Renderer = cells?.[field.name] ?? renderers?.[field.type] ?? defaultCellRenderers[field.type];
      return {
        id: field.name,
        accessorFn: (record) => record[field.name] as never,
        header: field.label,
        enableSorting: isSortable(field),
        sortDescFirst: false,
        cell: ({ row }) => (
          <Renderer
            value={row.original[field.name]}
            record={row.original}
            field={field}
            locale={locale}
            fileUrl={fileUrl}
            schema={schema}
          />
        ),
      };
    });
    return selectable ? [selectColumn, ...fieldColumns] : fieldColumns;
  }, [fields, selectable, renderers, cells, locale, fileUrl, schema]);
}
