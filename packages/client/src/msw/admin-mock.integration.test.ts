import { setupServer } from "msw/node";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startPocketBase, type PocketBaseServer } from "../testing";
import { createAdminMock, mockRequestLogs } from "./index";

// The admin mock is only worth having if admin screens see what PocketBase would show them.
// One scenario runs against a real (blank) PocketBase and against the mock; what the SDK sees
// must match, down to the field error codes.
const MOCK_URL = "http://admin-mock.pocketbase.test";
let real: PocketBaseServer;
const msw = setupServer();

beforeAll(async () => {
  real = await startPocketBase();
  msw.listen({ onUnhandledFrame: "bypass" });
});
afterAll(async () => {
  msw.close();
  await real?.stop();
});

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    return { status: error.status, message: error.response.message, fields: codes(error.response.data) };
  }
}

/** `{ meta: { appURL: { code } } }` → `{ "meta.appURL": code }` */
function codes(data: unknown, prefix = ""): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${name}` : name;
    const problem = value as { code?: unknown };
    if (typeof problem.code === "string") result[key] = problem.code;
    else Object.assign(result, codes(value, key));
  }
  return result;
}

/** Every key path of a value, for comparing shapes whose values differ. */
function shape(value: unknown): string[] {
  if (Array.isArray(value)) return value.length > 0 ? shape(value[0]).map((key) => `[].${key}`) : ["[]"];
  if (typeof value !== "object" || value === null) return [typeof value];
  return Object.entries(value)
    .flatMap(([key, inner]) => shape(inner).map((rest) => `${key}.${rest}`))
    .sort();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the server");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function scenario(pb: PocketBase, email: string, password: string): Promise<Record<string, unknown>> {
  const steps: Record<string, unknown> = {};
  steps.guestLogs = await outcome(() => pb.logs.getList(1, 1));
  steps.wrongPassword = await outcome(() => pb.collection("_superusers").authWithPassword(email, "nope"));
  const auth = await pb.collection("_superusers").authWithPassword(email, password);
  steps.authShape = shape(auth);
  steps.refreshShape = shape(await pb.collection("_superusers").authRefresh());
  steps.health = shape(await pb.health.check());

  // Settings: the defaults' shape, a round trip, PocketBase's refusals and no secrets echoed.
  const settings = await pb.settings.getAll();
  steps.settingsShape = shape(settings);
  steps.settingsDefaults = { smtp: settings.smtp, batch: settings.batch, rateLimits: settings.rateLimits };
  const saved = await pb.settings.update({
    meta: { appName: "Admin mock", appURL: "https://admin.example.com" },
    smtp: { enabled: true, host: "smtp.example.com", port: 2525, password: "secret!" },
    s3: {
      enabled: true,
      bucket: "b",
      region: "r",
      endpoint: "https://s3.example.com",
      accessKey: "k",
      secret: "s",
    },
    backups: { cron: "0 3 * * *", cronMaxKeep: 2 },
  });
  steps.saved = [saved.meta.appName, saved.smtp.port, saved.smtp.password, saved.s3.secret, saved.s3.enabled];
  steps.settingsRefusals = await Promise.all(
    [
      { meta: { appName: "", appURL: "not a url", senderAddress: "bad" } },
      { smtp: { enabled: true, host: "", port: 0 } },
      { backups: { cron: "nope", s3: { enabled: true, bucket: "b" } } },
      { s3: { enabled: true, endpoint: "not a url" } },
      { batch: { enabled: true, maxRequests: 0, timeout: 0, maxBodySize: -1 } },
      { rateLimits: { rules: [{ label: "", audience: "x", duration: 0, maxRequests: 0 }] } },
      { rateLimits: { rules: [{ label: "bad label!", audience: "", duration: 1, maxRequests: 1 }] } },
    ].map((patch) => outcome(() => pb.settings.update(patch))),
  );
  steps.testEmailRefusal = await outcome(() => pb.settings.testEmail("_superusers", "bad", "nope"));
  await pb.settings.update({ smtp: { enabled: false } });
  const noSmtp = (await outcome(() =>
    pb.settings.testEmail("_superusers", "ops@pocketkit.test", "verification"),
  )) as {
    message: string;
  };
  steps.testEmailWithoutSmtp = noSmtp.message.split("\n")[0];

  // Crons: PocketBase's own, the automatic backup once a schedule is set, run now.
  steps.crons = (await pb.crons.getFullList()).map((job) => `${job.id} ${job.expression}`).sort();
  steps.runCron = await outcome(() => pb.crons.run("__pbDBOptimize__"));
  steps.runUnknownCron = await outcome(() => pb.crons.run("no_such_job"));

  // Superusers.
  const list = await pb.collection("_superusers").getList(1, 30);
  steps.superusers = [shape(list), list.totalItems];
  steps.createMismatch = await outcome(() =>
    pb.collection("_superusers").create({ email: "bad", password: "short", passwordConfirm: "other" }),
  );
  steps.createShort = await outcome(() =>
    pb
      .collection("_superusers")
      .create({ email: "ops@pocketkit.test", password: "short", passwordConfirm: "short" }),
  );
  steps.createTaken = await outcome(() =>
    pb.collection("_superusers").create({ email, password: "long enough", passwordConfirm: "long enough" }),
  );
  const second = await pb
    .collection("_superusers")
    .create({ email: "ops@pocketkit.test", password: "long enough", passwordConfirm: "long enough" });
  steps.created = shape(second);

  // Backups: create, refusals, upload, download with a file token, delete.
  await pb.backups.create("first.zip");
  steps.backups = (await pb.backups.getFullList()).map((backup) => [backup.key, shape(backup)]);
  steps.backupTaken = await outcome(() => pb.backups.create("first.zip"));
  steps.backupBadName = await outcome(() => pb.backups.create("Bad Name"));
  const upload = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const body = new FormData();
    body.append("file", new File([bytes], name, { type: "application/zip" }));
    return outcome(() => pb.backups.upload(body));
  };
  steps.uploadNotZip = await upload("notes.zip", new TextEncoder().encode("hello"));
  const url = pb.backups.getDownloadURL(await pb.files.getToken(), "first.zip");
  const download = await fetch(url);
  const bytes = new Uint8Array(await download.arrayBuffer());
  steps.download = [
    download.status,
    download.headers.get("content-type"),
    String.fromCharCode(...bytes.subarray(0, 2)),
  ];
  steps.downloadWithoutToken = (await fetch(url.replace(/\?.*/, ""))).status;
  steps.uploadTaken = await upload("first.zip", bytes);
  steps.uploaded = await upload("copy.zip", bytes);
  steps.deleteMissing = ((await outcome(() => pb.backups.delete("nope.zip"))) as { status: number }).status;
  steps.restoreMissing = await outcome(() => pb.backups.restore("nope.zip"));
  steps.afterUploads = (await pb.backups.getFullList()).map((backup) => backup.key).sort();

  // Restore: the superuser made after the backup is gone again, and the session still holds.
  const superuserCount = async () =>
    (await pb.collection("_superusers").getList(1, 1, { fields: "id" })).totalItems;
  await pb.backups.create("before-third.zip");
  const before = await superuserCount();
  await pb
    .collection("_superusers")
    .create({ email: "third@pocketkit.test", password: "long enough", passwordConfirm: "long enough" });
  steps.restore = await outcome(() => pb.backups.restore("before-third.zip"));
  const after = await until(superuserCount, (count) => count === before);
  await until(
    () => pb.health.check(),
    (health) => (health.data as { canBackup?: boolean }).canBackup === true,
  );
  await pb.collection("_superusers").authRefresh();
  steps.restoredCounts = [before, after, pb.authStore.isSuperuser];
  steps.deleteSecond = await outcome(() => pb.collection("_superusers").delete(second.id));
  steps.deleteOnly = await outcome(() => pb.collection("_superusers").delete(pb.authStore.record!.id));

  // Logs: the list's shape and a filter PocketBase cannot read.
  steps.logList = shape(await pb.logs.getList(1, 1, { filter: "id = 'none'" }));
  steps.badFilter = await outcome(() => pb.logs.getList(1, 1, { filter: "data.url ~" }));
  return steps;
}

test("the admin mock answers the SDK as the real PocketBase does", async () => {
  const { email, password } = real.superuser;
  const realClient = new PocketBase(real.url);
  realClient.autoCancellation(false);
  const fromReal = await scenario(realClient, email, password);

  const mock = createAdminMock({ baseUrl: MOCK_URL, superusers: [{ email, password }], restoreMs: 300 });
  msw.use(...mock.handlers);
  const mockClient = new PocketBase(MOCK_URL);
  mockClient.autoCancellation(false);
  const fromMock = await scenario(mockClient, email, password);

  for (const step of Object.keys(fromReal)) expect([step, fromMock[step]]).toEqual([step, fromReal[step]]);
  expect(mock.cronRuns()).toEqual(["__pbDBOptimize__"]);
});

test("generated request logs look like the real server's, and filters and stats work on them", async () => {
  const pb = new PocketBase(real.url);
  await pb.collection("_superusers").authWithPassword(real.superuser.email, real.superuser.password);
  await fetch(`${real.url}/api/collections/no_such_collection/records`);
  // PocketBase writes its logs in batches, every few seconds.
  const failed = await until(
    () => pb.logs.getList(1, 1, { filter: "data.status = 404", sort: "-created" }),
    (list) => list.items.length > 0,
  );
  const succeeded = (await pb.logs.getList(1, 1, { filter: "data.status = 200" })).items[0]!;

  const logs = mockRequestLogs({ count: 400, now: Date.parse("2026-11-22T12:30:00Z") });
  const mock = createAdminMock({ baseUrl: MOCK_URL, logs });
  msw.use(...mock.handlers);
  const mockClient = new PocketBase(MOCK_URL);
  await mockClient.collection("_superusers").authWithPassword("admin@pocketkit.test", "admin password");
  const mockFailed = (await mockClient.logs.getList(1, 1, { filter: "data.status = 404" })).items[0]!;
  const mockSucceeded = (await mockClient.logs.getList(1, 1, { filter: "data.status = 200" })).items[0]!;
  expect(shape(mockFailed)).toEqual(shape(failed.items[0]));
  expect(shape(mockSucceeded)).toEqual(shape(succeeded));
  expect([mockFailed.level, mockSucceeded.level]).toEqual([failed.items[0]!.level, succeeded.level]);

  const page = await mockClient.logs.getList(2, 10, {
    filter: "data.status >= 400 && data.method = 'GET'",
    sort: "-created",
  });
  const expected = logs.filter((log) => Number(log.data.status) >= 400 && log.data.method === "GET");
  expect([page.totalItems, page.items.length]).toEqual([expected.length, Math.min(10, expected.length - 10)]);
  const stats = await mockClient.logs.getStats();
  expect(stats.reduce((sum, hour) => sum + hour.total, 0)).toBe(400);
  expect(stats[0]!.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:00:00\.000Z$/);
  expect(shape(stats)).toEqual(shape((await pb.logs.getStats()) as unknown));
});
