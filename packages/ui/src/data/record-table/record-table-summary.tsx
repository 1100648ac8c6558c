import type * as React from "react";

import { useRecordTableContext } from "./record-table-context";
import { RecordTableCount, RecordTablePagination } from "./record-table-pagination";
import { RecordTableFooter } from "./record-table-parts";

type RecordTableSummaryProps = Omit<React.ComponentProps<"div">, "children">;

/**
 * The footer of a RecordTable.Root: how many records there are (in virtual mode, how many are
 * loaded), and the pages with Previous and Next.
 */
function RecordTableSummary(props: RecordTableSummaryProps) {
  const { mode, total, records, shown, locale, page, pageCount, setPage, loading, error, disabled } =
    useRecordTableContext("RecordTable.Summary");
  const virtual = mode === "virtual";
  return (
    <RecordTableFooter {...props}>
      <RecordTableCount
        total={error || (loading && shown.length === 0) ? undefined : total}
        loaded={virtual ? records.length : undefined}
        locale={locale}
      />
      {virtual ? null : (
        <RecordTablePagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          disabled={disabled || Boolean(error)}
        />
      )}
    </RecordTableFooter>
  );
}

export { RecordTableSummary };
export type { RecordTableSummaryProps };
