import type { PocketkitError } from "@pocketkit/client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { healthOptions } from "./admin-queries";
import type { HealthStatus } from "./types";

export interface UseHealthOptions {
  /** Ask again every so many milliseconds, for a status light. @default false */
  refetchInterval?: number | false;
  /** @default true */
  enabled?: boolean;
}

/**
 * Whether the server answers (`GET /api/health`, open to anyone). For a superuser `data` also
 * says whether a backup can start now (`canBackup`) and how the server sees the client.
 * When the server cannot be reached, `error.kind === "network"`.
 *
 * @example
 * const { data, error } = useHealth({ refetchInterval: 10_000 });
 * const up = data?.code === 200;
 */
export function useHealth(options: UseHealthOptions = {}): UseQueryResult<HealthStatus, PocketkitError> {
  const pocketkit = usePocketkit();
  const { refetchInterval = false, enabled = true } = options;
  return useQuery({ ...healthOptions(pocketkit), refetchInterval, enabled });
}
