import {
  startCompletionApp,
  type CompletionApp,
  startOpenAiCompatibleServer,
  type FakeProvider,
  signUpUser,
} from "@pocketkit/testkit";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import PocketBase, { ClientResponseError, type RecordModel } from "pocketbase";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";

import { streamCompletion } from "..";
import { startPocketBase, type PocketBaseServer } from "../testing";
import { createPocketBaseUsage } from ".";

// What a user of the package gets: a stock PocketBase (its default `users` collection) with only
// the migration the package ships, and the handler with its defaults.
const shippedMigrations = join(dirname(fileURLToPath(import.meta.url)), "../../migrations");

let pocketbase: PocketBaseServer;
let provider: FakeProvider;
let app: CompletionApp;
let admin: PocketBase;

beforeAll(async () => {
  pocketbase = await startPocketBase({ migrationsDir: shippedMigrations });
  provider = await startOpenAiCompatibleServer();
  app = await startCompletionApp({
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    log: () => {},
  });
  admin = new PocketBase(pocketbase.url);
  admin.autoCancellation(false);
  await admin
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
  await pocketbase?.stop();
});
beforeEach(() => {
  app.options = {};
  provider.script = { chunks: ["A ", "red ", "gradient", "."], delayMs: 5 };
});

test("a completion is reserved and recorded in ai_usage, which its user can read and nobody else", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  const stranger = await signUpUser(pocketbase.url, pocketbase.superuser);
  expect(await streamCompletion({ url: app.url, prompt: "Hi", token: user.authStore.token })).toBe(
    "A red gradient.",
  );
  await vi.waitFor(
    async () =>
      expect(await user.collection("ai_usage").getFullList()).toMatchObject([
        { user: user.authStore.record!.id, sequence: 1, kind: "completion", status: "ok", characters: 15 },
      ]),
    { timeout: 10_000 },
  );
  expect(await stranger.collection("ai_usage").getFullList()).toEqual([]);

  const [row] = await user.collection("ai_usage").getFullList();
  const refusals = await Promise.all([
    user
      .collection("ai_usage")
      .create({ user: user.authStore.record!.id, sequence: 2, kind: "completion", status: "ok" })
      .catch((error: unknown) => error),
    user
      .collection("ai_usage")
      .update(row!.id, { characters: 0 })
      .catch((error: unknown) => error),
    user
      .collection("ai_usage")
      .delete(row!.id)
      .catch((error: unknown) => error),
  ]);
  for (const refusal of refusals) expect(refusal).toBeInstanceOf(ClientResponseError);
  expect(
    await admin.collection("ai_usage").getFullList({ filter: `user = "${user.authStore.record!.id}"` }),
  ).toMatchObject([{ sequence: 1, characters: 15 }]);
});

test("30 requests at once against a limit of 5: exactly 5 reach the provider", async () => {
  const user = await signUpUser(pocketbase.url, pocketbase.superuser);
  app.options = { limits: { perWindow: 5 } };
  const requestsBefore = provider.requests.length;
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async () => {
      const response = await fetch(app.url, {
        method: "POST",
        headers: { authorization: user.authStore.token, accept: "text/plain" },
        body: JSON.stringify({ prompt: "Hi" }),
      });
      await response.text();
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  expect(provider.requests.length - requestsBefore).toBe(5);
});

test("a user's number perWindow back frees the next one once it is older than the window", async () => {
  const { record: user } = await signUpUserRecord();
  const usage = createPocketBaseUsage({ pocketbaseUrl: pocketbase.url, superuser: pocketbase.superuser });
  const attempt = { user, kind: "completion", perWindow: 2, windowMs: 10 * 60_000 };
  expect(await usage.reserve(attempt)).toMatchObject({ granted: true });
  expect(await usage.reserve(attempt)).toMatchObject({ granted: true });
  const refused = await usage.reserve(attempt);
  expect(refused).toMatchObject({ granted: false });
  expect(refused.granted === false && refused.retryAfter).toBeGreaterThan(590);

  // Against a window of 1 ms the first row is old: its slot is taken again, as a new row.
  const [first] = await admin
    .collection("ai_usage")
    .getFullList({ filter: `user = "${user.id}"`, sort: "sequence" });
  await vi.waitFor(
    () => expect(Date.now()).toBeGreaterThan(Date.parse(first!.created.replace(" ", "T")) + 1),
    { timeout: 10_000 },
  );
  expect(await usage.reserve({ ...attempt, windowMs: 1 })).toMatchObject({ granted: true });
  const rows = await admin
    .collection("ai_usage")
    .getFullList({ filter: `user = "${user.id}"`, sort: "sequence" });
  expect(rows.map((row) => [row.sequence, row.status])).toEqual([
    [1, "pending"],
    [2, "pending"],
    [3, "pending"],
  ]);
  await usage.finish(rows[2]!.id, { status: "stopped", characters: 7 });
  expect(await admin.collection("ai_usage").getOne(rows[2]!.id)).toMatchObject({
    status: "stopped",
    characters: 7,
  });
});

test("a row PocketBase refuses for another reason than a taken number is reported, not retried", async () => {
  const { record: user } = await signUpUserRecord();
  const usage = createPocketBaseUsage({ pocketbaseUrl: pocketbase.url, superuser: pocketbase.superuser });
  const error = await usage
    .reserve({ user, kind: "k".repeat(101), perWindow: 20, windowMs: 60_000 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ClientResponseError);
  expect((error as ClientResponseError).response.data).toMatchObject({
    kind: { code: "validation_max_text_constraint" },
  });
});

async function signUpUserRecord(): Promise<{ record: RecordModel }> {
  const pb = await signUpUser(pocketbase.url, pocketbase.superuser);
  return { record: pb.authStore.record! };
}
