import {
  adminRequest,
  countRecords,
  type Pocketkit,
  type PocketkitError,
  type RecordCounts,
} from "@pocketkit/client";
import { queryOptions } from "@tanstack/react-query";
import {
  getTokenPayload,
  type CollectionModel,
  type ListResult,
  type LogModel,
  type RecordModel,
} from "pocketbase";

import { pocketkitKeys } from "../query-keys";
import { cleanQuery, DEFAULT_PER_PAGE } from "../records/list-query";
import type { AdminSettings, BackupInfo, CronJob, HealthStatus, LogStat } from "./types";

// Query-option factories of the admin hooks, exported so that apps can prefetch and compose
// (`queryClient.prefetchQuery(backupListOptions(pocketkit))`). Every key starts with
// `pocketkitKeys.admin()`, so `invalidateQueries({ queryKey: pocketkitKeys.admin() })` refreshes
// the whole admin screen.

export interface CollectionListQuery {
  /** A PocketBase filter over collection fields, e.g. `type = "auth"` or `system = false`. */
  filter?: string;
  /** e.g. `"name"` or `"-created"`. */
  sort?: string;
}

export interface LogListQuery {
  /** @default 1 */
  page?: number;
  /** @default 30 */
  perPage?: number;
  /** @default "-created" (newest first) */
  sort?: string;
  /** Over `level`, `message`, `created` and `data.*`, e.g. `data.status >= 400 && data.method = "POST"`. */
  filter?: string;
}

export interface SuperuserListQuery {
  /** @default 1 */
  page?: number;
  /** @default 30 */
  perPage?: number;
  sort?: string;
  filter?: string;
}

/** A backup's download address and when the file token in it runs out. */
export interface BackupDownloadUrl {
  url: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Every collection (in batches of 500), for `useCollections`. */
export function collectionListOptions(pocketkit: Pocketkit, query: CollectionListQuery = {}) {
  return queryOptions<CollectionModel[], PocketkitError>({
    queryKey: pocketkitKeys.admin("collections", "list", cleanQuery(query)),
    queryFn: ({ signal }) =>
      adminRequest(() => pocketkit.pb.collections.getFullList({ ...query, batch: 500, signal })),
  });
}

/** One collection by id or name, for `useCollection`. */
export function collectionOptions(pocketkit: Pocketkit, idOrName: string) {
  return queryOptions<CollectionModel, PocketkitError>({
    queryKey: pocketkitKeys.admin("collections", "one", idOrName),
    queryFn: ({ signal }) => adminRequest(() => pocketkit.pb.collections.getOne(idOrName, { signal })),
  });
}

/** One page of request and app logs, for `useLogs`. */
export function logListOptions(pocketkit: Pocketkit, query: LogListQuery = {}) {
  const { page = 1, perPage = DEFAULT_PER_PAGE, sort = "-created", filter } = query;
  return queryOptions<ListResult<LogModel>, PocketkitError>({
    queryKey: pocketkitKeys.admin("logs", "list", cleanQuery({ page, perPage, sort, filter })),
    queryFn: ({ signal }) =>
      adminRequest(() => pocketkit.pb.logs.getList(page, perPage, { sort, filter, signal })),
  });
}

/** Log entries per hour, for `useLogStats`. */
export function logStatsOptions(pocketkit: Pocketkit, query: { filter?: string } = {}) {
  return queryOptions<LogStat[], PocketkitError>({
    queryKey: pocketkitKeys.admin("logs", "stats", cleanQuery(query)),
    queryFn: ({ signal }) => adminRequest(() => pocketkit.pb.logs.getStats({ ...query, signal })),
  });
}

/** The backup files, for `useBackups`. */
export function backupListOptions(pocketkit: Pocketkit) {
  return queryOptions<BackupInfo[], PocketkitError>({
    queryKey: pocketkitKeys.admin("backups", "list"),
    queryFn: ({ signal }) => adminRequest(() => pocketkit.pb.backups.getFullList({ signal })),
  });
}

/** A backup's download address with a superuser file token, for `useBackupDownloadUrl`. */
export function backupDownloadUrlOptions(pocketkit: Pocketkit, key: string) {
  return queryOptions<BackupDownloadUrl, PocketkitError>({
    queryKey: pocketkitKeys.admin("backups", "download", key),
    queryFn: async ({ signal }) => {
      // The superuser's file token, shared with protected files and renewed before it expires.
      const token = await pocketkit.fileTokens.get({ signal });
      return {
        url: pocketkit.pb.backups.getDownloadURL(token, key),
        expiresAt: Number(getTokenPayload(token).exp ?? 0) * 1000,
      };
    },
  });
}

/** The application settings, for `useSettings`. */
export function settingsOptions(pocketkit: Pocketkit) {
  return queryOptions<AdminSettings, PocketkitError>({
    queryKey: pocketkitKeys.admin("settings"),
    queryFn: ({ signal }) =>
      adminRequest(() => pocketkit.pb.settings.getAll({ signal }) as Promise<AdminSettings>),
  });
}

/** `GET /api/health`, for `useHealth`. */
export function healthOptions(pocketkit: Pocketkit) {
  return queryOptions<HealthStatus, PocketkitError>({
    queryKey: pocketkitKeys.admin("health"),
    queryFn: ({ signal }) =>
      adminRequest(() => pocketkit.pb.health.check({ signal }) as Promise<HealthStatus>),
  });
}

/** The registered cron jobs, for `useCrons`. */
export function cronListOptions(pocketkit: Pocketkit) {
  return queryOptions<CronJob[], PocketkitError>({
    queryKey: pocketkitKeys.admin("crons"),
    queryFn: ({ signal }) => adminRequest(() => pocketkit.pb.crons.getFullList({ signal })),
  });
}

/** One page of superusers, for `useSuperusers`. */
export function superuserListOptions(pocketkit: Pocketkit, query: SuperuserListQuery = {}) {
  const { page = 1, perPage = DEFAULT_PER_PAGE, ...rest } = query;
  return queryOptions<ListResult<RecordModel>, PocketkitError>({
    queryKey: pocketkitKeys.admin("superusers", "list", cleanQuery({ page, perPage, ...rest })),
    queryFn: ({ signal }) =>
      adminRequest(() => pocketkit.pb.collection("_superusers").getList(page, perPage, { ...rest, signal })),
  });
}

/** Records per collection (see `countRecords`), for `useRecordCounts`. */
export function recordCountsOptions(pocketkit: Pocketkit) {
  return queryOptions<RecordCounts, PocketkitError>({
    queryKey: pocketkitKeys.admin("record-counts"),
    queryFn: ({ signal }) => countRecords(pocketkit, { signal }),
  });
}
