import { QueryClient } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";
import { expect, test } from "vitest";

import { pocketkitKeys } from "../query-keys";
import { applyRealtimeEvents } from "./apply-events";

const album = (id: string, name: string, extra: object = {}) =>
  ({ id, collectionId: "pk_albums", collectionName: "albums", name, ...extra }) as RecordModel;
const page = (items: RecordModel[]) => ({
  page: 1,
  perPage: 30,
  totalItems: items.length,
  totalPages: 1,
  items,
});

test("an event that changes nothing in a list leaves it stale when it was invalidated", async () => {
  // A list shown earlier (an album page) and invalidated by a bulk move: when it is shown again
  // it must refetch, even if realtime events for other records arrived in between.
  const queryClient = new QueryClient();
  const key = pocketkitKeys.list("albums", { filter: 'name ~ "Coast"' });
  queryClient.setQueryData(key, page([album("a1", "Coast")]));
  await queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection("albums"), refetchType: "none" });
  const before = queryClient.getQueryState(key)!.dataUpdatedAt;

  applyRealtimeEvents(queryClient, "albums", [{ action: "update", record: album("b2", "Mountains") }], {
    refetch: false,
  });

  expect(queryClient.getQueryState(key)!.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(key)!.dataUpdatedAt).toBe(before);
});

test("an update of a shown record patches it in place and keeps its expand", () => {
  const queryClient = new QueryClient();
  const key = pocketkitKeys.list("albums", {});
  queryClient.setQueryData(key, page([album("a1", "Coast", { expand: { owner: { id: "u1" } } })]));

  applyRealtimeEvents(queryClient, "albums", [{ action: "update", record: album("a1", "Harbour") }], {
    refetch: false,
  });

  const items = queryClient.getQueryData<ReturnType<typeof page>>(key)!.items;
  expect(items.map((item) => item.name)).toEqual(["Harbour"]);
  expect(items[0]!.expand).toEqual({ owner: { id: "u1" } });
});

test("after an update, filtered lists are invalidated and unfiltered ones are not", () => {
  const queryClient = new QueryClient();
  const filtered = pocketkitKeys.list("albums", { filter: 'name ~ "Coast"' });
  const all = pocketkitKeys.list("albums", { sort: "name" });
  queryClient.setQueryData(filtered, page([]));
  queryClient.setQueryData(all, page([album("a1", "Coast")]));

  applyRealtimeEvents(queryClient, "albums", [{ action: "update", record: album("a1", "Harbour") }]);

  expect(queryClient.getQueryState(filtered)!.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(all)!.isInvalidated).toBe(false);
});
