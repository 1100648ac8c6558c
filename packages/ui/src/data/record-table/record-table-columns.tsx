import type { FieldMetadata, PocketkitSchema } from "@pocketkit/client";
import { useMemo, type ReactNode } from "react";

import { defaultCellRenderers } from "../cells/cell-renderers";
import { isSortable } from "./record-table-model";
import { RecordTableSelectAll, RecordTableSelectRow } from "./record-table-selection";
import type {
  CellRenderer,
  CellRenderers,
  RecordTableFileUrl,
  RecordTableRecord,
} from "./record-table-types";

// The table's columns are plain objects: the view or the server orders and pages the rows, so a
// table library would only map columns to cells here (docs/decisions.md). Selection lives in
// record-table-selection.tsx.

export const SELECT_COLUMN = "__select";

export interface RecordTableColumn {
  id: string;
  /** The field shown; none for the checkbox column. */
  field?: FieldMetadata;
  sortable: boolean;
  header: ReactNode;
  cell: (record: RecordTableRecord) => ReactNode;
}

export interface RecordTableColumnOptions {
  fields: readonly FieldMetadata[];
  selectable: boolean;
  renderers: CellRenderers | undefined;
  cells: Record<string, CellRenderer> | undefined;
  locale: string;
  fileUrl: RecordTableFileUrl | undefined;
  schema: PocketkitSchema | undefined;
}

const selectColumn: RecordTableColumn = {
  id: SELECT_COLUMN,
  sortable: false,
  header: <RecordTableSelectAll />,
  cell: (record) => <RecordTableSelectRow record={record} />,
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
}: RecordTableColumnOptions): RecordTableColumn[] {
  return useMemo(() => {
    const fieldColumns = fields.map((field): RecordTableColumn => {
      const Renderer = cells?.[field.name] ?? renderers?.[field.type] ?? defaultCellRenderers[field.type];
      return {
        id: field.name,
        field,
        sortable: isSortable(field),
        header: field.label,
        cell: (record) => (
          <Renderer
            value={record[field.name]}
            record={record}
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
