import type { Translate } from "../../i18n/messages-context";
import { LOG_LEVELS, type LogLevelName } from "./logs-filter";

/** One log entry, as `useLogs` lists it (PocketBase's `LogModel`). */
interface AdminLogEntry {
  id: string;
  /** `"2026-11-22 22:24:00.691Z"` */
  created: string;
  /** debug -4, info 0, warn 4, error 8 (a number, though the SDK types it as text) */
  level: number | string;
  message: string;
  /** For requests: `method`, `url`, `status`, `execTime` (ms), `auth`, `userIP`, … */
  data: Record<string, unknown>;
}

/** The level's name from the catalogue ("Error"), or "Level 6" for one PocketBase does not name. */
function levelLabel(value: number | string, t: Translate): string {
  const level = Number(value);
  const name = (Object.keys(LOG_LEVELS) as LogLevelName[]).find((key) => LOG_LEVELS[key] === level);
  return name ? t(`admin.logs.level.${name}`) : t("admin.logs.level.other", { level });
}

/** Who made the request: "Guest", or the auth collection (and id, when PocketBase logs it); "—" for app logs. */
function logUser(entry: AdminLogEntry, t: Translate): string {
  if (typeof entry.data.url !== "string") return "—";
  const auth = typeof entry.data.auth === "string" ? entry.data.auth : "";
  if (!auth || auth === "guest") return t("admin.logs.guest");
  const id = typeof entry.data.authId === "string" ? entry.data.authId : "";
  return id ? `${auth} (${id})` : auth;
}

export { levelLabel, logUser };
export type { AdminLogEntry };
