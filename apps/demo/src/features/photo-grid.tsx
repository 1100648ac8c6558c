import { fetchFullList, useInfiniteList, usePocketkit } from "@pocketkit/hooks";
import { Button, ImageGrid, toast, type ImageGridSection } from "@pocketkit/ui";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

import { afterFirstPhotos } from "../layout/after-first-photos";
import { useMediaQuery } from "../layout/use-media-query";
import type { ImagesRecord } from "../pocketbase-types";
import type { SelectedPhoto } from "./bulk-actions";
import { photoListOptions, type ViewerState } from "./photo-list";
import { isDateOrder, monthsOf } from "./photo-timeline";

const FullTimeline = lazy(() => import("./full-timeline"));

// The toolbar for many photos (its dialogs, its album picker, the batch report) loads with the
// first selection: most visits to the library select nothing.
const BulkActions = lazy(async () => ({ default: (await import("./bulk-actions")).BulkActions }));

interface PhotoGridProps {
  /** A PocketBase filter for the photos shown ("" for all of the user's). */
  filter: string;
  sort: string;
  /** Names the grid for assistive technology. */
  label: string;
  emptyState: ReactNode;
}

/**
 * The user's photos, page after page as they scroll, followed live (an upload or an edit on
 * another device shows up here), with selection for bulk work.
 */
export function PhotoGrid({ filter, sort, label, emptyState }: PhotoGridProps) {
  const navigate = useNavigate();
  const { pb } = usePocketkit();
  const location = useLocation();
  const photos = useInfiniteList("images", photoListOptions({ filter, sort }));
  const records = useMemo(() => photos.data?.pages.flatMap((page) => page.items) ?? [], [photos.data]);
  // In date order, the photos are a timeline: months as headings, first of the photos loaded, then
  // (once the first photos are in and the page is idle) of every photo, with a scrubber of years.
  const dated = isDateOrder(sort);
  const [fullMonths, setFullMonths] = useState<{ key: string; months: ImageGridSection[] }>();
  const listKey = `${sort}\n${filter}`;
  const loadedMonths = useMemo(() => (dated ? monthsOf(records) : undefined), [dated, records]);
  const months = dated ? (fullMonths?.key === listKey ? fullMonths.months : loadedMonths) : undefined;
  const onMonths = useCallback(
    (all: ImageGridSection[]) => setFullMonths({ key: listKey, months: all }),
    [listKey],
  );
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const waiting = afterFirstPhotos(() => setIdle(true));
    return () => waiting.cancel();
  }, [idle]);
  // Three photos to a row on a phone, as in Google Photos; larger tiles from 640 px.
  const wide = useMediaQuery("(min-width: 640px)");
  const [selection, setSelection] = useState<string[]>([]);
  // Photos chosen by "Select all" that are not loaded yet.
  const [extra, setExtra] = useState<SelectedPhoto[]>([]);
  const [matching, setMatching] = useState<number>();
  // Once shown, the toolbar stays mounted: its batch report outlives the selection it ran on.
  const [bulkShown, setBulkShown] = useState(false);
  if (selection.length > 0 && !bulkShown) setBulkShown(true);

  const selected = useMemo(() => {
    const byId = new Map<string, SelectedPhoto>(extra.map((photo) => [photo.id, photo]));
    for (const record of records) byId.set(record.id, record);
    return selection.map((id) => byId.get(id)).filter((photo): photo is SelectedPhoto => photo !== undefined);
  }, [selection, records, extra]);

  const selectAll = async () => {
    try {
      const all = await fetchFullList<ImagesRecord>(pb, "images", {
        filter: filter || undefined,
        sort,
        fields: "id,title,tags",
      });
      setExtra(all);
      setMatching(all.length);
      setSelection(all.map((photo) => photo.id));
    } catch (error) {
      toast({
        title: "Could not select all photos",
        description: (error as Error).message,
        variant: "destructive",
      });
    }
  };

  if (photos.isError) {
    return (
      <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
        <p className="pk:m-0 pk:text-destructive">{photos.error.message}</p>
        <Button variant="outline" onClick={() => void photos.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const hasMore = photos.hasNextPage;
  return (
    <div className="pk:grid pk:gap-4">
      {bulkShown && (
        <Suspense fallback={null}>
          <BulkActions
            selected={selected}
            selectAllLabel={
              matching !== undefined
                ? selection.length < matching
                  ? `Select all ${matching}`
                  : undefined
                : hasMore || selection.length < records.length
                  ? "Select all"
                  : undefined
            }
            onSelectAll={() => void selectAll()}
            onClear={() => {
              setSelection([]);
              setExtra([]);
              setMatching(undefined);
            }}
          />
        </Suspense>
      )}
      <ImageGrid
        records={records}
        field="file"
        preview="preview"
        placeholder="placeholder"
        label={label}
        minTileWidth={wide ? "10rem" : "6.5rem"}
        // On a phone the photos go edge to edge, 2 px apart, as in the phone's own gallery.
        tiles={wide ? "spaced" : "flush"}
        className={wide ? undefined : "pk:-mx-4"}
        sections={months}
        loading={photos.isPending}
        loadingMore={photos.isFetchingNextPage}
        hasMore={hasMore}
        onEndReached={() => void photos.fetchNextPage()}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(index) => {
          const record = records[index];
          // The viewer opens over this page, which stays where it is; Back closes it.
          const state: ViewerState = { background: location, photos: { filter, sort } };
          if (record) navigate(`/images/${record.id}`, { state });
        }}
        emptyState={emptyState}
      >
        {dated && idle && (
          <Suspense fallback={null}>
            <FullTimeline source={{ filter, sort }} onMonths={onMonths} />
          </Suspense>
        )}
      </ImageGrid>
    </div>
  );
}
