import type { PocketBaseServer } from "@pocketkit/client/testing";
import { signInSuperuser, startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, render, waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
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
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

/** A signed-in user with `count` notes titled "Note 0001"… made through the batch API. */
async function userWithNotes(count: number): Promise<{ client: TestClient; userId: string }> {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  // The test schema's batch API takes up to 50 requests at a time.
  for (let start = 0; start < count; start += 50) {
    const batch = superuser.createBatch();
    for (let index = start; index < Math.min(count, start + 50); index++) {
      batch
        .collection("notes")
        .create({ owner: userId, title: `Note ${String(index + 1).padStart(4, "0")}` });
    }
    await batch.send();
  }
  return { client, userId };
}

describe("reading", () => {
  test("useList gives 30 records a page by default, with sort, filter and paging", async () => {
    const { client } = await userWithNotes(35);
    const { result, rerender } = renderWithPocketkit(
      client,
      (props: { page: number }) => useList("notes", { sort: "title", page: props.page }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items).toHaveLength(30);
    expect(result.current.data!.totalItems).toBe(35);
    expect(result.current.data!.items[0]!.title).toBe("Note 0001");

    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data!.page).toBe(2));
    expect(result.current.data!.items.map((note) => note.title)).toEqual([
      "Note 0031",
      "Note 0032",
      "Note 0033",
      "Note 0034",
      "Note 0035",
    ]);

    const filtered = renderWithPocketkit(client, () =>
      useList("notes", { filter: "title ~ '001'", skipTotal: true }),
    );
    await waitFor(() => expect(filtered.result.current.isSuccess).toBe(true));
    expect(filtered.result.current.data!.items.map((note) => note.title).sort()).toEqual([
      "Note 0001",
      ...Array.from({ length: 10 }, (_, index) => `Note 00${10 + index}`),
    ]);
    expect(filtered.result.current.data!.totalItems).toBe(-1);
  });

  test("useInfiniteList pages through everything, and knows when it is done", async () => {
    const { client } = await userWithNotes(25);
    const { result } = renderWithPocketkit(client, () =>
      useInfiniteList("notes", { perPage: 10, sort: "title" }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage());
    }
    expect(result.current.data!.pages.flatMap((page) => page.items)).toHaveLength(25);
    expect(result.current.data!.pages).toHaveLength(3);
  });

  test("useRecord says not_found for a record that is not there (or not yours), and expands", async () => {
    const { client, userId } = await userWithNotes(1);
    const missing = renderWithPocketkit(client, () => useRecord("notes", "doesnotexist123"));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error!.kind).toBe("not_found");

    const note = (await client.pocketkit.pb.collection("notes").getFullList())[0]!;
    const found = renderWithPocketkit(client, () => useRecord("notes", note.id, { expand: "owner" }));
    await waitFor(() => expect(found.result.current.isSuccess).toBe(true));
    expect((found.result.current.data!.expand as { owner: { id: string } }).owner.id).toBe(userId);
  });

  test("useFullList fetches 1,200 records in batches of 500 and waits out 429s instead of failing", async () => {
    const { client } = await userWithNotes(1200);
    let tooMany = 0;
    client.pocketkit.pb.afterSend = (response, data) => {
      if (response.status === 429) tooMany++;
      return data;
    };
    await superuser.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: "/api/collections/notes/records", duration: 1, maxRequests: 1 }],
      },
    });
    try {
      const { result } = renderWithPocketkit(client, () => useFullList("notes", { sort: "title" }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 20_000 });
      expect(result.current.data).toHaveLength(1200);
      expect(new Set(result.current.data!.map((note) => note.id)).size).toBe(1200);
      expect(result.current.data!.at(-1)!.title).toBe("Note 1200");
      expect(tooMany).toBeGreaterThan(0);
    } finally {
      await superuser.settings.update({ rateLimits: { enabled: false } });
    }
  });
});

