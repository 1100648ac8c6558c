// Request logs for the admin mock, shaped as PocketBase v0.39 writes them (`_logs` in
// auxiliary.db): request data under `data`, level 0 (info) below status 400 and 8 (error) from
// it, with the error and its details kept for the failures.

/** One log entry as `GET /api/logs` returns it. */
export interface MockLog {
  id: string;
  /** `"2026-11-22 22:24:00.691Z"` */
  created: string;
  level: number;
  message: string;
  data: Record<string, unknown>;
}

export interface MockRequestLogsOptions {
  /** How many entries. */
  count: number;
  /** The newest entry's time. @default now */
  now?: Date | number;
  /** How far back the entries reach, in hours. @default 48 */
  spanHours?: number;
  /** Another seed gives other (but again the same every time) entries. @default 1 */
  seed?: number;
}

const REQUESTS: { method: string; url: string; auth: string }[] = [
  { method: "GET", url: "/api/collections/albums/records?page=1&perPage=30&sort=-created", auth: "users" },
  { method: "GET", url: "/api/collections/images/records?page=1&perPage=60", auth: "users" },
  { method: "POST", url: "/api/collections/images/records", auth: "users" },
  { method: "PATCH", url: "/api/collections/albums/records/r4nd0mr3c0rd1d5", auth: "users" },
  { method: "DELETE", url: "/api/collections/images/records/0ld1m4g3r3c0rd7", auth: "users" },
  { method: "POST", url: "/api/collections/users/auth-with-password", auth: "" },
  { method: "POST", url: "/api/collections/users/auth-refresh", auth: "users" },
  { method: "GET", url: "/api/files/pbc_images/p1ct5r3r3c0rd01/beach_8fk2mq9x0a.jpg?thumb=400x0", auth: "" },
  { method: "GET", url: "/api/realtime", auth: "" },
  { method: "POST", url: "/api/batch", auth: "users" },
  { method: "GET", url: "/api/health", auth: "" },
  { method: "GET", url: "/api/logs?page=1&perPage=30&sort=-created", auth: "_superusers" },
];

const FAILURES: Record<number, { error: string; details: string }> = {
  400: { error: "Failed to create record.", details: "title: cannot be blank." },
  401: { error: "The request requires valid record authorization token.", details: "" },
  403: { error: "The authorized record is not allowed to perform this action.", details: "" },
  404: { error: "The requested resource wasn't found.", details: "sql: no rows in result set" },
  429: { error: "Too Many Requests.", details: "" },
  500: { error: "Something went wrong while processing your request.", details: "database is locked" },
};

const USER_AGENTS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
];

// mulberry32: small, and the same sequence for the same seed in every browser.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A date as PocketBase writes it: `"2026-11-22 22:24:00.691Z"`. */
export function pocketBaseDate(date: Date | number): string {
  return new Date(date).toISOString().replace("T", " ");
}

/**
 * Request logs that look like a small app's traffic: mostly reads, some sign-ins and uploads, a
 * few 4xx and the odd 500, newest first. The same options give the same entries.
 *
 * @example
 * createAdminMock({ logs: mockRequestLogs({ count: 500 }) });
 */
export function mockRequestLogs(options: MockRequestLogsOptions): MockLog[] {
  const { count, spanHours = 48, seed = 1 } = options;
  const now = new Date(options.now ?? Date.now()).getTime();
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const step = (spanHours * 3_600_000) / Math.max(1, count);
  const logs: MockLog[] = [];
  for (let index = 0; index < count; index++) {
    const request = pick(REQUESTS);
    const roll = next();
    let status = request.method === "DELETE" ? 204 : 200;
    if (roll > 0.985) status = 500;
    else if (roll > 0.96) status = pick([401, 403, 429]);
    else if (roll > 0.9) status = pick([400, 404]);
    const ip = `192.0.2.${1 + Math.floor(next() * 200)}`;
    const data: Record<string, unknown> = {
      auth: request.auth,
      execTime: Math.round(next() * (status === 500 ? 900 : 60) * 1e6) / 1e6,
      method: request.method,
      referer: "",
      remoteIP: ip,
      status,
      type: "request",
      url: request.url,
      userAgent: pick(USER_AGENTS),
      userIP: ip,
    };
    if (status >= 400) Object.assign(data, FAILURES[status]);
    const created = now - index * step - Math.floor(next() * step * 0.8);
    logs.push({
      id: `mocklog${String(seed).padStart(3, "0")}${String(index).padStart(5, "0")}`.slice(0, 15),
      created: pocketBaseDate(created),
      level: status >= 400 ? 8 : 0,
      message: `${request.method} ${request.url}`,
      data,
    });
  }
  return logs;
}

/** Entries per hour, oldest first, as `GET /api/logs/stats` counts them. */
export function logStats(logs: readonly MockLog[]): { total: number; date: string }[] {
  const perHour = new Map<string, number>();
  for (const log of logs) {
    const hour = `${log.created.slice(0, 13)}:00:00.000Z`;
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  return [...perHour.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, total]) => ({ total, date }));
}
