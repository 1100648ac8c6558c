import { startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, type TestClient } from "@pocketkit/testkit/react";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { act, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useCrons, useRunCron, useSettings } from ".";

// A job of the app's own, next to PocketBase's: its schedule never comes round during a test
// (1 January, midnight), so when its mark shows up, it ran because it was asked to.
let server: PocketBaseServer;
let hooksDir: string;
beforeAll(async () => {
  hooksDir = await mkdtemp(join(tmpdir(), "pocketkit-cron-hooks-"));
  await writeFile(
    join(hooksDir, "cron.pb.js"),
    `cronAdd("pocketkit_mark", "0 0 1 1 *", () => {
      const settings = $app.settings();
      settings.meta.appName = "Marked by cron";
      $app.save(settings);
    });`,
  );
  server = await startTestPocketBase({ hooksDir });
});
afterAll(async () => {
  await server?.stop();
  if (hooksDir) await rm(hooksDir, { recursive: true, force: true });
});

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

test("useCrons lists the app's jobs first, then PocketBase's own", async () => {
  const admin = await superuserClient();
  const view = renderWithPocketkit(admin, () => useCrons());
  await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
  const jobs = view.result.current.data!;
  expect(jobs[0]).toEqual({ id: "pocketkit_mark", expression: "0 0 1 1 *" });
  expect(jobs.map((job) => job.id)).toEqual(
    expect.arrayContaining(["__pbLogsCleanup__", "__pbDBOptimize__", "__pbMFACleanup__", "__pbOTPCleanup__"]),
  );
  expect(jobs.find((job) => job.id === "__pbLogsCleanup__")?.expression).toBe("0 */6 * * *");
});

test("useRunCron runs a job now; an unknown id is not_found", async () => {
  const admin = await superuserClient();
  const view = renderWithPocketkit(admin, () => ({ run: useRunCron(), settings: useSettings() }));
  await waitFor(() => expect(view.result.current.settings.isSuccess).toBe(true));
  expect(view.result.current.settings.data!.meta.appName).not.toBe("Marked by cron");

  await act(() => view.result.current.run.mutateAsync("pocketkit_mark"));
  // The server starts the job and answers at once; its mark follows.
  await waitFor(async () => {
    await view.result.current.settings.refetch();
    expect(view.result.current.settings.data!.meta.appName).toBe("Marked by cron");
  });

  await act(() => view.result.current.run.mutateAsync("__pbDBOptimize__"));
  const unknown = await rejection(view.result.current.run.mutateAsync("no_such_job"));
  expect([unknown.kind, unknown.status]).toEqual(["not_found", 404]);
});