describe("writing", () => {
  test("an update the server refuses shows at once, then the screen and the cache go back", async () => {
    const { client } = await userWithNotes(1);
    const shown: string[] = [];
    function NoteTitle() {
      const list = useList("notes");
      const title = list.data?.items[0]?.title;
      if (title && shown.at(-1) !== title) shown.push(title);
      return <p>{title}</p>;
    }
    const update = renderWithPocketkit(client, () => useUpdate("notes"));
    const screen = render(<NoteTitle />, { wrapper: client.wrapper });
    await waitFor(() => expect(shown).toEqual(["Note 0001"]));
    const id = (await client.pocketkit.pb.collection("notes").getFullList())[0]!.id;

    const tooLong = "x".repeat(201);
    await act(async () => {
      await update.result.current.mutateAsync({ id, data: { title: tooLong } }).catch(() => {});
    });
    await waitFor(() => expect(shown).toEqual(["Note 0001", tooLong, "Note 0001"]));
    expect(screen.container.textContent).toBe("Note 0001");
    expect(update.result.current.error!.kind).toBe("validation");
    expect(update.result.current.error!.fieldErrors.title!.code).toBe("validation_max_text_constraint");
  });

  test("an accepted update lands everywhere without a refetch", async () => {
    const { client } = await userWithNotes(1);
    const id = (await client.pocketkit.pb.collection("notes").getFullList())[0]!.id;
    const view = renderWithPocketkit(client, () => ({
      list: useList("notes"),
      one: useRecord("notes", id),
      update: useUpdate("notes"),
    }));
    await waitFor(() =>
      expect(view.result.current.one.isSuccess && view.result.current.list.isSuccess).toBe(true),
    );
    await act(() => view.result.current.update.mutateAsync({ id, data: { title: "Renamed" } }));
    expect(view.result.current.list.data!.items[0]!.title).toBe("Renamed");
    expect(view.result.current.one.data!.title).toBe("Renamed");
  });

  test("an undoable delete hides the record at once and sends nothing before the undo window ends", async () => {
    expect(UNDO_WINDOW_MS).toBe(5_000);
    const { client } = await userWithNotes(2);
    const view = renderWithPocketkit(client, () => ({
      list: useList("notes", { sort: "title" }),
      remove: useDelete("notes", { undoWindowMs: 400 }),
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
      queryKey: ["pocketkit", "notes", "list"],
    });
    expect(cached[0]![1]!.items.map((note) => note.id)).toEqual([second!.id]);
    await waitFor(() =>
      expect(view.result.current.list.data!.items.map((note) => note.id)).toEqual([second!.id]),
    );
    act(() => {
      expect(handle.undo()).toBe(true);
    });
    expect(await handle.done).toBe("undone");
    await waitFor(() => expect(view.result.current.list.data!.items).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(client.pocketkit.pb.collection("notes").getOne(first!.id)).resolves.toMatchObject({
      id: first!.id,
    });

    // Not undone: still on the server during the window, gone after it.
    act(() => {
      handle = view.result.current.remove.removeWithUndo(second!.id);
    });
    await expect(client.pocketkit.pb.collection("notes").getOne(second!.id)).resolves.toMatchObject({
      id: second!.id,
    });
    expect(await handle.done).toBe("deleted");
    expect(handle.undo()).toBe(false);
    await expect(client.pocketkit.pb.collection("notes").getOne(second!.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  test("useBatch reports each item, and retries only what failed", async () => {
    const { client, userId } = await userWithNotes(3);
    const notes = await client.pocketkit.pb.collection("notes").getFullList({ sort: "title" });
    const { result } = renderWithPocketkit(client, () => useBatch());
    const items = [
      ...notes.map((note) => ({
        action: "update" as const,
        collection: "notes",
        id: note.id,
        data: { body: "moved" },
      })),
      { action: "update" as const, collection: "notes", id: "doesnotexist123", data: { body: "x" } },
      { action: "create" as const, collection: "notes", data: { owner: userId, title: "" } },
    ];
    let outcomes!: Awaited<ReturnType<typeof result.current.run>>;
    await act(async () => {
      outcomes = await result.current.run(items);
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["ok", "ok", "ok", "failed", "failed"]);
    expect(result.current.failed.map((failure) => failure.error.kind)).toEqual(["not_found", "validation"]);
    expect(result.current.progress).toEqual({ settled: 5, total: 5 });
    expect(
      (await client.pocketkit.pb.collection("notes").getFullList()).every((note) => note.body === "moved"),
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
