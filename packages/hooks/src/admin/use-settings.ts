import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { settingsOptions } from "./admin-queries";
import type { AdminSettings } from "./types";

export interface UseSettingsOptions {
  /** @default true */
  enabled?: boolean;
}

/**
 * PocketBase's application settings (superusers only): app name and URL, mail, backups, S3,
 * logs, rate limits, batch, trusted proxy. Passwords and secrets come back blank.
 *
 * @example
 * const { data: settings } = useSettings();
 * settings?.meta.appName;
 */
export function useSettings(options: UseSettingsOptions = {}): UseQueryResult<AdminSettings, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...settingsOptions(pocketkit), enabled });
}
