import { fetchFullList, useBatch, useCount, useInfiniteList, usePocketkit } from "@pocketkit/hooks";
import type { BatchItem } from "@pocketkit/hooks";
import {
  BatchProgress,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Image,
  ImageGridView,
  toast,
  type ImageGridItem,
} from "@pocketkit/ui";
import { useCallback, useMemo, useRef, useState } from "react";

import { IN_TRASH } from "../features/library-query";
import { photoCountText } from "../features/photo-count";
import { daysLeft, daysLeftText, deleteForGoodItems, restoreItems, TRASH_DAYS } from "../features/trash";
import { ArchiveRestoreIcon, ImageOffIcon, Trash2Icon, XIcon } from "../icons";
import { useDocumentTitle } from "../layout/use-document-title";
import { useMediaQuery } from "../layout/use-media-query";
import type { ImagesRecord } from "../pocketbase-types";

interface TrashItem extends ImageGridItem {
  record: ImagesRecord;
  days: number;
}

// Most recently deleted first; the id breaks ties, so that pages never overlap.
const TRASH_SORT = "-trashed_at,-id";

const tileFallback = (
  <span className="pk:absolute pk:inset-0 pk:flex pk:items-center pk:justify-center pk:text-muted-foreground">
    <ImageOffIcon aria-hidden className="pk:size-6" />
  </span>
);

/** A tile's picture, and how long it has left in the corner (its name says it in full). */
function renderTrashImage(item: ImageGridItem, _index: number, sizes: string) {
  const { record, days } = item as TrashItem;
  return (
    <>
      <Image
        record={record}
        field="file"
        preview="preview"
        placeholder="placeholder"
        alt=""
        sizes={sizes}
        fallback={tileFallback}
        fill
        animated={false}
      />
      <span
        aria-hidden
        className="pk:absolute pk:right-1.5 pk:bottom-1.5 pk:rounded pk:bg-background/85 pk:px-1.5 pk:py-0.5 pk:text-xs pk:font-medium pk:text-foreground"
      >
        <span className="pk:sm:hidden">
          {days === 0 ? "Today" : `${days} ${days === 1 ? "day" : "days"}`}
        </span>
        <span className="pk:hidden pk:sm:inline">{daysLeftText(days)}</span>
      </span>
    </>
  );
}

type Dialogs = "delete" | "empty" | undefined;

/**
 * The photos in Trash, most recently deleted first, each with the days it has left: restored in
 * bulk, deleted for good, or all at once with Empty Trash. Tapping a photo selects it.
 */
