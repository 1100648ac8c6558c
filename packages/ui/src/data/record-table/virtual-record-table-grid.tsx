import { useState } from "react";

import { useRecordTableContext } from "./record-table-context";
import { RecordTableGridContent, type RecordTableGridProps } from "./record-table-grid";
import { useVirtualWindow } from "./record-table-virtual";

// In its own module, so that only a table that renders it bundles the virtualizer.

type VirtualRecordTableGridProps = RecordTableGridProps & {
  /** The last loaded rows came into view; load more. */
  onEndReached?: () => void;
  /** The height of the scrolling area. @default 480 */
  height?: number | string;
};

/**
 * RecordTable.Grid as one scrolling list of every row of a RecordTable.Root (give it
 * `mode="virtual"`), rendering only the rows in view, under a sticky header.
 */
function VirtualRecordTableGrid({
  onEndReached,
  height = 480,
  style,
  ...props
}: VirtualRecordTableGridProps) {
  const { shown } = useRecordTableContext("VirtualRecordTable.Grid");
  // State, not a ref: the virtualizer needs the element in the render after it mounts.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rowWindow = useVirtualWindow({ count: shown.length, scrollElement, onEndReached });
  return (
    <RecordTableGridContent
      {...props}
      style={{ height, ...style }}
      part="VirtualRecordTable.Grid"
      scrollElement={scrollElement}
      onScrollElement={setScrollElement}
      rowWindow={rowWindow}
      stickyHeader
    />
  );
}

export { VirtualRecordTableGrid };
export type { VirtualRecordTableGridProps };
