import { http, HttpResponse, type HttpHandler } from "msw/http";
import type { RecordModel } from "pocketbase";

import { newRecordId } from "../upload/record-id";
import { createAdminMockAuth, SUPERUSERS_ID } from "./admin-mock-auth";
import { backupHandlers } from "./admin-mock-backups";
import { createAdminMockContext, type AdminMockState } from "./admin-mock-context";
import { pocketBaseDate, type MockLog } from "./admin-mock-logs";
import { cronHandlers, logHandlers, settingsHandlers } from "./admin-mock-routes";
import { defaultSettings, mergeSettings, type MockSettings } from "./admin-mock-settings";
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

const SYSTEM_COLLECTIONS = ["_authOrigins", "_externalAuths", "_mfas", "_otps"];

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
  const auth = createAdminMockAuth();
  const startSuperusers = options.superusers ?? [
    { email: "admin@pocketkit.test", password: "admin password" },
  ];
  const state: AdminMockState = {
    superusers: [],
    counts: {},
    types: {},
    logs: [],
    backups: [],
    settings: defaultSettings(),
    emails: [],
    runs: [],
    busy: false,
    streams: new Set(),
  };
  const context = createAdminMockContext(options.baseUrl ?? "*", state, auth);
  const { api, guard, error, noContent, paged, query, badFilter, superuserOf } = context;

  function seed() {
    state.superusers = startSuperusers.map((user) => auth.newSuperuser(user));
    state.types = { ...Object.fromEntries(SYSTEM_COLLECTIONS.map((name) => [name, "base"])), users: "auth" };
    state.counts = { ...Object.fromEntries(SYSTEM_COLLECTIONS.map((name) => [name, 0])), users: 0 };
    for (const [name, value] of Object.entries(options.collections ?? {})) {
      state.types[name] = typeof value === "number" ? "base" : value.type;
      state.counts[name] = typeof value === "number" ? value : value.count;
    }
    state.logs = structuredClone(options.logs ?? []);
    state.settings = mergeSettings(defaultSettings(), options.settings ?? {});
    state.emails = [];
    state.runs = [];
    state.busy = false;
    state.backups = (options.backups ?? []).map((backup) => ({
      key: backup.key,
      size: backup.size ?? 182_934,
      modified: backup.modified ?? pocketBaseDate(Date.now()),
      counts: { ...state.counts, ...backup.counts },
      superusers: backup.superusers
        ? backup.superusers.map((user) => auth.newSuperuser(user, state.superusers))
        : structuredClone(state.superusers),
      settings: structuredClone(state.settings),
    }));
  }

  const handlers: HttpHandler[] = [
    http.get(api("/health"), ({ request }) => {
      const isSuperuser = !(superuserOf(request) instanceof Response);
      return HttpResponse.json({
        message: "API is healthy.",
        code: 200,
        data: isSuperuser ? { canBackup: !state.busy, possibleProxyHeader: "", realIP: "127.0.0.1" } : {},
      });
    }),

    http.post(api("/collections/_superusers/auth-with-password"), async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { identity?: string; password?: string };
      const found = state.superusers.find(
        (user) => user.email === body.identity && user.password === body.password,
      );
      if (!found) return error(400, "Failed to authenticate.");
      return HttpResponse.json({ record: auth.record(found), token: auth.token(found) });
    }),
    http.post(api("/collections/_superusers/auth-refresh"), ({ request }) => {
      const found = auth.verify(request.headers.get("authorization"), state.superusers);
      if (!found || found === "other")
        return error(401, "The request requires valid record authorization token.");
      return HttpResponse.json({ record: auth.record(found), token: auth.token(found) });
    }),
    http.get(
      api("/collections/_superusers/records"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const found = query(state.superusers.map(auth.record), url);
        return found ? HttpResponse.json(paged(found, url)) : badFilter();
      }),
    ),
    http.post(
      api("/collections/_superusers/records"),
      guard(async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
        const problems = auth.checkNewSuperuser(body, state.superusers);
        if (problems) return error(400, "Failed to create record.", problems);
        const created = auth.newSuperuser({ email: String(body.email), password: String(body.password) });
        state.superusers.push(created);
        return HttpResponse.json(auth.record(created));
      }),
    ),
    http.delete(
      api("/collections/_superusers/records/:id"),
      guard(({ params }) => {
        const index = state.superusers.findIndex((user) => user.id === String(params.id));
        if (index < 0) return error(404, "The requested resource wasn't found.");
        if (state.superusers.length === 1) return error(400, "You can't delete the only existing superuser.");
        state.superusers.splice(index, 1);
        return noContent();
      }),
    ),

    // The collections and their record counts, as `countRecords` reads them around a restore.
    http.get(
      api("/collections"),
      guard(({ request }) => {
        const url = new URL(request.url);
        const fields = url.searchParams.get("fields")?.split(",");
        const all = Object.entries({ ...state.types, _superusers: "auth" }).map(([name, type]) => ({
          id: name === "_superusers" ? SUPERUSERS_ID : `pbc_${name}`,
          name,
          type,
          system: name.startsWith("_"),
        }));
        const found = query(all, url);
        if (!found) return badFilter();
        const pick = (item: Record<string, unknown>) =>
          fields ? Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))) : item;
        return HttpResponse.json(paged(found.map(pick), url));
      }),
    ),
    http.get(api("/collections/:collection/records"), ({ request, params }) => {
      const name = String(params.collection);
      // Collections the mock only counts; anything else is left to the records mock.
      if (!(name in state.counts)) return undefined;
      const superuser = superuserOf(request);
      if (superuser instanceof Response) return superuser;
      const ids = Array.from({ length: state.counts[name]! }, (_, index) => ({
        id: `${name}${index}`.padEnd(15, "0"),
      }));
      return HttpResponse.json(paged(ids, new URL(request.url)));
    }),

    ...logHandlers(context),
    ...backupHandlers(context, options.restoreMs ?? 800),
    ...settingsHandlers(context),
    ...cronHandlers(context, options.crons ?? []),

    // Realtime: opens with PB_CONNECT and ends when a restore "restarts" the server.
    http.get(api("/realtime"), () => {
      let controller: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({
        start(control) {
          controller = control;
          state.streams.add(control);
          const clientId = newRecordId();
          control.enqueue(
            new TextEncoder().encode(`id:${clientId}\nevent:PB_CONNECT\ndata:{"clientId":"${clientId}"}\n\n`),
          );
        },
        cancel() {
          state.streams.delete(controller);
        },
      });
      return new HttpResponse(stream, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
      });
    }),
    http.post(api("/realtime"), () => noContent()),
  ];

  seed();
  return {
    handlers,
    reset: seed,
    session(email) {
      const found = state.superusers.find((user) => user.email === email);
      if (!found) throw new Error(`${email} is not a superuser of this mock`);
      return { token: auth.token(found), record: auth.record(found) };
    },
    sentEmails: () => [...state.emails],
    cronRuns: () => [...state.runs],
    settings: () => structuredClone(state.settings),
    counts: () => ({ ...state.counts, _superusers: state.superusers.length }),
  };
}

export { mockRequestLogs } from "./admin-mock-logs";
export type { MockLog, MockRequestLogsOptions } from "./admin-mock-logs";
