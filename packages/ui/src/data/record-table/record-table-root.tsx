import { cn } from "../../lib/cn";
import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { RecordTableContext } from "./record-table-context";
import { RecordTableSelectionProvider } from "./record-table-selection";
import { useRecordTableRoot, type RecordTableRootProps } from "./use-record-table-root";

/**
 * Holds a table's state (order, search, page, selection) and shares it with the parts inside:
 * `RecordTable.Controls`, `RecordTable.Grid` (or `VirtualRecordTable.Grid`), `RecordTable.Summary`,
 * and anything of yours between them. `RecordTableView` is these parts in their usual order.
 *
 * @example
 * <RecordTable.Root collection={schema.images} records={images} selectable>
 *   <RecordTable.Controls actions={<Button>New</Button>} />
 *   <RecordTable.Grid />
 *   <RecordTable.Summary />
 * </RecordTable.Root>
 */
function RecordTableRoot({ children, ...props }: RecordTableRootProps) {
  const t = useCatalogue(tableAndFormEn);
  const { context, elementProps } = useRecordTableRoot(props);
  const { className, ...rest } = elementProps;
  return (
    <RecordTableContext.Provider value={context}>
      <RecordTableSelectionProvider value={context.selection}>
        <div
          data-slot="record-table"
          data-mode={context.mode}
          data-disabled={context.disabled ? "" : undefined}
          data-loading={context.loading ? "" : undefined}
          className={cn(
            "pk:flex pk:min-w-0 pk:flex-col pk:gap-3 pk:font-sans pk:text-sm pk:text-foreground",
            className,
          )}
          {...rest}
        >
          {children}
          <span role="status" className="pk:sr-only">
            {context.loading ? t("data.table.loading") : ""}
          </span>
        </div>
      </RecordTableSelectionProvider>
    </RecordTableContext.Provider>
  );
}

export { RecordTableRoot };
export type { RecordTableRootProps };
