import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ListResult, RecordModel, RecordSubscription } from "pocketbase";

import { isListKey, pocketkitKeys } from "../query-keys";

/**
 * Applies a batch of realtime events of one collection to every cached query of it, in one
 * pass: updates replace the record wherever it is shown, deletes remove it; a create may belong
 * anywhere (sort, filter, page), so lists that could show it are refetched, once per batch, and
 * so are filtered lists after an update, which may have moved a record into or out of them.
 * A query the events do not touch is left as it was: still stale if it was invalidated.
 */
export function applyRealtimeEvents(
  queryClient: QueryClient,
  collection: string,
  events: Pick<RecordSubscription, "action" | "record">[],
  { refetch = true }: { refetch?: boolean } = {},
): void {
  if (events.length === 0) return;
  // The last event of a record wins.
  const latest = new Map<string, Pick<RecordSubscription, "action" | "record">>();
  let created = false;
  for (const event of events) {
    latest.set(event.record.id, event);
    if (event.action === "create") created = true;
  }
  const updates = new Map<string, RecordModel>();
  const deletes = new Set<string>();
  for (const [id, event] of latest) {
    if (event.action === "delete") deletes.add(id);
    else updates.set(id, event.record);
  }

  const patchItems = (items: RecordModel[]) => {
    let changed = false;
    const next: RecordModel[] = [];
    for (const item of items) {
      if (deletes.has(item.id)) {
        changed = true;
        continue;
      }
      const update = updates.get(item.id);
      if (update) {
        changed = true;
        // Keep what the event does not carry (expand, fields the list asked for).
        next.push({ ...item, ...update, expand: update.expand ?? item.expand });
      } else {
        next.push(item);
      }
    }
    return changed ? next : items;
  };

  queryClient.setQueriesData<ListResult<RecordModel>>(
    { queryKey: pocketkitKeys.lists(collection) },
    (data) => {
      // `undefined` leaves a query alone; handing back the same data would still mark it fresh.
      if (!data) return undefined;
      const items = patchItems(data.items);
      if (items === data.items) return undefined;
      const removed = data.items.length - items.length;
      return {
        ...data,
        items,
        totalItems: data.totalItems >= 0 ? data.totalItems - removed : data.totalItems,
      };
    },
  );
  queryClient.setQueriesData<InfiniteData<ListResult<RecordModel>>>(
    { queryKey: ["pocketkit", collection, "infinite"] },
    (data) => {
      if (!data) return undefined;
      let changed = false;
      const pages = data.pages.map((page) => {
        const items = patchItems(page.items);
        if (items === page.items) return page;
        changed = true;
        return { ...page, items };
      });
      return changed ? { ...data, pages } : undefined;
    },
  );
  queryClient.setQueriesData<RecordModel[]>({ queryKey: ["pocketkit", collection, "full"] }, (data) => {
    if (!data) return undefined;
    const items = patchItems(data);
    return items === data ? undefined : items;
  });
  for (const [id, record] of updates) {
    queryClient.setQueriesData<RecordModel>(
      { queryKey: [...pocketkitKeys.records(collection), id] },
      (data) => (data ? { ...data, ...record, expand: record.expand ?? data.expand } : undefined),
    );
  }
  // An optimistic edit (`refetch: false`) must not ask the server before it has been told.
  if (!refetch) return;
  for (const id of deletes) {
    void queryClient.invalidateQueries({ queryKey: [...pocketkitKeys.records(collection), id] });
  }
  if (created || updates.size > 0) {
    void queryClient.invalidateQueries({
      // A list's options carry its filter: an update can change what it matches.
      predicate: (query) => isListKey(query.queryKey, collection, { filtered: !created }),
    });
  }
  if (deletes.size > 0) {
    // A count cannot tell whether the deleted record was among those it counted (the lists above
    // can: they hold the records); it asks again.
    void queryClient.invalidateQueries({ queryKey: pocketkitKeys.counts(collection) });
  }
}
