import type { RecordModel } from "pocketbase";
import * as React from "react";

import { Image } from "./image";
import { tileFallback } from "./image-grid-tile";
import { ImageGridView, type ImageGridItem, type ImageGridViewProps } from "./image-grid-view";

type ImageGridProps = Omit<ImageGridViewProps, "items" | "renderImage"> & {
  /** The records to show, in order; their ids are what `selection` holds. */
  records: readonly RecordModel[];
  /** The file field. @default the collection's only file field in the schema, else `"file"` */
  field?: string;
  /** A file field with a lighter copy to show when a record has one (see `Image`'s `preview`). */
  preview?: string;
  /** A text field with each picture's ThumbHash, shown blurred until its thumb arrives. */
  placeholder?: string;
  /** A record's alt text. @default its `alt`, else its `title`, else "" (the tile reads "Image 3") */
  getAlt?: (record: RecordModel) => string;
};

const defaultAlt = (record: RecordModel) => String(record.alt || record.title || "");

/** A tile's item, carrying its record, so that drawing it needs nothing else. */
interface RecordItem extends ImageGridItem {
  record: RecordModel;
}

// One item per record object and alt function, kept while the record is (a page arriving, or a
// live update of one photo, leaves the other records' objects as they were): memoised tiles stay
// as they are. Weak on both sides: nothing outlives its records.
const itemsByAlt = new WeakMap<(record: RecordModel) => string, WeakMap<RecordModel, RecordItem>>();

function itemOf(record: RecordModel, getAlt: (record: RecordModel) => string): RecordItem {
  let items = itemsByAlt.get(getAlt);
  if (!items) itemsByAlt.set(getAlt, (items = new WeakMap()));
  let item = items.get(record);
  if (!item) items.set(record, (item = { id: record.id, alt: getAlt(record), record }));
  return item;
}

/**
 * A grid of records' pictures: `ImageGridView` with an `Image` per tile (thumbs in `srcSet`, a
 * file token for protected files, shared by every tile; with `preview` and `placeholder`, a
 * lighter copy where a record has one and its ThumbHash until the thumb arrives).
 *
 * @example
 * const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteList("images", { sort: "-created" });
 * <ImageGrid
 *   records={data?.pages.flatMap((page) => page.items) ?? []}
 *   hasMore={hasNextPage}
 *   loadingMore={isFetchingNextPage}
 *   onEndReached={fetchNextPage}
 *   onOpen={setOpenIndex}
 * />
 */
function ImageGrid({
  records,
  field,
  preview,
  placeholder,
  getAlt = defaultAlt,
  sizes,
  ...props
}: ImageGridProps) {
  const items = React.useMemo(() => records.map((record) => itemOf(record, getAlt)), [records, getAlt]);
  const renderImage = React.useCallback(
    (item: ImageGridItem, _index: number, tileSizes: string) => (
      <Image
        record={(item as RecordItem).record}
        field={field}
        preview={preview}
        placeholder={placeholder}
        alt={item.alt}
        sizes={tileSizes}
        fallback={tileFallback}
        fill
        animated={false}
      />
    ),
    [field, preview, placeholder],
  );
  return <ImageGridView items={items} sizes={sizes} renderImage={renderImage} {...props} />;
}

export { ImageGrid };
export type { ImageGridProps };
