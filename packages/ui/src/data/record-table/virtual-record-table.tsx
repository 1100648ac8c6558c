import { useInfiniteList } from "@pocketkit/hooks";
import { useCallback, useMemo } from "react";

import {
  useRecordTableSource,
  useRecordTableStatus,
  type RecordTableSourceProps,
} from "./record-table-source";
import type { RecordTableRecord } from "./record-table-types";
import { VirtualRecordTableGrid } from "./virtual-record-table-grid";
import { VirtualRecordTableView, type VirtualRecordTableViewProps } from "./virtual-record-table-view";

const NO_RECORDS: RecordTableRecord[] = [];

type VirtualRecordTableProps = Omit<
  VirtualRecordTableViewProps,
  | "collection"
  | "records"
  | "totalItems"
  | "schema"
  | "fileUrl"
  | "loading"
  | "error"
  | "onRetry"
  | "onEndReached"
> &
  RecordTableSourceProps & {
    /** How many records each request loads. @default 30 */
    perPage?: number;
  };

/**
 * VirtualRecordTableView with its records from PocketBase: one scrolling list that loads the next
 * page (`useInfiniteList`) as its end comes into view. The server sorts and searches as for
 * `RecordTable`; thumbnails of protected files get a file token.
 *
 * @example
 * <VirtualRecordTable collection="images" columns={["file", "title", "created"]} height={600} perPage={100} />
 */
function VirtualRecordTableConnected({ perPage = 30, ...props }: VirtualRecordTableProps) {
  const source = useRecordTableSource(props);
  const infinite = useInfiniteList(source.collectionName, { ...source.query, perPage, skipTotal: false });
  const { data, ...status } = useRecordTableStatus(source, infinite);
  const pages = data?.pages;
  const loaded = useMemo(() => pages?.flatMap((result) => result.items), [pages]);
  const records = loaded ?? NO_RECORDS;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = infinite;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <VirtualRecordTableView
      {...source.viewProps}
      {...status}
      records={records}
      totalItems={pages?.[0]?.totalItems ?? (infinite.isPending ? 0 : records.length)}
      onEndReached={loadMore}
    />
  );
}

/**
 * `<VirtualRecordTable collection="…">` loads its records from PocketBase; `VirtualRecordTable.View`
 * is the same table for records you bring, and `VirtualRecordTable.Grid` its part for a
 * `RecordTable.Root mode="virtual"` you compose yourself.
 */
const VirtualRecordTable = Object.assign(VirtualRecordTableConnected, {
  View: VirtualRecordTableView,
  Grid: VirtualRecordTableGrid,
});

export { VirtualRecordTable };
export type { VirtualRecordTableProps };
