import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { act, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  useCollection,
  useCollections,
  useCreateCollection,
  useCreateSuperuser,
  useCrons,
  useDeleteCollection,
  useDeleteSuperuser,
  useHealth,
  useLogs,
  useLogStats,
  useRunCron,
  useSettings,
  useSuperusers,
  useTestEmail,
  useUpdateCollection,
  useUpdateSettings,
} from ".";

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startTestPocketBase();
});
afterAll(() => server?.stop());

async function superuserClient(): Promise<TestClient> {
  const client = createTestClient(server.url);
  await client.pocketkit.pb
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  return client;
}

async function rejection(promise: Promise<unknown>): Promise<PocketkitError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPocketkitError(error)) throw new Error(`expected a PocketkitError, got ${String(error)}`);
  return error;
}

describe("collections", () => {
  test("useCollections lists them, with filter and sort; useCollection reads one", async () => {
    const admin = await superuserClient();
    const view = renderWithPocketkit(admin, () => ({
      all: useCollections(),
      mine: useCollections({ filter: "system = false", sort: "name" }),
      notes: useCollection("notes"),
      missing: useCollection("nothing_here"),
    }));
    await waitFor(() => expect(view.result.current.all.isSuccess).toBe(true));
    expect(view.result.current.all.data!.map((collection) => collection.name)).toEqual(
      expect.arrayContaining(["_superusers", "users", "members", "notes", "kit_text", "kit_number_view"]),
    );
    await waitFor(() => expect(view.result.current.mine.isSuccess).toBe(true));
    expect(view.result.current.mine.data!.map((collection) => collection.name)).toEqual([
      "ai_usage",
      "kit_autodate",
      "kit_bool",
      "kit_date",
      "kit_editor",
      "kit_email",
      "kit_file",
      "kit_geopoint",
      "kit_json",
      "kit_multiselect",
      "kit_number",
      "kit_number_view",
      "kit_relation",
      "kit_select",
      "kit_text",
      "kit_url",
      "members",
      "notes",
      "photos",
      "users",
    ]);
    await waitFor(() => expect(view.result.current.notes.isSuccess).toBe(true));
    expect(view.result.current.notes.data!.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(["owner", "title", "body", "attachment", "parent"]),
    );
    await waitFor(() => expect(view.result.current.missing.error?.kind).toBe("not_found"));
  });

  test("create, update and delete a collection; refusals carry field errors", async () => {
    const admin = await superuserClient();
    const view = renderWithPocketkit(admin, () => ({
      list: useCollections({ filter: "system = false" }),
      drafts: useCollection("drafts"),
      create: useCreateCollection(),
      update: useUpdateCollection(),
      remove: useDeleteCollection(),
    }));
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));

    const created = await act(() =>
      view.result.current.create.mutateAsync({
        name: "drafts",
        type: "base",
        fields: [{ name: "body", type: "text", max: 20 }],
      }),
    );
    expect(created.name).toBe("drafts");
    await waitFor(() =>
      expect(view.result.current.list.data?.map((collection) => collection.name)).toContain("drafts"),
    );
    await waitFor(() => expect(view.result.current.drafts.data?.id).toBe(created.id));

    const duplicate = await rejection(
      view.result.current.create.mutateAsync({ name: "notes", type: "base" }),
    );
    expect(duplicate.kind).toBe("validation");
    expect(duplicate.fieldErrors.name?.code).toBe("validation_collection_name_exists");

    await act(() =>
      view.result.current.update.mutateAsync({ idOrName: "drafts", data: { listRule: "", viewRule: "" } }),
    );
    await waitFor(() => expect(view.result.current.drafts.data?.listRule).toBe(""));
    await expect(admin.pocketkit.pb.collections.getOne("drafts")).resolves.toMatchObject({ listRule: "" });
    const badRule = await rejection(
      view.result.current.update.mutateAsync({ idOrName: "drafts", data: { listRule: "no_such_field = 1" } }),
    );
    expect([badRule.kind, Object.keys(badRule.fieldErrors)]).toEqual(["validation", ["listRule"]]);

    await act(() => view.result.current.remove.mutateAsync("drafts"));
    await waitFor(() =>
      expect(view.result.current.list.data?.map((collection) => collection.name)).not.toContain("drafts"),
    );
    await waitFor(() => expect(view.result.current.drafts.error?.kind).toBe("not_found"));
    const system = await rejection(view.result.current.remove.mutateAsync("_superusers"));
    expect(system.kind).toBe("validation");
  });
});