export default function TrashPage() {
  useDocumentTitle("Trash");
  const { pb } = usePocketkit();
  const photos = useInfiniteList("images", {
    filter: IN_TRASH,
    sort: TRASH_SORT,
    perPage: 90,
    realtime: true,
  });
  const count = useCount("images", { filter: IN_TRASH, realtime: true });
  const wide = useMediaQuery("(min-width: 640px)");
  const batch = useBatch();
  const [label, setLabel] = useState("");
  const [dialog, setDialog] = useState<Dialogs>();
  const [selection, setSelection] = useState<string[]>([]);
  // Titles of photos chosen by Select all or Empty Trash that are not loaded, for the report.
  const extraTitles = useRef(new Map<string, string>());

  const records = useMemo(() => photos.data?.pages.flatMap((page) => page.items) ?? [], [photos.data]);
  const items = useMemo(
    () =>
      records.map((record): TrashItem => {
        const days = daysLeft(record.trashed_at);
        const name = record.alt || record.title || "Untitled photo";
        return { id: record.id, alt: `${name}, ${daysLeftText(days).toLowerCase()}`, record, days };
      }),
    [records],
  );
  const total = count.data ?? 0;
  const selected = selection.length;

  const titleOf = (id: string) =>
    records.find((record) => record.id === id)?.title || extraTitles.current.get(id) || "A photo";

  const run = (actionLabel: string, batchItems: BatchItem[]) => {
    setDialog(undefined);
    setLabel(actionLabel);
    void batch.run(batchItems).then((outcomes) => {
      // What went through is done; what failed stays selected for another try.
      const failed = new Set(
        outcomes.flatMap((outcome) =>
          outcome.status === "failed" && "id" in outcome.item ? [outcome.item.id] : [],
        ),
      );
      setSelection((current) => current.filter((id) => failed.has(id)));
    });
  };

  /** Every photo in Trash, loaded or not. */
  const fetchAll = async () => {
    const all = await fetchFullList<ImagesRecord>(pb, "images", {
      filter: IN_TRASH,
      sort: TRASH_SORT,
      fields: "id,title",
    });
    for (const photo of all) extraTitles.current.set(photo.id, photo.title || "Untitled photo");
    return all.map((photo) => photo.id);
  };
  const couldNotList = (error: unknown) =>
    toast({
      title: "Could not read what is in Trash",
      description: (error as Error).message,
      variant: "destructive",
    });

  const toggle = useCallback(
    (index: number) => {
      const id = records[index]?.id;
      if (!id) return;
      setSelection((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      );
    },
    [records],
  );

  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:flex pk:flex-wrap pk:items-start pk:justify-between pk:gap-3">
        <div className="pk:grid pk:gap-1">
          <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Trash</h1>
          {total > 0 ? (
            <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
              {photoCountText(total)}. Photos are deleted for good {TRASH_DAYS} days after you delete them.
            </p>
          ) : null}
        </div>
        {total > 0 ? (
          <Button variant="outline" disabled={batch.status === "running"} onClick={() => setDialog("empty")}>
            <Trash2Icon aria-hidden className="pk:size-4" />
            Empty Trash
          </Button>
        ) : null}
      </div>

      {selected > 0 ? (
        <div
          role="toolbar"
          aria-label="Selected photos"
          className="pk:sticky pk:top-2 pk:z-10 pk:flex pk:flex-wrap pk:items-center pk:gap-2 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-2 pk:shadow-sm"
        >
          <span className="pk:px-2 pk:text-sm pk:font-medium" aria-live="polite">
            {selected === 1 ? "1 photo selected" : `${selected} photos selected`}
          </span>
          {selected < total ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void fetchAll().then(setSelection, couldNotList)}
            >
              {`Select all ${total.toLocaleString("en-US")}`}
            </Button>
          ) : null}
          <div className="pk:ml-auto pk:flex pk:flex-wrap pk:gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => run(`Restoring ${photoCountText(selected)}`, restoreItems(selection))}
            >
              <ArchiveRestoreIcon aria-hidden className="pk:size-4" />
              Restore
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
              <Trash2Icon aria-hidden className="pk:size-4" />
              Delete for good
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelection([])}>
              <XIcon aria-hidden className="pk:size-4" />
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}

      <BatchProgress
        {...batch}
        label={label}
        onRetryFailed={batch.retryFailed}
        describeItem={(item) => ("id" in item ? titleOf(item.id) : "A photo")}
      />

      {photos.isError ? (
        <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
          <p className="pk:m-0 pk:text-destructive">{photos.error.message}</p>
          <Button variant="outline" onClick={() => void photos.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ImageGridView
          items={items}
          renderImage={renderTrashImage}
          label="Photos in Trash"
          minTileWidth={wide ? "10rem" : "6.5rem"}
          loading={photos.isPending}
          loadingMore={photos.isFetchingNextPage}
          hasMore={photos.hasNextPage}
          onEndReached={() => void photos.fetchNextPage()}
          selection={selection}
          onSelectionChange={setSelection}
          onOpen={toggle}
          emptyState={
            <p className="pk:m-0">Trash is empty. Photos you delete stay here for {TRASH_DAYS} days.</p>
          }
        />
      )}

      <Dialog open={dialog === "delete"} onOpenChange={(open) => setDialog(open ? "delete" : undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Delete ${photoCountText(selected)} for good?`}</DialogTitle>
            <DialogDescription>
              They are deleted now, with their files. This can’t be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(undefined)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() =>
                run(`Deleting ${photoCountText(selected)} for good`, deleteForGoodItems(selection))
              }
            >
              Delete for good
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === "empty"} onOpenChange={(open) => setDialog(open ? "empty" : undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Empty Trash?</DialogTitle>
            <DialogDescription>
              {total === 1
                ? "The photo in Trash is deleted for good, with its file. This can’t be undone."
                : `All ${photoCountText(total)} in Trash are deleted for good, with their files. This can’t be undone.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(undefined)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setDialog(undefined);
                void fetchAll().then((ids) => run("Emptying Trash", deleteForGoodItems(ids)), couldNotList);
              }}
            >
              Empty Trash
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
