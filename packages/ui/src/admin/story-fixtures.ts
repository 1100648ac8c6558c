import type { AdminSettings, BackupInfo, CronJob, LogStat, RestoreBackupResult } from "@pocketkit/hooks";
import { mockRequestLogs } from "@pocketkit/client/msw";

import type { AdminLogEntry } from "./logs/log-entry";
import type { SuperuserEntry } from "./superusers/superusers-table-view";

// Data for the admin views' stories: fixed, so that every run (and every screenshot) is the same.

export const STORY_NOW = Date.parse("2026-11-22T14:30:00Z");

export const storyLogs = (count: number, seed = 1): AdminLogEntry[] =>
  mockRequestLogs({ count, now: STORY_NOW, spanHours: 36, seed });

/** Entries per hour, as `/api/logs/stats` counts them. */
export function storyStats(logs: AdminLogEntry[]): LogStat[] {
  const perHour = new Map<string, number>();
  for (const log of logs) {
    const hour = `${log.created.slice(0, 13)}:00:00.000Z`;
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  return [...perHour].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, total]) => ({ date, total }));
}

export const storyBackups: BackupInfo[] = [
  { key: "pb_backup_gallery_20261122030000.zip", size: 48_312_904, modified: "2026-11-22 03:00:04.120Z" },
  { key: "before-import.zip", size: 41_022_117, modified: "2026-11-20 16:42:10.500Z" },
  { key: "pb_backup_gallery_20261121030000.zip", size: 45_880_310, modified: "2026-11-21 03:00:03.870Z" },
];

export const storyRestoreResult: RestoreBackupResult = {
  key: "before-import.zip",
  countsBefore: { _superusers: 2, albums: 42, images: 1310, users: 18 },
  countsAfter: { _superusers: 2, albums: 40, images: 1202, users: 18 },
  changes: [
    { collection: "albums", before: 42, after: 40 },
    { collection: "images", before: 1310, after: 1202 },
  ],
  session: "refreshed",
  durationMs: 2_430,
};

export const storyCrons: CronJob[] = [
  { id: "nightly_digest", expression: "0 6 * * *" },
  { id: "__pbDBOptimize__", expression: "0 0 * * *" },
  { id: "__pbMFACleanup__", expression: "0 * * * *" },
  { id: "__pbOTPCleanup__", expression: "0 * * * *" },
  { id: "__pbLogsCleanup__", expression: "0 */6 * * *" },
  { id: "__pbAutoBackup__", expression: "0 3 * * *" },
];

export const storySuperusers: SuperuserEntry[] = [
  { id: "adasuperuser001", email: "ada@pocketkit.test", created: "2026-01-12 09:14:00.000Z" },
  { id: "gracesuperuser2", email: "grace@pocketkit.test", created: "2026-03-02 17:40:00.000Z" },
  { id: "linussuperuser3", email: "linus.operations@pocketkit.test", created: "2026-10-30 08:05:00.000Z" },
];

const s3 = { enabled: false, bucket: "", region: "", endpoint: "", accessKey: "", forcePathStyle: false };

export const storySettings: AdminSettings = {
  meta: {
    appName: "Pocketkit Gallery",
    appURL: "https://gallery.example.com",
    senderName: "Gallery",
    senderAddress: "gallery@example.com",
    hideControls: false,
  },
  smtp: {
    enabled: true,
    host: "smtp.example.com",
    port: 587,
    username: "gallery",
    authMethod: "",
    tls: false,
    localName: "",
  },
  backups: { cron: "0 3 * * *", cronMaxKeep: 7, s3: { ...s3 } },
  s3: { ...s3 },
  logs: { maxDays: 5, minLevel: 0, logIP: true, logAuthId: false },
  batch: { enabled: true, maxRequests: 50, timeout: 3, maxBodySize: 0 },
  rateLimits: {
    enabled: true,
    rules: [
      { label: "*:auth", audience: "", duration: 3, maxRequests: 2 },
      { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
    ],
    excludedIPs: [],
  },
  trustedProxy: { headers: [], useLeftmostIP: false },
  superuserIPs: [],
};
