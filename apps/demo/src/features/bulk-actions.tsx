import type { BatchItem, BatchOutcome } from "@pocketkit/hooks";
import { UNDO_WINDOW_MS, useBatch, useFullList } from "@pocketkit/hooks";
import {
  BatchProgress,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  tagLength,
  toast,
} from "@pocketkit/ui";
import { FolderInputIcon, TagIcon, Trash2Icon, XIcon } from "../icons";
import { useId, useState } from "react";

import type { ImagesRecord } from "../pocketbase-types";
import { photoCountText } from "./photo-count";
import { ShareButton } from "./share-button";
import { TAG_RULES } from "./tag-rules";
import { moveToTrashItems, restoreItems, TRASH_DAYS } from "./trash";
import { ZipDownloadButton } from "./zip-download-button";

/** What a bulk action needs of each selected photo. */
export type SelectedPhoto = Pick<ImagesRecord, "id" | "title" | "tags">;

interface BulkActionsProps {
  /** The selected photos (with their tags, which a new tag is added to). */
  selected: SelectedPhoto[];
  /** The "Select all" button's text, when there is more to select; no button without it. */
  selectAllLabel: string | undefined;
  onSelectAll: () => void;
  onClear: () => void;
}

type Dialogs = "move" | "tag" | "delete" | undefined;

/**
 * Share, download, move, tag or delete (to Trash) many photos at once. Share makes a link and
 * Download a ZIP; the others go through PocketBase's batch API: progress while it runs, each
 * failure reported by the photo's title, and Retry for only what failed.
 */
