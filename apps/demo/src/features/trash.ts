import { toPocketkitError } from "@pocketkit/client";
import {
  applyRealtimeEvents,
  pocketkitKeys,
  UNDO_WINDOW_MS,
  usePocketkit,
  type BatchItem,
} from "@pocketkit/hooks";
import { toast } from "@pocketkit/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import type { ImagesRecord } from "../pocketbase-types";

// The Gallery's Trash (DESIGN §7): deleting a photo sets its `trashed_at` (the server stamps its
// own time, pb_hooks/trash.pb.js); the photo then shows only on the Trash page, from where it can
// be restored, until pb_hooks/trash_purge.pb.js deletes it for good.

/** Days a photo stays in Trash; the same number as TRASH_DAYS in pb_hooks/trash_purge.pb.js. */
export const TRASH_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Whole days left before a photo that went to Trash at `trashedAt` (PocketBase's date format) is
 * deleted for good: 29 just after it went (never more than it has), 0 on its last day.
 */
export function daysLeft(trashedAt: string, now = Date.now()): number {
  const purgeAt = Date.parse(trashedAt.replace(" ", "T")) + TRASH_DAYS * DAY_MS;
  return Math.max(0, Math.floor((purgeAt - now) / DAY_MS));
}

/** "Deleted in 29 days", "Deleted in 1 day", "Deleted today". */
export function daysLeftText(days: number): string {
  if (days === 0) return "Deleted today";
  return `Deleted in ${days} ${days === 1 ? "day" : "days"}`;
}

/** The photo a move to Trash names in its toast. */
export type TrashablePhoto = Pick<ImagesRecord, "id"> & Partial<Pick<ImagesRecord, "title">>;

/** The batch items that move photos to Trash (bulk delete). */
export function moveToTrashItems(ids: readonly string[]): BatchItem[] {
  // Any date says "in Trash": the server puts its own.
  const now = new Date().toISOString();
  return ids.map((id) => ({ action: "update", collection: "images", id, data: { trashed_at: now } }));
}

/** The batch items that take photos out of Trash, back where they were (album, tags, heart). */
export function restoreItems(ids: readonly string[]): BatchItem[] {
  return ids.map((id) => ({ action: "update", collection: "images", id, data: { trashed_at: "" } }));
}

/** The batch items that delete photos for good, with their files. */
export function deleteForGoodItems(ids: readonly string[]): BatchItem[] {
  return ids.map((id) => ({ action: "delete", collection: "images", id }));
}

/**
 * Deleting one photo, as the photo page and the viewer offer it: the photo leaves every list and
 * count at once and goes to Trash; a toast says so, with Undo for 5 seconds, which puts it back.
 * If the server refuses, the photo is back where it was and a toast says it could not be moved.
 * The Trash page can restore it later too, so the toast is never the only way back.
 *
 * Resolves with whether the photo is in Trash (`false`: refused, or undone before the server
 * answered). Nothing needs awaiting: the caller can go on (to the next photo) at once.
 *
 * @example
 * const moveToTrash = useMoveToTrash();
 * <Button onClick={() => { void moveToTrash(photo); goToNextPhoto(); }}>Delete</Button>
 */
export function useMoveToTrash(): (photo: TrashablePhoto) => Promise<boolean> {
  const { pb } = usePocketkit();
  const queryClient = useQueryClient();

  return useCallback(
    async (photo: TrashablePhoto) => {
      const title = photo.title || "Untitled photo";
      const images = pocketkitKeys.collection("images");
      // Refetches in flight would land with the photo still in them.
      await queryClient.cancelQueries({ queryKey: images });
      const snapshot = queryClient.getQueriesData({ queryKey: images });
      const putBack = () => {
        for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
        // Other changes may have come in meanwhile: fetch the truth.
        void queryClient.invalidateQueries({ queryKey: images });
      };
      // Taken out of every cached list as a delete would be; the Trash page's list and the counts
      // ask again once the server has it.
      applyRealtimeEvents(queryClient, "images", [{ action: "delete", record: { id: photo.id } as never }], {
        refetch: false,
      });

      let undone = false;
      const moved = pb
        .collection("images")
        .update(photo.id, { trashed_at: new Date().toISOString() }, { requestKey: null })
        .then(
          () => true,
          (error: unknown) => {
            if (!undone) {
              putBack();
              toast({
                title: `“${title}” could not be moved to Trash`,
                description: toPocketkitError(error).message,
                variant: "destructive",
              });
            }
            return false;
          },
        );
      const { dismiss } = toast({
        title: `“${title}” moved to Trash`,
        duration: UNDO_WINDOW_MS,
        action: {
          label: "Undo",
          onClick: () => {
            undone = true;
            putBack();
            void moved.then(async (inTrash) => {
              if (!inTrash) return;
              try {
                await pb.collection("images").update(photo.id, { trashed_at: "" }, { requestKey: null });
              } catch (error) {
                toast({
                  title: `“${title}” could not be restored; it is in Trash`,
                  description: toPocketkitError(error).message,
                  variant: "destructive",
                });
              }
              void queryClient.invalidateQueries({ queryKey: images });
            });
          },
        },
      });

      const inTrash = await moved;
      if (inTrash) void queryClient.invalidateQueries({ queryKey: images });
      else dismiss();
      return inTrash && !undone;
    },
    [pb, queryClient],
  );
}