describe("superusers", () => {
  test("list, create and delete; a short password is refused under its field", async () => {
    const admin = await superuserClient();
    const view = renderWithPocketkit(admin, () => ({
      list: useSuperusers({ sort: "created" }),
      create: useCreateSuperuser(),
      remove: useDeleteSuperuser(),
    }));
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    expect(view.result.current.list.data!.items.map((superuser) => superuser.email)).toContain(
      server.superuser.email,
    );

    const email = `${crypto.randomUUID()}@pocketkit.test`;
    const created = await act(() =>
      view.result.current.create.mutateAsync({ email, password: "a long enough password" }),
    );
    await waitFor(() =>
      expect(view.result.current.list.data?.items.map((superuser) => superuser.email)).toContain(email),
    );
    // The new superuser can sign in.
    const other = createTestClient(server.url);
    await expect(
      other.pocketkit.pb.collection("_superusers").authWithPassword(email, "a long enough password"),
    ).resolves.toBeDefined();

    const short = await rejection(
      view.result.current.create.mutateAsync({
        email: `${crypto.randomUUID()}@pocketkit.test`,
        password: "short",
      }),
    );
    expect([short.kind, Object.keys(short.fieldErrors)]).toEqual(["validation", ["password"]]);
    const mismatch = await rejection(
      view.result.current.create.mutateAsync({
        email: `${crypto.randomUUID()}@pocketkit.test`,
        password: "a long enough password",
        passwordConfirm: "something else",
      }),
    );
    expect(Object.keys(mismatch.fieldErrors)).toEqual(["passwordConfirm"]);

    await act(() => view.result.current.remove.mutateAsync(created.id));
    await waitFor(() =>
      expect(view.result.current.list.data?.items.map((superuser) => superuser.email)).not.toContain(email),
    );
  });
});

describe("health", () => {
  test("useHealth answers for anyone; a superuser also learns whether a backup can start", async () => {
    const admin = await superuserClient();
    const anonymous = createTestClient(server.url);
    const asAdmin = renderWithPocketkit(admin, () => useHealth());
    const asAnyone = renderWithPocketkit(anonymous, () => useHealth());
    await waitFor(() => expect(asAdmin.result.current.isSuccess).toBe(true));
    expect(asAdmin.result.current.data).toMatchObject({ code: 200, message: "API is healthy." });
    expect(asAdmin.result.current.data!.data.canBackup).toBe(true);
    await waitFor(() => expect(asAnyone.result.current.isSuccess).toBe(true));
    expect(asAnyone.result.current.data).toEqual({ code: 200, message: "API is healthy.", data: {} });
  });

  test("a server that is not there is a network error", async () => {
    const nowhere = createTestClient("http://127.0.0.1:9");
    const view = renderWithPocketkit(nowhere, () => useHealth());
    await waitFor(() => expect(view.result.current.error?.kind).toBe("network"));
  });
});

