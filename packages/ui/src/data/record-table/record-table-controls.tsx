import type { ReactNode } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { useRecordTableContext } from "./record-table-context";
import { RecordTableSearch, RecordTableToolbar } from "./record-table-parts";

type RecordTableControlsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Shows the search box. @default true */
  searchable?: boolean;
  /** More controls, after the search box (bulk actions, a New button). */
  actions?: ReactNode;
};

/**
 * The toolbar of a RecordTable.Root: its search box, how many rows are selected, your actions.
 * Renders nothing when it would be empty.
 */
function RecordTableControls({ searchable = true, actions, ...props }: RecordTableControlsProps) {
  const t = useCatalogue(tableAndFormEn);
  const { search, changeSearch, selectable, selectedCount, disabled } =
    useRecordTableContext("RecordTable.Controls");
  const showSelected = selectable && selectedCount > 0;
  if (!searchable && !actions && !showSelected) return null;
  return (
    <RecordTableToolbar {...props}>
      {searchable ? (
        <RecordTableSearch
          aria-label={t("data.table.search")}
          placeholder={t("data.table.searchPlaceholder")}
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          disabled={disabled}
        />
      ) : null}
      {showSelected ? (
        <span data-slot="record-table-selected" className="pk:text-muted-foreground">
          {t("data.table.selected", { count: selectedCount })}
        </span>
      ) : null}
      {actions}
    </RecordTableToolbar>
  );
}

export { RecordTableControls };
export type { RecordTableControlsProps };
