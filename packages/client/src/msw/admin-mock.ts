import { http, HttpResponse, type HttpHandler } from "msw/http";
import type { RecordModel } from "pocketbase";

import { newRecordId } from "../upload/record-id";
import { createAdminMockAuth, SUPERUSERS_ID, type StoredSuperuser } from "./admin-mock-auth";
import { logStats, pocketBaseDate, type MockLog } from "./admin-mock-logs";
import {
  defaultSettings,
  mergeSettings,
  publicSettings,
  validateSettings,
  type MockSettings,
} from "./admin-mock-settings";
import { compileFilter, sortRecords } from "./filter";
import type { MockUser } from "./pocketbase-mock";

/** A backup file the mock starts with, and the data a restore of it brings back. */
export interface MockBackup {
  key: string;
  /** @default 182_934 */
  size?: number;
  /** @default now */
  modified?: string;
  /** Records per collection in the backup. @default the counts at the start */
  counts?: Record<string, number>;
  /** The superusers in the backup. @default the superusers at the start */
  superusers?: MockUser[];
}

export interface AdminMockOptions {
  /** Where PocketBase is, as the app calls it. @default "*" (any origin) */
  baseUrl?: string;
  /** Who can sign in as a superuser. @default one, `admin@pocketkit.test` / `admin password` */
  superusers?: MockUser[];
  /** The app's collections and how many records each holds, for the record counts around a restore. */
  collections?: Record<string, number | { type: "base" | "auth" | "view"; count: number }>;
  /** Log entries (`mockRequestLogs` makes realistic ones). @default none */
  logs?: MockLog[];
  backups?: MockBackup[];
  /** Settings on top of PocketBase's defaults (any sections, any fields). */
  settings?: Record<string, unknown>;
  /** The app's own cron jobs, listed before PocketBase's. @default none */
  crons?: { id: string; expression: string }[];
  /** How long a restore takes before the "restarted" server answers again. @default 800 */
  restoreMs?: number;
}

export interface AdminMock {
  /** msw handlers: `msw.use(...admin.handlers)`; register them after the records mock's so that they win. */
  handlers: HttpHandler[];
  /** Back to the state at the start. */
  reset(): void;
  /** A signed-in superuser's session, for an auth store: `authStore.save(token, record)`. */
  session(email: string): { token: string; record: RecordModel };
  /** The test emails sent so far (`POST /api/settings/test/email` bodies). */
  sentEmails(): { email: string; template: string; collection: string }[];
  /** The ids of the cron jobs run so far. */
  cronRuns(): string[];
  /** The settings as they are now, secrets included. */
  settings(): MockSettings;
  /** The records per collection now, system collections included. */
  counts(): Record<string, number>;
}

interface StoredBackup {
  key: string;
  size: number;
  modified: string;
  counts: Record<string, number>;
  superusers: StoredSuperuser[];
  settings: MockSettings;
}

const SYSTEM_CRONS = [
  { id: "__pbDBOptimize__", expression: "0 0 * * *" },
  { id: "__pbMFACleanup__", expression: "0 * * * *" },
  { id: "__pbOTPCleanup__", expression: "0 * * * *" },
  { id: "__pbLogsCleanup__", expression: "0 */6 * * *" },
];
const SYSTEM_COLLECTIONS = ["_authOrigins", "_externalAuths", "_mfas", "_otps"];
const BACKUP_NAME = /^[a-z0-9_-]+\.zip$/;
const BUSY_MESSAGE = "Try again later - another backup/restore process has already been started.";

/**
 * PocketBase's admin API in memory, for Storybook and tests of admin screens: health, logs
 * (paging, sort, simple filters, hourly stats), backups (create, upload, download with a file
 * token, delete, and a restore that "restarts" the server: the realtime stream ends and the
 * backup's record counts, superusers and settings come back), settings (with PocketBase's
 * rules and codes, secrets never sent back, test email), crons, and the `_superusers`
 * collection with password sign-in. Answers take the shapes PocketBase v0.39 gives
 * (`admin-mock.integration.test.ts` checks them against the real server).
 *
 * @example
 * const admin = createAdminMock({ logs: mockRequestLogs({ count: 300 }), collections: { albums: 12 } });
 * export const Default = { beforeEach: ({ msw }) => { admin.reset(); msw.use(...admin.handlers); } };
 */
