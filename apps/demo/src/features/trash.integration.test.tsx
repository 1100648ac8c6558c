// @vitest-environment jsdom
import "@pocketkit/testkit/jsdom-setup";

import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { useCount, useInfiniteList } from "@pocketkit/hooks";
import { signInSuperuser, startGalleryPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs } from "@pocketkit/testkit/react";
import { toastStore } from "@pocketkit/ui";
import { act, waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { IN_TRASH, inLibrary, librarySorts } from "./library-query";
import { useMoveToTrash } from "./trash";

// useMoveToTrash, the delete of the photo page and the viewer, against the Gallery's PocketBase.

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

async function createPhoto(owner: string, title: string) {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  form.set("file", new File([createPng({ width: 8, height: 8 })], "photo.png", { type: "image/png" }));
  return superuser.collection("images").create(form);
}

const lastToast = () => toastStore.getSnapshot().at(-1);

async function renderLibrary() {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const harbour = await createPhoto(userId, "Harbour");
  await createPhoto(userId, "Dunes");
  const { result } = renderWithPocketkit(client, () => ({
    library: useInfiniteList("images", { filter: inLibrary(), sort: librarySorts.title }),
    count: useCount("images", { filter: inLibrary() }),
    trash: useCount("images", { filter: IN_TRASH }),
    moveToTrash: useMoveToTrash(),
  }));
  const titles = () =>
    result.current.library.data?.pages.flatMap((page) => page.items.map((item) => item.title));
  await waitFor(() => expect(titles()).toEqual(["Dunes", "Harbour"]));
  await waitFor(() => expect(result.current.trash.data).toBe(0));
  return { result, titles, harbour };
}

test("a photo moved to Trash leaves the library at once, is in Trash on the server, and Undo puts it back", async () => {
  const { result, titles, harbour } = await renderLibrary();

  // A server that does not answer yet: what shows meanwhile is the app's own doing.
  await server.freeze();
  let moved!: Promise<boolean>;
  try {
    act(() => {
      moved = result.current.moveToTrash({ id: harbour.id, title: "Harbour" });
    });
    await waitFor(() => expect(titles()).toEqual(["Dunes"]));
    expect(lastToast()).toMatchObject({ title: "“Harbour” moved to Trash", duration: 5000 });
    expect(lastToast()?.action?.label).toBe("Undo");
  } finally {
    await server.thaw();
  }
  await expect(moved).resolves.toBe(true);
  expect((await superuser.collection("images").getOne(harbour.id)).trashed_at).not.toBe("");
  // The counts ask again once the server has it.
  await waitFor(() => expect(result.current.count.data).toBe(1));
  await waitFor(() => expect(result.current.trash.data).toBe(1));

  act(() => lastToast()?.action?.onClick());
  await waitFor(() => expect(titles()).toEqual(["Dunes", "Harbour"]));
  await expect
    .poll(async () => (await superuser.collection("images").getOne(harbour.id)).trashed_at)
    .toBe("");
  // Two counts, two queries: their answers arrive in either order.
  await waitFor(() => expect([result.current.count.data, result.current.trash.data]).toEqual([2, 0]));
});

test("a move the server refuses puts the photo back and says so", async () => {
  const { result, titles, harbour } = await renderLibrary();
  // Only verified accounts may write (pb_migrations/1763800200_verified_writes.js).
  await superuser.collection("users").update(harbour.owner as string, { verified: false });

  let moved!: Promise<boolean>;
  act(() => {
    moved = result.current.moveToTrash({ id: harbour.id, title: "Harbour" });
  });
  await expect(moved).resolves.toBe(false);
  await waitFor(() => expect(titles()).toEqual(["Dunes", "Harbour"]));
  expect(lastToast()).toMatchObject({
    title: "“Harbour” could not be moved to Trash",
    variant: "destructive",
  });
  expect(toastStore.getSnapshot().findLast((toast) => toast.title === "“Harbour” moved to Trash")?.open).toBe(
    false,
  );
  expect((await superuser.collection("images").getOne(harbour.id)).trashed_at).toBe("");
});
