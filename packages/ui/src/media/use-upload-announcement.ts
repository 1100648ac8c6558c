import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaUploadEn } from "./media-catalogue";
import type { UploadQueueViewItem } from "./upload-queue-item";

// At most one announcement a second: a hundred files finishing one after another must not make
// a screen reader read a hundred sentences.
const QUIET_MS = 1000;

/**
 * The sentence the upload queue's live region says now: files that failed since the last one
 * ("beach.heic failed"), photos already in the library ("beach.jpg is already in your library")
 * and how far the queue has got ("2 of 5 uploaded"). Progress within a
 * file is never announced; the files already in the queue when it mounts are not either.
 */
export function useUploadAnnouncement(items: readonly UploadQueueViewItem[]): string {
  const t = useCatalogue(mediaUploadEn);
  const [message, setMessage] = React.useState("");
  const seen = React.useRef<Map<string, UploadQueueViewItem["status"]> | null>(null);
  const pending = React.useRef({ failed: [] as string[], duplicates: [] as string[], progress: false });
  const latest = React.useRef(items);
  const lastSaid = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = React.useCallback(() => {
    timer.current = undefined;
    const { failed, duplicates, progress } = pending.current;
    pending.current = { failed: [], duplicates: [], progress: false };
    const parts: string[] = [];
    if (failed.length === 1) parts.push(t("media.queue.announce.failed", { name: failed[0]! }));
    if (failed.length > 1) parts.push(t("media.queue.announce.failedMany", { count: failed.length }));
    if (duplicates.length === 1) {
      const notice = latest.current.find((item) => item.name === duplicates[0] && item.notice)?.notice;
      // The row's own sentence, without its full stop (parts are joined with ". ").
      if (notice) parts.push(notice.replace(/\.$/, ""));
    }
    if (duplicates.length > 1) {
      parts.push(t("media.queue.announce.duplicates", { count: duplicates.length }));
    }
    if (progress) {
      const counted = latest.current.filter(
        (item) => item.status !== "invalid" && item.status !== "duplicate",
      );
      const done = counted.filter((item) => item.status === "done").length;
      parts.push(t("media.queue.announce.progress", { done, total: counted.length }));
    }
    if (parts.length === 0) return;
    lastSaid.current = Date.now();
    setMessage(parts.join(". "));
  }, [t]);

  React.useEffect(() => {
    latest.current = items;
    const previous = seen.current;
    seen.current = new Map(items.map((item) => [item.id, item.status]));
    // The first look (twice under StrictMode) only learns what is there.
    if (!previous) return;
    let changed = false;
    for (const item of items) {
      const before = previous.get(item.id);
      if (before === item.status) continue;
      if (item.status === "error" || item.status === "invalid") {
        pending.current.failed.push(item.name);
        changed = true;
      }
      if (item.status === "duplicate") {
        pending.current.duplicates.push(item.name);
        changed = true;
      }
      if (item.status === "done") {
        pending.current.progress = true;
        changed = true;
      }
    }
    if (!changed || timer.current) return;
    const wait = lastSaid.current + QUIET_MS - Date.now();
    if (wait <= 0) flush();
    else timer.current = setTimeout(flush, wait);
  }, [items, flush]);

  React.useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );

  return message;
}
