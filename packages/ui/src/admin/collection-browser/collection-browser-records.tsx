import { useList } from "@pocketkit/hooks";
import { useEffect, useState } from "react";

import { useRecordTableSource, useRecordTableStatus } from "../../data/record-table/record-table-source";
import type { RecordTableRecord } from "../../data/record-table/record-table-types";
import { RecordTableView } from "../../data/record-table/record-table-view";
import type { CollectionBrowserTableSlotProps } from "./collection-browser-types";

const NO_RECORDS: RecordTableRecord[] = [];

type CollectionBrowserRecordsProps = CollectionBrowserTableSlotProps & {
  /** @default 30 */
  perPage?: number;
};

/**
 * The CollectionBrowser's table, loaded from PocketBase through RecordTable's controller. Unlike
 * `RecordTable`, it takes its collection from the browser's schema rather than the client's,
 * hands a refused filter back to the filter box while the last rows the server gave stay on
 * screen, reloads on the browser's `revision`, and words a refusal of the rules as such.
 */
function CollectionBrowserRecords({
  collection,
  filter,
  onFilterResult,
  revision,
  errorMessage,
  tableProps,
  perPage = 30,
}: CollectionBrowserRecordsProps) {
  const source = useRecordTableSource({ collection, filter, onFilterResult, ...tableProps });
  // A new filter starts at the first page.
  const [pagedFilter, setPagedFilter] = useState(filter);
  if (filter !== pagedFilter) {
    setPagedFilter(filter);
    source.setPage(1);
  }

  const list = useList(source.collectionName, { ...source.query, page: source.page, perPage });
  const { refetch } = list;
  useEffect(() => {
    if (revision > 0) void refetch();
  }, [revision, refetch]);

  const { data, error, onRetry, loading } = useRecordTableStatus(source, list);
  const refusal = error ? errorMessage(error) : undefined;

  return (
    <RecordTableView
      {...source.viewProps}
      records={(data?.items as RecordTableRecord[] | undefined) ?? NO_RECORDS}
      totalItems={data?.totalItems ?? 0}
      page={source.page}
      onPageChange={source.setPage}
      perPage={perPage}
      loading={loading}
      error={refusal ? new Error(refusal) : error}
      onRetry={refusal ? undefined : onRetry}
    />
  );
}

export { CollectionBrowserRecords };
export type { CollectionBrowserRecordsProps };