export function BulkActions({ selected, selectAllLabel, onSelectAll, onClear }: BulkActionsProps) {
  const batch = useBatch();
  const [dialog, setDialog] = useState<Dialogs>();
  const [label, setLabel] = useState("");
  const titles = new Map(selected.map((photo) => [photo.id, photo.title || "Untitled photo"]));
  const count = selected.length;

  const run = (actionLabel: string, items: BatchItem[], then?: (outcomes: BatchOutcome[]) => void) => {
    setDialog(undefined);
    setLabel(actionLabel);
    void batch.run(items).then((outcomes) => {
      // What went through is done; what failed stays selected for another try.
      if (outcomes.every((outcome) => outcome.status === "ok")) onClear();
      then?.(outcomes);
    });
  };

  // As for one photo (useMoveToTrash): the photos that went offer Undo for a few seconds; the
  // Trash page restores them later too.
  const moveToTrash = () =>
    run(
      `Moving ${photoCountText(count)} to Trash`,
      moveToTrashItems(selected.map((photo) => photo.id)),
      (outcomes) => {
        const moved = outcomes.flatMap((outcome) =>
          outcome.status === "ok" && "id" in outcome.item ? [outcome.item.id] : [],
        );
        if (moved.length === 0) return;
        toast({
          title: `${photoCountText(moved.length)} moved to Trash`,
          duration: UNDO_WINDOW_MS,
          action: {
            label: "Undo",
            onClick: () => run(`Restoring ${photoCountText(moved.length)}`, restoreItems(moved)),
          },
        });
      },
    );

  return (
    <>
      {count > 0 ? (
        <div
          role="toolbar"
          aria-label="Selected photos"
          className="pk:sticky pk:top-2 pk:z-10 pk:flex pk:flex-wrap pk:items-center pk:gap-2 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-2 pk:shadow-sm"
        >
          <span className="pk:px-2 pk:text-sm pk:font-medium" aria-live="polite">
            {count === 1 ? "1 photo selected" : `${count} photos selected`}
          </span>
          {selectAllLabel ? (
            <Button variant="ghost" size="sm" onClick={onSelectAll}>
              {selectAllLabel}
            </Button>
          ) : null}
          <div className="pk:ml-auto pk:flex pk:flex-wrap pk:gap-2">
            <ShareButton variant="outline" size="sm" target={{ photos: selected.map((photo) => photo.id) }} />
            <ZipDownloadButton
              variant="outline"
              size="sm"
              target={{ photos: selected.map((photo) => photo.id) }}
            />
            <Button variant="outline" size="sm" onClick={() => setDialog("move")}>
              <FolderInputIcon aria-hidden className="pk:size-4" />
              Move to album
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("tag")}>
              <TagIcon aria-hidden className="pk:size-4" />
              Add tag
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog("delete")}>
              <Trash2Icon aria-hidden className="pk:size-4" />
              Delete
            </Button>
            <Button variant="ghost" size="sm" onClick={onClear}>
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
        describeItem={(item) => ("id" in item ? (titles.get(item.id) ?? "A photo") : "A photo")}
      />

      <MoveDialog
        open={dialog === "move"}
        count={count}
        onOpenChange={(open) => setDialog(open ? "move" : undefined)}
        onMove={(album) =>
          run(
            album ? `Moving to “${album.name}”` : "Taking out of albums",
            selected.map((photo) => ({
              action: "update",
              collection: "images",
              id: photo.id,
              data: { album: album?.id ?? "" },
            })),
          )
        }
      />
      <TagDialog
        open={dialog === "tag"}
        count={count}
        onOpenChange={(open) => setDialog(open ? "tag" : undefined)}
        onTag={(tag) =>
          run(
            `Tagging “${tag}”`,
            selected.map((photo) => ({
              action: "update",
              collection: "images",
              id: photo.id,
              data: { tags: withTag(photo.tags, tag) },
            })),
          )
        }
      />
      <Dialog open={dialog === "delete"} onOpenChange={(open) => setDialog(open ? "delete" : undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Move ${photoCountText(count)} to Trash?`}</DialogTitle>
            <DialogDescription>
              {`They stay in Trash for ${TRASH_DAYS} days, where you can restore them; then they are deleted for good.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(undefined)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={moveToTrash}>
              Move to Trash
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The photo's tags with `tag` added once (case-insensitively), as the server keeps them. */
export function withTag(tags: unknown, tag: string): string[] {
  const list = Array.isArray(tags) ? tags.filter((item): item is string => typeof item === "string") : [];
  return list.some((existing) => existing.toLowerCase() === tag.toLowerCase()) ? list : [...list, tag];
}

function MoveDialog({
  open,
  count,
  onOpenChange,
  onMove,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onMove: (album: { id: string; name: string } | undefined) => void;
}) {
  const id = useId();
  const albums = useFullList("albums", { sort: "name", enabled: open });
  const [albumId, setAlbumId] = useState("");
  const NONE = "__none__";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{count === 1 ? "Move 1 photo" : `Move ${count} photos`}</DialogTitle>
          <DialogDescription>
            A photo is in one album at most; moving takes it out of its old one.
          </DialogDescription>
        </DialogHeader>
        <div className="pk:grid pk:gap-2">
          <Label htmlFor={id}>Album</Label>
          <Select value={albumId} onValueChange={setAlbumId}>
            <SelectTrigger id={id}>
              <SelectValue placeholder="Choose an album" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>No album</SelectItem>
              {(albums.data ?? []).map((album) => (
                <SelectItem key={album.id} value={album.id}>
                  {album.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!albumId}
            onClick={() =>
              onMove(albumId === NONE ? undefined : (albums.data ?? []).find((album) => album.id === albumId))
            }
          >
            Move
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TagDialog({
  open,
  count,
  onOpenChange,
  onTag,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onTag: (tag: string) => void;
}) {
  const id = useId();
  const [tag, setTag] = useState("");
  const trimmed = tag.trim();
  const tooLong = tagLength(trimmed) > TAG_RULES.maxLength;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="pk:grid pk:gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed && !tooLong) onTag(trimmed);
          }}
        >
          <DialogHeader>
            <DialogTitle>{count === 1 ? "Tag 1 photo" : `Tag ${count} photos`}</DialogTitle>
            <DialogDescription>The tag is added to each photo; their other tags stay.</DialogDescription>
          </DialogHeader>
          <div className="pk:grid pk:gap-2">
            <Label htmlFor={id}>Tag</Label>
            <Input
              id={id}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? `${id}-error` : undefined}
            />
            {tooLong ? (
              <p id={`${id}-error`} role="alert" className="pk:m-0 pk:text-sm pk:text-destructive">
                Each tag must be 1 to 32 characters.
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || tooLong}>
              Add tag
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
