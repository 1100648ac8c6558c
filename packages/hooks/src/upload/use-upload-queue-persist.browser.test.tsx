import type {} from "@pocketkit/testkit/browser-context";
import { createIndexedDbUploadPersister, type CollectionSchema } from "@pocketkit/client";
import { act, cleanup, waitFor } from "@testing-library/react";
import PocketBase, { BaseAuthStore } from "pocketbase";
import { afterEach, beforeAll, expect, inject, test } from "vitest";

import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { useUploadQueue } from "./use-upload-queue";

// useUploadQueue with `persist` in real Chromium (its IndexedDB and Web Locks) under StrictMode,
// against a real PocketBase with a collection of this file's own. Unmounting and mounting again
// with the same key stands for a reload.
const COLLECTION = "uploads_persist_hooks_test";
const UNREACHABLE = "http://127.0.0.1:9";
let schema: CollectionSchema;

beforeAll(async () => {
  const superuser = new PocketBase(inject("pocketbaseUrl"));
  superuser.autoCancellation(false);
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  const users = await superuser.collections.getOne("users");
  schema = (await superuser.collections.getOne(COLLECTION).catch(() =>
    superuser.collections.create({
      name: COLLECTION,
      type: "base",
      listRule: "owner = @request.auth.id",
      viewRule: "owner = @request.auth.id",
      createRule: "@request.auth.id != '' && owner = @request.auth.id",
      fields: [
        { name: "owner", type: "relation", collectionId: users.id, maxSelect: 1, required: true },
        { name: "file", type: "file", maxSelect: 1, maxSize: 20_000_000, mimeTypes: ["image/png"] },
      ],
    }),
  )) as unknown as CollectionSchema;
});

// Testing Library unmounts by itself only where test globals are on; they are not here.
afterEach(cleanup);

async function png(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(32, 24);
  canvas.getContext("2d")!.fillRect(0, 0, 32, 24);
  return new File([await canvas.convertToBlob({ type: "image/png" })], name, { type: "image/png" });
}

function renderQueue(client: TestClient, owner: string, key: string) {
  return renderWithPocketkit(client, () =>
    useUploadQueue({
      collection: COLLECTION,
      data: () => ({ owner }),
      persist: createIndexedDbUploadPersister(key),
      reconnectDelayMs: 100,
    }),
  );
}

test("under StrictMode, a queue mounted again with the same key resumes the unfinished files once, with their record ids", async () => {
  const client = createTestClient(inject("pocketbaseUrl"), {
    strict: true,
    schema: { [COLLECTION]: schema },
  });
  const owner = await signUpAs(client, inject("superuser"));
  const key = `hooks-${crypto.randomUUID()}`;
  client.pocketkit.pb.baseURL = UNREACHABLE;

  const first = renderQueue(client, owner, key);
  await act(async () => void (await first.result.current.add([await png("a.png"), await png("b.png")])));
  await waitFor(() =>
    expect(first.result.current.items.map((item) => item.status)).toEqual(["error", "error"]),
  );
  const recordIds = first.result.current.items.map((item) => item.recordId);
  expect(first.result.current.resumed).toBe(0);
  first.unmount();

  client.pocketkit.pb.baseURL = inject("pocketbaseUrl");
  const second = renderQueue(client, owner, key);
  await waitFor(
    () => expect(second.result.current.items.map((item) => item.status)).toEqual(["done", "done"]),
    {
      timeout: 10_000,
    },
  );
  expect(second.result.current.resumed).toBe(2);
  expect(second.result.current.items.map((item) => item.recordId)).toEqual(recordIds);

  const direct = new PocketBase(inject("pocketbaseUrl"), new BaseAuthStore());
  direct.authStore.save(client.pocketkit.pb.authStore.token, client.pocketkit.pb.authStore.record);
  expect((await direct.collection(COLLECTION).getFullList()).map((record) => record.id).sort()).toEqual(
    [...recordIds].sort(),
  );
});
