import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startGalleryPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, render, waitFor } from "@testing-library/react";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  UNDO_WINDOW_MS,
  useBatch,
  useDelete,
  useFullList,
  useInfiniteList,
  useList,
  useRecord,
  useUpdate,
} from "..";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  superuser = new PocketBase(server.url);
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
});
afterAll(() => server?.stop());

/** A signed-in user with `count` albums named "Album 0001"… made through the batch API. */
async function userWithAlbums(count: number): Promise<{ client: TestClient; userId: string }> {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  for (let start = 0; start < count; start += 100) {
    const batch = superuser.createBatch();
    for (let index = start; index < Math.min(count, start + 100); index++) {
      batch
        .collection("albums")
        .create({ owner: userId, name: `Album ${String(index + 1).padStart(4, "0")}` });
    }
    await batch.send();
  }
  return { client, userId };
}

describe("reading", () => {
  test("useList gives 30 records a page by default, with sort, filter and paging", async () => {
    const { client } = await userWithAlbums(35);
    const { result, rerender } = renderWithPocketkit(
      client,
      (props: { page: number }) => useList("albums", { sort: "name", page: props.page }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items).toHaveLength(30);
    expect(result.current.data!.totalItems).toBe(35);
    expect(result.current.data!.items[0]!.name).toBe("Album 0001");

    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data!.page).toBe(2));
    expect(result.current.data!.items.map((album) => album.name)).toEqual([
      "Album 0031",
      "Album 0032",
      "Album 0033",
      "Album 0034",
      "Album 0035",
    ]);

    const filtered = renderWithPocketkit(client, () =>
      useList("albums", { filter: "name ~ '001'", skipTotal: true }),
    );
    await waitFor(() => expect(filtered.result.current.isSuccess).toBe(true));
    expect(filtered.result.current.data!.items.map((album) => album.name).sort()).toEqual([
      "Album 0001",
      ...Array.from({ length: 10 }, (_, index) => `Album 00${10 + index}`),
    ]);
    expect(filtered.result.current.data!.totalItems).toBe(-1);
  });

  test("useInfiniteList pages through everything, and knows when it is done", async () => {
    const { client } = await userWithAlbums(25);
    const { result } = renderWithPocketkit(client, () =>
      useInfiniteList("albums", { perPage: 10, sort: "name" }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage());
    }
    expect(result.current.data!.pages.flatMap((page) => page.items)).toHaveLength(25);
    expect(result.current.data!.pages).toHaveLength(3);
  });

  test("useRecord says not_found for a record that is not there (or not yours), and expands", async () => {
    const { client, userId } = await userWithAlbums(1);
    const missing = renderWithPocketkit(client, () => useRecord("albums", "doesnotexist123"));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error!.kind).toBe("not_found");

    const album = (await client.pocketkit.pb.collection("albums").getFullList())[0]!;
    const found = renderWithPocketkit(client, () => useRecord("albums", album.id, { expand: "owner" }));
    await waitFor(() => expect(found.result.current.isSuccess).toBe(true));
    expect((found.result.current.data!.expand as { owner: { id: string } }).owner.id).toBe(userId);
  });

  test("useFullList fetches 1,200 records in batches of 500 and waits out 429s instead of failing", async () => {
    const { client } = await userWithAlbums(1200);
    let tooMany = 0;
    client.pocketkit.pb.afterSend = (response, data) => {
      if (response.status === 429) tooMany++;
      return data;
    };
    await superuser.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: "/api/collections/albums/records", duration: 1, maxRequests: 1 }],
      },
    });
    try {
      const { result } = renderWithPocketkit(client, () => useFullList("albums", { sort: "name" }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 20_000 });
      expect(result.current.data).toHaveLength(1200);
      expect(new Set(result.current.data!.map((album) => album.id)).size).toBe(1200);
      expect(result.current.data!.at(-1)!.name).toBe("Album 1200");
      expect(tooMany).toBeGreaterThan(0);
    } finally {
      await superuser.settings.update({ rateLimits: { enabled: false } });
    }
  });
});

