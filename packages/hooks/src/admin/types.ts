// What PocketBase's admin endpoints take and return, typed for the admin hooks. The SDK types
// some of these as `{ [key: string]: any }`, and does not export others.
import type { CollectionField, CollectionModel } from "pocketbase";

export type { HealthStatus } from "@pocketkit/client";

/** A field as sent to PocketBase: `name` and `type`, and whichever of its options are needed. */
export type CollectionFieldInput = Partial<CollectionField> & Pick<CollectionField, "name" | "type">;

// Per collection type (base, view, auth), so that auth-only options stay typed.
type CollectionInputOf<Model> = Model extends unknown
  ? Partial<Omit<Model, "fields">> & { fields?: CollectionFieldInput[] }
  : never;

/** What a collection update sends: only what changes; `fields`, when given, is the complete new list. */
export type CollectionUpdate = CollectionInputOf<CollectionModel>;

/** A new collection: at least `name` and `type` (`"base"`, `"auth"` or `"view"`). */
export type CollectionCreate = CollectionUpdate & Pick<CollectionModel, "name" | "type">;

/** One backup file, as `GET /api/backups` lists it. */
export interface BackupInfo {
  /** The file name, e.g. `"pb_backup_20261122034601.zip"`; what restore, delete and download take. */
  key: string;
  /** Size in bytes. */
  size: number;
  /** Last change, as PocketBase formats dates (`"2026-11-22 03:46:01.350Z"`). */
  modified: string;
}

/** One registered cron job: PocketBase's own (`__pb…__`) and the app's (`cronAdd` in pb_hooks). */
export interface CronJob {
  id: string;
  /** The schedule, e.g. `"0 0 * * *"` (daily at midnight). */
  expression: string;
}

/** Requests per hour, as `GET /api/logs/stats` reports them. */
export interface LogStat {
  total: number;
  /** The hour, e.g. `"2026-11-22 03:00:00.000Z"`. */
  date: string;
}

export interface S3Settings {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  /** Never sent back by the server; set it to change it. */
  secret?: string;
  forcePathStyle: boolean;
}

export interface RateLimitRule {
  /**
   * What it limits: a path prefix (`"/api/"`), a method and path
   * (`"POST /api/collections/users/auth-with-password"`) or a tag (`"*:create"`).
   */
  label: string;
  /** `"@guest"`, `"@auth"` or `""` for everyone. */
  audience: string;
  /** The window in seconds. */
  duration: number;
  maxRequests: number;
}

/** PocketBase's application settings (`GET /api/settings`, superusers only). Secrets come back blank. */
export interface AdminSettings {
  meta: {
    appName: string;
    appURL: string;
    senderName: string;
    senderAddress: string;
    hideControls: boolean;
  };
  smtp: {
    enabled: boolean;
    host: string;
    port: number;
    username: string;
    /** Never sent back by the server; set it to change it. */
    password?: string;
    /** `"PLAIN"` or `"LOGIN"`. */
    authMethod: string;
    /** Implicit TLS (usually port 465); STARTTLS is used when offered otherwise. */
    tls: boolean;
    localName: string;
  };
  backups: {
    /** When to make a backup by itself, as a cron expression; `""` for never. */
    cron: string;
    /** How many automatic backups to keep. */
    cronMaxKeep: number;
    s3: S3Settings;
  };
  s3: S3Settings;
  logs: {
    /** Days to keep logs; 0 turns request logs off. */
    maxDays: number;
    /** The lowest level kept (debug -4, info 0, warn 4, error 8). */
    minLevel: number;
    logIP: boolean;
    logAuthId: boolean;
  };
  batch: { enabled: boolean; maxRequests: number; timeout: number; maxBodySize: number };
  rateLimits: { enabled: boolean; rules: RateLimitRule[]; excludedIPs: string[] };
  trustedProxy: { headers: string[]; useLeftmostIP: boolean };
  /** Addresses allowed to act as a superuser; empty for any. */
  superuserIPs: string[];
}

/** What `useUpdateSettings` sends: any sections, each with any of its fields. */
export type AdminSettingsUpdate = {
  [Section in keyof AdminSettings]?: AdminSettings[Section] extends unknown[]
    ? AdminSettings[Section]
    : Partial<AdminSettings[Section]>;
};
