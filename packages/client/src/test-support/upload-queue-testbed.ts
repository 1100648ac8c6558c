// Test-only, for the upload queue's browser tests: a collection of a test file's own on the
// browser project's PocketBase, users signed in on Pocketkit clients of their own, and queues
// disposed after each test. Browser tests import "@pocketkit/testkit/browser-context" for inject().
import type {} from "@pocketkit/testkit/browser-context";

import PocketBase, { BaseAuthStore } from "pocketbase";

import { afterEach, inject, vi } from "vitest";

import { createPocketkit, type Pocketkit } from "../create-pocketkit";

import type { CollectionSchema } from "../schema/types";

import {
  createUploadQueueStore,
  type UploadQueueOptions,
  type UploadQueueStore,
} from "../upload/upload-queue-store";

/**
 * A real PNG drawn by the browser (PocketBase sniffs the first bytes), its shade from `seed`, so
 * that different seeds hash apart.
 */
export async function png(name: string, seed = 0): Promise<File> {
  const canvas = new OffscreenCanvas(32, 24);
  const context = canvas.getContext("2d")!;
  context.fillStyle = `rgb(${(seed * 40) % 256}, 80, 160)`;
  context.fillRect(0, 0, 32, 24);
  return new File([await canvas.convertToBlob({ type: "image/png" })], name, { type: "image/png" });
}

/** Uploads through a real PocketBase on two busy cores can take seconds: wait for them, not 1 s. */
export const UPLOADS_SETTLE = { timeout: 10_000 };

/** A straight SDK client, its session in memory (the SDK's default store is shared by all). */
function sdkClient(): PocketBase {
  const pb = new PocketBase(inject("pocketbaseUrl"), new BaseAuthStore());
  pb.autoCancellation(false);
  return pb;
}

async function superuserClient(): Promise<PocketBase> {
  const pb = sdkClient();
  const { email, password } = inject("superuser");
  await pb.collection("_superusers").authWithPassword(email, password);
  return pb;
}

/**
 * The test file's own collection `name`, each user's own records (`owner`, a relation to
 * `users`), with `fields` besides; made once and kept between runs of the same server.
 */
export async function ownCollection(
  name: string,
  fields: readonly Record<string, unknown>[],
  { deletable = false } = {},
): Promise<CollectionSchema> {
  const superuser = await superuserClient();
  const users = await superuser.collections.getOne("users");
  const schema = await superuser.collections.getOne(name).catch(() =>
    superuser.collections.create({
      name,
      type: "base",
      listRule: "owner = @request.auth.id",
      viewRule: "owner = @request.auth.id",
      createRule: "@request.auth.id != '' && owner = @request.auth.id",
      deleteRule: deletable ? "owner = @request.auth.id" : null,
      fields: [
        { name: "owner", type: "relation", collectionId: users.id, maxSelect: 1, required: true },
        ...fields,
      ],
    }),
  );
  return schema as unknown as CollectionSchema;
}

/**
 * A new verified user signed in on a Pocketkit client of their own (memory auth store) that knows
 * `schema`, and a straight SDK client with the same session for looking at the server.
 */
export async function signUp(
  schema: Record<string, CollectionSchema>,
): Promise<{ pocketkit: Pocketkit; owner: string; direct: PocketBase }> {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await (
    await superuserClient()
  )
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse", verified: true });
  const pocketkit = createPocketkit({ url: inject("pocketbaseUrl"), authStore: new BaseAuthStore(), schema });
  const { record } = await pocketkit.pb.collection("users").authWithPassword(email, "correct horse");
  const direct = sdkClient();
  direct.authStore.save(pocketkit.pb.authStore.token, pocketkit.pb.authStore.record);
  return { pocketkit, owner: record.id, direct };
}

const stores: UploadQueueStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.restoreAllMocks();
});

/** A store as a page holds it: retained (which reads back what an earlier one left), disposed after the test. */
export function queue(options: UploadQueueOptions): UploadQueueStore {
  const store = createUploadQueueStore(options);
  stores.push(store);
  store.retain();
  return store;
}

export const statuses = (store: UploadQueueStore) => store.getSnapshot().items.map((item) => item.status);