describe("writing", () => {
  test("an update the server refuses shows at once, then the screen and the cache go back", async () => {
    const { client } = await userWithAlbums(1);
    const shown: string[] = [];
    function AlbumName() {
      const list = useList("albums");
      const name = list.data?.items[0]?.name;
      if (name && shown.at(-1) !== name) shown.push(name);
      return <p>{name}</p>;
    }
    const update = renderWithPocketkit(client, () => useUpdate("albums"));
    const screen = render(<AlbumName />, { wrapper: client.wrapper });
    await waitFor(() => expect(shown).toEqual(["Album 0001"]));
    const id = (await client.pocketkit.pb.collection("albums").getFullList())[0]!.id;

    const tooLong = "x".repeat(81);
    await act(async () => {
      await update.result.current.mutateAsync({ id, data: { name: tooLong } }).catch(() => {});
    });
    await waitFor(() => expect(shown).toEqual(["Album 0001", tooLong, "Album 0001"]));
    expect(screen.container.textContent).toBe("Album 0001");
    expect(update.result.current.error!.kind).toBe("validation");
    expect(update.result.current.error!.fieldErrors.name!.code).toBe("validation_max_text_constraint");
  });

  test("an accepted update lands everywhere without a refetch", async () => {
    const { client } = await userWithAlbums(1);
    const id = (await client.pocketkit.pb.collection("albums").getFullList())[0]!.id;
    const view = renderWithPocketkit(client, () => ({
      list: useList("albums"),
      one: useRecord("albums", id),
      update: useUpdate("albums"),
    }));
    await waitFor(() =>
      expect(view.result.current.one.isSuccess && view.result.current.list.isSuccess).toBe(true),
    );
    await act(() => view.result.current.update.mutateAsync({ id, data: { name: "Renamed" } }));
    expect(view.result.current.list.data!.items[0]!.name).toBe("Renamed");
    expect(view.result.current.one.data!.name).toBe("Renamed");
  });

  test("an undoable delete hides the record at once and sends nothing before the undo window ends", async () => {
    expect(UNDO_WINDOW_MS).toBe(5_000);
    const { client } = await userWithAlbums(2);
    const view = renderWithPocketkit(client, () => ({
      list: useList("albums", { sort: "name" }),
      remove: useDelete("albums", { undoWindowMs: 400 }),
    }));
    await waitFor(() => expect(view.result.current.list.data?.items).toHaveLength(2));
    const [first, second] = view.result.current.list.data!.items;

    // Undone: back on screen, never deleted.
    let handle!: ReturnType<typeof view.result.current.remove.removeWithUndo>;
    act(() => {
      handle = view.result.current.remove.removeWithUndo(first!.id);
    });
    // The cache changes in the same tick; the screen follows on the next.
    const cached = client.queryClient.getQueriesData<{ items: { id: string }[] }>({
      queryKey: ["pocketkit", "albums", "list"],
    });
    expect(cached[0]![1]!.items.map((album) => album.id)).toEqual([second!.id]);
    await waitFor(() =>
      expect(view.result.current.list.data!.items.map((album) => album.id)).toEqual([second!.id]),
    );
    act(() => {
      expect(handle.undo()).toBe(true);
    });
    expect(await handle.done).toBe("undone");
    await waitFor(() => expect(view.result.current.list.data!.items).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(client.pocketkit.pb.collection("albums").getOne(first!.id)).resolves.toMatchObject({
      id: first!.id,
    });

    // Not undone: still on the server during the window, gone after it.
    act(() => {
      handle = view.result.current.remove.removeWithUndo(second!.id);
    });
    await expect(client.pocketkit.pb.collection("albums").getOne(second!.id)).resolves.toMatchObject({
      id: second!.id,
    });
    expect(await handle.done).toBe("deleted");
    expect(handle.undo()).toBe(false);
    await expect(client.pocketkit.pb.collection("albums").getOne(second!.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  test("useBatch reports each item, and retries only what failed", async () => {
    const { client, userId } = await userWithAlbums(3);
    const albums = await client.pocketkit.pb.collection("albums").getFullList({ sort: "name" });
    const { result } = renderWithPocketkit(client, () => useBatch());
    const items = [
      ...albums.map((album) => ({
        action: "update" as const,
        collection: "albums",
        id: album.id,
        data: { description: "moved" },
      })),
      { action: "update" as const, collection: "albums", id: "doesnotexist123", data: { description: "x" } },
      { action: "create" as const, collection: "albums", data: { owner: userId, name: "" } },
    ];
    let outcomes!: Awaited<ReturnType<typeof result.current.run>>;
    await act(async () => {
      outcomes = await result.current.run(items);
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["ok", "ok", "ok", "failed", "failed"]);
    expect(result.current.failed.map((failure) => failure.error.kind)).toEqual(["not_found", "validation"]);
    expect(result.current.progress).toEqual({ settled: 5, total: 5 });
    expect(
      (await client.pocketkit.pb.collection("albums").getFullList()).every(
        (album) => album.description === "moved",
      ),
    ).toBe(true);

    let retried!: Awaited<ReturnType<typeof result.current.run>>;
    await act(async () => {
      retried = await result.current.retryFailed();
    });
    expect(retried.map((outcome) => outcome.item)).toEqual(items.slice(3));
    // The whole run's outcomes, the earlier successes kept beside the retried failures.
    expect(result.current.outcomes.map((outcome) => outcome.item)).toEqual(items);
    expect(result.current.outcomes.map((outcome) => outcome.status)).toEqual([
      "ok",
      "ok",
      "ok",
      "failed",
      "failed",
    ]);
    expect(result.current.progress).toEqual({ settled: 2, total: 2 });
  });
});
