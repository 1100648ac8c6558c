import { buildSearchFilter } from "@pocketkit/client";

// The log filters as people set them, and the PocketBase filter expression they make. Pure, so
// that an app can build the same expression for `useLogs`, `useLogStats` or a link.

/** PocketBase's log levels (slog): what `level` holds. */
const LOG_LEVELS = { debug: -4, info: 0, warn: 4, error: 8 } as const;

type LogLevelName = keyof typeof LOG_LEVELS;

interface LogFilters {
  /** Only entries of this level. */
  level?: LogLevelName;
  /** A status code (`"404"`) or a class (`"4xx"`). */
  status?: string;
  /** Text the request URL contains (any case). */
  url?: string;
  /** The first day, `YYYY-MM-DD`, from local midnight. */
  from?: string;
  /** The last day, `YYYY-MM-DD`, to local midnight after it. */
  to?: string;
}

const STATUS = /^\s*([1-5])(xx|\d\d)\s*$/i;

/** Whether a status filter can be read: empty, `404`, or `4xx`. */
function isValidStatusFilter(status: string | undefined): boolean {
  return !status?.trim() || STATUS.test(status);
}

/** A day in the browser's time zone as PocketBase's UTC text: `"2026-11-21 23:00:00.000Z"`. */
function dayBoundary(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const local = new Date(year, month - 1, date + (end ? 1 : 0));
  if (end) local.setMilliseconds(-1);
  return local.toISOString().replace("T", " ");
}

/**
 * The PocketBase filter for the given filters, `""` when none is set. Conditions are joined
 * with `&&`; a status or date that cannot be read is left out (check with
 * `isValidStatusFilter` first).
 *
 * @example
 * buildLogFilter({ level: "error", status: "5xx", url: "/api/batch" });
 * // → 'level = 8 && data.status >= 500 && data.status <= 599 && data.url ~ "%/api/batch%"'
 */
function buildLogFilter(filters: LogFilters): string {
  const parts: string[] = [];
  if (filters.level) parts.push(`level = ${LOG_LEVELS[filters.level]}`);
  const status = STATUS.exec(filters.status ?? "");
  if (status) {
    const [, digit, rest] = status as unknown as [string, string, string];
    if (rest.toLowerCase() === "xx") parts.push(`data.status >= ${digit}00 && data.status <= ${digit}99`);
    else parts.push(`data.status = ${digit}${rest}`);
  }
  const url = buildSearchFilter(filters.url ?? "", ["data.url"]);
  if (url) parts.push(url);
  const from = filters.from && dayBoundary(filters.from, false);
  if (from) parts.push(`created >= '${from}'`);
  const to = filters.to && dayBoundary(filters.to, true);
  if (to) parts.push(`created <= '${to}'`);
  return parts.join(" && ");
}

/** How many filters are set (for a "3 filters" badge). */
function countLogFilters(filters: LogFilters): number {
  return [filters.level, filters.status?.trim(), filters.url?.trim(), filters.from, filters.to].filter(
    Boolean,
  ).length;
}

export { buildLogFilter, countLogFilters, isValidStatusFilter, LOG_LEVELS };
export type { LogFilters, LogLevelName };
