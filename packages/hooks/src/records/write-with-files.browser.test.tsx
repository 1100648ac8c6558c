import type {} from "@pocketkit/testkit/browser-context";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, cleanup, waitFor } from "@testing-library/react";
import type { RecordModel } from "pocketbase";
import { afterEach, expect, inject, test } from "vitest";

import {
  pocketkitKeys,
  useCreate,
  useList,
  useRecord,
  useUpdate,
  type UpdateVariables,
  type UploadProgress,
} from "..";

// Real Chromium (uploads go through XHR, which jsdom cannot send as multipart) against the real
// PocketBase with the testkit's schema that the browser project's global setup starts in Node.

// Testing Library unmounts by itself only where test globals are on; they are not here.
afterEach(cleanup);

/** A signed-in user with a note, and their `photos` (a file field) empty. */
async function userWithNote(): Promise<{ client: TestClient; owner: string; note: RecordModel }> {
  const client = createTestClient(inject("pocketbaseUrl"));
  const owner = await signUpAs(client, inject("superuser"));
  const note = await client.pocketkit.pb.collection("notes").create({ owner, title: "Trip" });
  return { client, owner, note };
}

/** A real PNG drawn by the browser (PocketBase sniffs the first bytes), padded to 256 KB. */
async function png(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(32, 24);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "tomato";
  context.fillRect(0, 0, 32, 24);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
  const padded = new Uint8Array(256 * 1024);
  padded.set(bytes);
  return new File([padded], name, { type: "image/png" });
}

test("useCreate with a file reports progress, caches the record and refetches the lists", async () => {
  const { client, owner, note } = await userWithNote();
  const progress: [UploadProgress, Record<string, unknown>][] = [];
  const view = renderWithPocketkit(client, () => ({
    list: useList("photos"),
    create: useCreate("photos", {
      expand: "note",
      onProgress: (step, data) => progress.push([step, data]),
    }),
  }));
  await waitFor(() => expect(view.result.current.list.data?.items).toEqual([]));

  const data = { owner, note: note.id, title: "Beach", file: await png("beach.png") };
  let created!: RecordModel;
  await act(async () => {
    created = await view.result.current.create.mutateAsync(data);
  });

  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)![0].fraction).toBe(1);
  expect(progress.every(([, sent]) => sent === data)).toBe(true);
  expect(created.expand?.note?.title).toBe("Trip");
  expect(
    client.queryClient.getQueryData(pocketkitKeys.record("photos", created.id, { expand: "note" })),
  ).toEqual(created);
  // Nothing but the create's invalidation makes the list ask again.
  await waitFor(() =>
    expect(view.result.current.list.data!.items.map((photo) => photo.id)).toEqual([created.id]),
  );
});

test("useUpdate with a file reports progress and writes the saved record into every cache", async () => {
  const { client, owner, note } = await userWithNote();
  const photo = await client.pocketkit.pb
    .collection("photos")
    .create({ owner, note: note.id, title: "Before", file: await png("before.png") });
  const progress: [UploadProgress, UpdateVariables][] = [];
  const view = renderWithPocketkit(client, () => ({
    list: useList("photos"),
    one: useRecord("photos", photo.id),
    update: useUpdate("photos", { onProgress: (step, variables) => progress.push([step, variables]) }),
  }));
  await waitFor(() =>
    expect(view.result.current.one.isSuccess && view.result.current.list.isSuccess).toBe(true),
  );

  const variables = { id: photo.id, data: { title: "After", file: await png("after.png") } };
  let saved!: RecordModel;
  await act(async () => {
    saved = await view.result.current.update.mutateAsync(variables);
  });

  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)![0].fraction).toBe(1);
  expect(progress.every(([, sent]) => sent === variables)).toBe(true);
  expect(saved.file).toMatch(/^after_\w+\.png$/);
  expect(view.result.current.one.data).toMatchObject({ title: "After", file: saved.file });
  expect(view.result.current.list.data!.items[0]).toMatchObject({ title: "After", file: saved.file });
});