describe("logs", () => {
  test("requests show up in useLogs (filter, sort, paging) and in useLogStats", async () => {
    const admin = await superuserClient();
    const marker = crypto.randomUUID();
    for (const path of ["notes/records", "kit_text/records", "no_such_collection/records"]) {
      await fetch(`${server.url}/api/collections/${path}?marker=${marker}`);
      // Distinct `created` times, so that the order is the order of the requests.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const filter = admin.pocketkit.pb.filter("data.url ~ {:marker}", { marker });
    const view = renderWithPocketkit(admin, () => ({
      all: useLogs({ filter, refetchInterval: 500 }),
      oldestFirst: useLogs({ filter, sort: "created", perPage: 1, page: 2, refetchInterval: 500 }),
      failed: useLogs({ filter: `${filter} && data.status = 404`, refetchInterval: 500 }),
      stats: useLogStats({ filter, refetchInterval: 500 }),
    }));

    // PocketBase writes its logs in batches every 3 s.
    await waitFor(() => expect(view.result.current.all.data?.totalItems).toBe(3), { timeout: 10_000 });
    const urls = view.result.current.all.data!.items.map((log) => String(log.data.url));
    expect(urls.map((url) => url.split("?")[0])).toEqual([
      "/api/collections/no_such_collection/records",
      "/api/collections/kit_text/records",
      "/api/collections/notes/records",
    ]);
    await waitFor(() => expect(view.result.current.oldestFirst.data?.items).toHaveLength(1));
    expect(view.result.current.oldestFirst.data!).toMatchObject({
      page: 2,
      perPage: 1,
      totalItems: 3,
      totalPages: 3,
    });
    expect(String(view.result.current.oldestFirst.data!.items[0]!.data.url)).toContain("/kit_text/records");
    await waitFor(() => expect(view.result.current.failed.data?.totalItems).toBe(1));
    expect(view.result.current.failed.data!.items[0]!.data.status).toBe(404);
    await waitFor(() =>
      expect(view.result.current.stats.data?.reduce((sum, hour) => sum + hour.total, 0)).toBe(3),
    );
    expect(view.result.current.stats.data![0]!.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:00:00/);
  });

  test("a filter PocketBase cannot read is a validation error", async () => {
    const admin = await superuserClient();
    const view = renderWithPocketkit(admin, () => useLogs({ filter: "data.url ~" }));
    await waitFor(() => expect(view.result.current.error?.kind).toBe("validation"));
  });
});

describe("who may use the admin hooks", () => {
  test("a signed-in user who is not a superuser gets forbidden from every one of them", async () => {
    const user = createTestClient(server.url);
    await signUpAs(user, server.superuser);
    const view = renderWithPocketkit(user, () => ({
      collections: useCollections(),
      collection: useCollection("notes"),
      logs: useLogs(),
      stats: useLogStats(),
      settings: useSettings(),
      crons: useCrons(),
      superusers: useSuperusers(),
      updateSettings: useUpdateSettings(),
      testEmail: useTestEmail(),
      runCron: useRunCron(),
      createSuperuser: useCreateSuperuser(),
      createCollection: useCreateCollection(),
    }));
    const current = () => view.result.current;
    for (const query of [
      "collections",
      "collection",
      "logs",
      "stats",
      "settings",
      "crons",
      "superusers",
    ] as const) {
      await waitFor(() => expect(current()[query].error?.kind).toBe("forbidden"));
      expect(current()[query].error?.status).toBe(403);
    }
    const refusals = await Promise.all([
      rejection(current().updateSettings.mutateAsync({ meta: { appName: "Mine now" } })),
      rejection(current().testEmail.mutateAsync({ to: "someone@pocketkit.test" })),
      rejection(current().runCron.mutateAsync("__pbLogsCleanup__")),
      rejection(
        current().createSuperuser.mutateAsync({ email: "me@pocketkit.test", password: "a long password" }),
      ),
      rejection(current().createCollection.mutateAsync({ name: "mine", type: "base" })),
    ]);
    expect(refusals.map((error) => error.kind)).toEqual(Array(5).fill("forbidden"));
  });

  test("without a session they ask for a sign-in", async () => {
    const anonymous = createTestClient(server.url);
    const view = renderWithPocketkit(anonymous, () => ({ collections: useCollections(), logs: useLogs() }));
    await waitFor(() => expect(view.result.current.collections.error?.kind).toBe("auth"));
    await waitFor(() => expect(view.result.current.logs.error?.kind).toBe("auth"));
    expect(view.result.current.logs.error?.message).toBe("Please sign in again.");
  });
});