export function createAdminMock(options: AdminMockOptions = {}): AdminMock {
  const base = (options.baseUrl ?? "*").replace(/\/$/, "");
  const api = (path: string) => `${base}/api${path}`;
  const auth = createAdminMockAuth();
  const restoreMs = options.restoreMs ?? 800;
  const startSuperusers = options.superusers ?? [
    { email: "admin@pocketkit.test", password: "admin password" },
  ];

  let superusers: StoredSuperuser[] = [];
  let counts: Record<string, number> = {};
  let types: Record<string, string> = {};
  let logs: MockLog[] = [];
  let backups: StoredBackup[] = [];
  let settings: MockSettings = defaultSettings();
  let emails: { email: string; template: string; collection: string }[] = [];
  let runs: string[] = [];
  let busy = false;
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();

  function seed() {
    superusers = startSuperusers.map((user) => auth.newSuperuser(user));
    types = Object.fromEntries(SYSTEM_COLLECTIONS.map((name) => [name, "base"]));
    types.users = "auth";
    counts = Object.fromEntries(SYSTEM_COLLECTIONS.map((name) => [name, 0]));
    counts.users = 0;
    for (const [name, value] of Object.entries(options.collections ?? {})) {
      types[name] = typeof value === "number" ? "base" : value.type;
      counts[name] = typeof value === "number" ? value : value.count;
    }
    logs = structuredClone(options.logs ?? []);
    settings = mergeSettings(defaultSettings(), options.settings ?? {});
    emails = [];
    runs = [];
    busy = false;
    backups = (options.backups ?? []).map((backup) => ({
      key: backup.key,
      size: backup.size ?? 182_934,
      modified: backup.modified ?? pocketBaseDate(Date.now()),
      counts: { ...counts, ...backup.counts },
      superusers: backup.superusers
        ? backup.superusers.map((user) => auth.newSuperuser(user, superusers))
        : structuredClone(superusers),
      settings: structuredClone(settings),
    }));
  }

  const error = (status: number, message: string, data: Record<string, unknown> = {}) =>
    HttpResponse.json({ data, message, status }, { status });
  const invalid = (data: Record<string, unknown>) =>
    error(400, "An error occurred while validating the submitted data.", data);
  const noContent = () => new HttpResponse(null, { status: 204 });
  const allCounts = () => ({ ...counts, _superusers: superusers.length });

  /** The superuser making the request, or the refusal PocketBase gives anyone else. */
  function superuserOf(request: Request): StoredSuperuser | Response {
    const found = auth.verify(request.headers.get("authorization"), superusers);
    if (found === "other") return error(403, "The authorized record is not allowed to perform this action.");
    if (!found) return error(401, "The request requires valid record authorization token.");
    return found;
  }
  type Params = Record<string, string | readonly string[] | undefined>;
  type Resolved = Response | Promise<Response>;
  const guard =
    (resolve: (input: { request: Request; params: Params; superuser: StoredSuperuser }) => Resolved) =>
    ({ request, params }: { request: Request; params: Params }): Resolved => {
      const superuser = superuserOf(request);
      return superuser instanceof Response ? superuser : resolve({ request, params, superuser });
    };

  function paged<Item>(items: Item[], url: URL) {
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const perPage = Math.max(1, Math.min(1000, Number(url.searchParams.get("perPage") ?? 30)));
    const skipTotal = ["1", "true"].includes(url.searchParams.get("skipTotal") ?? "");
    return {
      items: items.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      totalItems: skipTotal ? -1 : items.length,
      totalPages: skipTotal ? -1 : Math.ceil(items.length / perPage),
    };
  }

  /** Filters and sorts like the list endpoints; `undefined` for a filter PocketBase would refuse. */
  function query<Item>(items: Item[], url: URL): Item[] | undefined {
    try {
      const keep = compileFilter(url.searchParams.get("filter") ?? "");
      const kept = items.filter((item) => keep(item as unknown as RecordModel));
      return sortRecords(
        kept as unknown as RecordModel[],
        url.searchParams.get("sort") ?? "",
      ) as unknown as Item[];
    } catch {
      return undefined;
    }
  }
  const badFilter = () => error(400, "Something went wrong while processing your request.");

  function snapshot(key: string, size: number): StoredBackup {
    return {
      key,
      size,
      modified: pocketBaseDate(Date.now()),
      counts: { ...counts },
      superusers: structuredClone(superusers),
      settings: structuredClone(settings),
    };
  }

  function restore(backup: StoredBackup) {
    busy = true;
    setTimeout(() => {
      counts = { ...backup.counts };
      superusers = structuredClone(backup.superusers);
      settings = structuredClone(backup.settings);
      busy = false;
      // The new process: every open realtime connection ends with the old one.
      for (const stream of streams) stream.close();
      streams.clear();
    }, restoreMs);
  }

  const handlers: HttpHandler[] = [
    http.get(api("/health"), ({ request }) => {
      const isSuperuser = !(superuserOf(request) instanceof Response);
      return HttpResponse.json({
        message: "API is healthy.",
        code: 200,
        data: isSuperuser ? { canBackup: !busy, possibleProxyHeader: "", realIP: "127.0.0.1" } : {},
      });
    }),

    http.post(api("/collections/_superusers/auth-with-password"), async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { identity?: string; password?: string };
      const found = superusers.find(
        (user) => user.email === body.identity && user.password === body.password,
      );
      if (!found) return error(400, "Failed to authenticate.");
      return HttpResponse.json({ record: auth.record(found), token: auth.token(found) });
    }),
    http.post(api("/collections/_superusers/auth-refresh"), ({ request }) => {
      const found = auth.verify(request.headers.get("authorization"), superusers);
      if (!found || found === "other")
        return error(401, "The request requires valid record authorization token.");
      return HttpResponse.json({ record: auth.record(found), token: auth.token(found) });
    }),

    http.get(
      api("/collections/_superusers/records"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const found = query(superusers.map(auth.record), url);
        return found ? HttpResponse.json(paged(found, url)) : badFilter();
      }),
    ),
    http.post(
      api("/collections/_superusers/records"),
      guard(async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
        const problems = auth.checkNewSuperuser(body, superusers);
        if (problems) return error(400, "Failed to create record.", problems);
        const created = auth.newSuperuser({ email: String(body.email), password: String(body.password) });
        superusers.push(created);
        return HttpResponse.json(auth.record(created));
      }),
    ),
    http.delete(
      api("/collections/_superusers/records/:id"),
      guard(({ params }) => {
        const index = superusers.findIndex((user) => user.id === String(params.id));
        if (index < 0) return error(404, "The requested resource wasn't found.");
        if (superusers.length === 1) return error(400, "You can't delete the only existing superuser.");
        superusers.splice(index, 1);
        return noContent();
      }),
    ),

    // The collections and their record counts, as `countRecords` reads them around a restore.
    http.get(
      api("/collections"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const fields = url.searchParams.get("fields")?.split(",");
        const all = Object.entries({ ...types, _superusers: "auth" }).map(([name, type]) => ({
          id: name === "_superusers" ? SUPERUSERS_ID : `pbc_${name}`,
          name,
          type,
          system: name.startsWith("_"),
        }));
        const found = query(all, url);
        if (!found) return badFilter();
        const shown = fields
          ? found.map((item) =>
              Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))),
            )
          : found;
        return HttpResponse.json(paged(shown, url));
      }),
    ),
    http.get(api("/collections/:collection/records"), ({ request, params }) => {
      const name = String(params.collection);
      // Collections the mock only counts; anything else is left to the records mock.
      if (!(name in counts)) return undefined;
      const superuser = superuserOf(request);
      if (superuser instanceof Response) return superuser;
      const ids = Array.from({ length: counts[name]! }, (_, index) => ({
        id: `${name}${index}`.padEnd(15, "0"),
      }));
      return HttpResponse.json(paged(ids, new URL(request.url)));
    }),

    http.get(
      api("/logs"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const found = query(logs, url);
        return found ? HttpResponse.json(paged(found, url)) : badFilter();
      }),
    ),
    http.get(
      api("/logs/stats"),
      guard(({ request }) => {
        const found = query(logs, new URL(request.url));
        return found ? HttpResponse.json(logStats(found)) : badFilter();
      }),
    ),
    http.get(
      api("/logs/:id"),
      guard(({ params }) => {
        const found = logs.find((log) => log.id === String(params.id));
        return found ? HttpResponse.json(found) : error(404, "The requested resource wasn't found.");
      }),
    ),

    http.get(
      api("/backups"),
      guard(() => HttpResponse.json(backups.map(({ key, size, modified }) => ({ modified, key, size })))),
    ),
    http.post(
      api("/backups"),
      guard(async ({ request }) => {
        if (busy) return error(400, BUSY_MESSAGE);
        const { name = "" } = (await request.json().catch(() => ({}))) as { name?: string };
        const appName = String((settings.meta as Record<string, unknown>).appName).toLowerCase();
        const key =
          name ||
          `pb_backup_${appName.replace(/[^a-z0-9]+/g, "_")}_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}.zip`;
        if (!BACKUP_NAME.test(key))
          return invalid({
            name: { code: "validation_match_invalid", message: "Must be in a valid format." },
          });
        if (backups.some((backup) => backup.key === key))
          return invalid({
            name: {
              code: "validation_backup_name_exists",
              message: "The backup file name is invalid or already exists.",
            },
          });
        backups.push(
          snapshot(key, 150_000 + Object.values(counts).reduce((sum, count) => sum + count * 812, 0)),
        );
        backups.sort((a, b) => (a.key < b.key ? -1 : 1));
        return noContent();
      }),
    ),
    http.post(
      api("/backups/upload"),
      guard(async ({ request }) => {
        const file = (await request.formData().catch(() => undefined))?.get("file");
        if (!(file instanceof File))
          return invalid({ file: { code: "validation_required", message: "Cannot be blank." } });
        const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
        if (head[0] !== 0x50 || head[1] !== 0x4b)
          return invalid({
            file: {
              code: "validation_invalid_mime_type",
              message: `"${file.name}" mime type must be one of: application/zip.`,
            },
          });
        if (backups.some((backup) => backup.key === file.name))
          return invalid({
            file: {
              code: "validation_backup_name_exists",
              message: "Backup file with the specified name already exists.",
            },
          });
        backups.push(snapshot(file.name, file.size));
        backups.sort((a, b) => (a.key < b.key ? -1 : 1));
        return noContent();
      }),
    ),
    http.get(api("/backups/:key"), ({ request, params }) => {
      const token = new URL(request.url).searchParams.get("token");
      if (!auth.verifyFileToken(token, superusers))
        return error(403, "The authorized record is not allowed to perform this action.");
      const backup = backups.find((candidate) => candidate.key === String(params.key));
      if (!backup) return error(400, "Missing or invalid backup file.");
      return new HttpResponse(zipOfSize(backup.size), {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename=${backup.key}`,
        },
      });
    }),
    http.delete(
      api("/backups/:key"),
      guard(({ params }) => {
        const index = backups.findIndex((backup) => backup.key === String(params.key));
        if (index < 0)
          return error(
            400,
            `Invalid or already deleted backup file. Raw error: \n[key: ${String(params.key)}] not found.`,
          );
        backups.splice(index, 1);
        return noContent();
      }),
    ),
    http.post(
      api("/backups/:key/restore"),
      guard(({ params }) => {
        const backup = backups.find((candidate) => candidate.key === String(params.key));
        if (!backup) return error(400, "Missing or invalid backup file.");
        if (busy) return error(400, BUSY_MESSAGE);
        restore(backup);
        return noContent();
      }),
    ),

    http.post(api("/files/token"), ({ request }) => {
      const found = auth.verify(request.headers.get("authorization"), superusers);
      if (!found || found === "other") return undefined; // a user's file token: the records mock's
      return HttpResponse.json({ token: auth.fileToken(found) });
    }),

    http.get(
      api("/settings"),
      guard(() => HttpResponse.json(publicSettings(settings))),
    ),
    http.patch(
      api("/settings"),
      guard(async ({ request }) => {
        const patch = await request.json().catch(() => ({}));
        const next = mergeSettings(settings, patch);
        const problems = validateSettings(next);
        if (problems) return error(400, "An error occurred while saving the new settings.", problems);
        settings = next;
        return HttpResponse.json(publicSettings(settings));
      }),
    ),
    http.post(
      api("/settings/test/email"),
      guard(async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, string>;
        const problems: Record<string, unknown> = {};
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email ?? ""))
          problems.email = { code: "validation_is_email", message: "Must be a valid email address." };
        if (
          !["verification", "password-reset", "email-change", "otp", "login-alert"].includes(
            body.template ?? "",
          )
        )
          problems.template = { code: "validation_in_invalid", message: "Must be a valid value." };
        if (Object.keys(problems).length > 0) return error(400, "Failed to send the test email.", problems);
        if (!(settings.smtp as Record<string, unknown>).enabled)
          return error(
            400,
            "Failed to send the test email. Raw error: \nfailed to locate a sendmail executable path.",
          );
        emails.push({
          email: body.email!,
          template: body.template!,
          collection: body.collection || "_superusers",
        });
        return noContent();
      }),
    ),

    http.get(
      api("/crons"),
      guard(() => HttpResponse.json(cronList())),
    ),
    http.post(
      api("/crons/:id"),
      guard(({ params }) => {
        if (!cronList().some((job) => job.id === String(params.id)))
          return error(404, "Missing or invalid cron job.");
        runs.push(String(params.id));
        return noContent();
      }),
    ),

    // Realtime: opens with PB_CONNECT and ends when a restore "restarts" the server.
    http.get(api("/realtime"), () => {
      let controller: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({
        start(control) {
          controller = control;
          streams.add(control);
          const clientId = newRecordId();
          control.enqueue(
            new TextEncoder().encode(`id:${clientId}\nevent:PB_CONNECT\ndata:{"clientId":"${clientId}"}\n\n`),
          );
        },
        cancel() {
          streams.delete(controller);
        },
      });
      return new HttpResponse(stream, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
      });
    }),
    http.post(api("/realtime"), () => noContent()),
  ];

  function cronList() {
    const cron = String((settings.backups as Record<string, unknown>).cron ?? "");
    return [
      ...(options.crons ?? []),
      ...SYSTEM_CRONS,
      ...(cron ? [{ id: "__pbAutoBackup__", expression: cron }] : []),
    ];
  }

  seed();
  return {
    handlers,
    reset: seed,
    session(email) {
      const found = superusers.find((user) => user.email === email);
      if (!found) throw new Error(`${email} is not a superuser of this mock`);
      return { token: auth.token(found), record: auth.record(found) };
    },
    sentEmails: () => [...emails],
    cronRuns: () => [...runs],
    settings: () => structuredClone(settings),
    counts: allCounts,
  };
}

/** Bytes that start as a zip does and end with an (empty) zip's directory. */
function zipOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(22, size));
  bytes.set([0x50, 0x4b, 0x05, 0x06], bytes.length - 22);
  bytes.set([0x50, 0x4b], 0);
  return bytes;
}

export { mockRequestLogs } from "./admin-mock-logs";
export type { MockLog, MockRequestLogsOptions } from "./admin-mock-logs";
